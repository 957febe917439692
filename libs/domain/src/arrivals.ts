import { addDays } from './iso-date.ts';

/** Upcoming bookings shown in the dashboard's booking sync summary. */
export const UPCOMING_BOOKINGS_SHOWN = 4;

/** Days ahead, today included, that the arrivals and departures briefing covers. */
export const BRIEFING_DAYS = 7;

/** What these rules read of a booking: Bali calendar dates, checkOut the departure day. */
export interface StayDates {
  id: string;
  checkIn: string;
  checkOut: string;
}

/**
 * The next arrivals: bookings with check-in today or later (Bali date), soonest first, at most
 * `limit`.
 */
export function nextArrivals<T extends StayDates>(bookings: readonly T[], today: string, limit = UPCOMING_BOOKINGS_SHOWN): T[] {
  return bookings
    .filter((booking) => booking.checkIn >= today)
    .sort((a, b) => a.checkIn.localeCompare(b.checkIn) || a.id.localeCompare(b.id))
    .slice(0, Math.max(0, limit));
}

/** Arrivals (check-in) and departures (check-out) from today through `days` - 1 days ahead, by date. */
export function arrivalsAndDepartures<T extends StayDates>(
  bookings: readonly T[],
  today: string,
  days = BRIEFING_DAYS,
): { arrivals: T[]; departures: T[] } {
  const last = addDays(today, Math.max(0, days - 1));
  const within = (date: string) => date >= today && date <= last;
  const by = (key: 'checkIn' | 'checkOut') => (a: T, b: T) => a[key].localeCompare(b[key]) || a.id.localeCompare(b.id);
  return {
    arrivals: bookings.filter((booking) => within(booking.checkIn)).sort(by('checkIn')),
    departures: bookings.filter((booking) => within(booking.checkOut)).sort(by('checkOut')),
  };
}
