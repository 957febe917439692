import { describe, expect, it } from 'vitest';
import { arrivalsAndDepartures, nextArrivals, UPCOMING_BOOKINGS_SHOWN } from './arrivals.ts';

const stay = (id: string, checkIn: string, checkOut: string) => ({ id, checkIn, checkOut });

describe('nextArrivals', () => {
  const bookings = [
    stay('past', '2026-11-18', '2026-11-22'),
    stay('later', '2026-12-24', '2026-12-28'),
    stay('today', '2026-11-21', '2026-11-23'),
    stay('b', '2026-11-30', '2026-12-02'),
    stay('a', '2026-11-30', '2026-12-03'),
    stay('soon', '2026-11-25', '2026-11-27'),
  ];

  it('keeps check-ins from today on, soonest first, four at most', () => {
    expect(UPCOMING_BOOKINGS_SHOWN).toBe(4);
    expect(nextArrivals(bookings, '2026-11-21').map((b) => b.id)).toEqual(['today', 'soon', 'a', 'b']);
  });

  it('is empty when nothing is ahead, and honours another limit', () => {
    expect(nextArrivals(bookings, '2027-01-01')).toEqual([]);
    expect(nextArrivals(bookings, '2026-11-21', 2).map((b) => b.id)).toEqual(['today', 'soon']);
    expect(nextArrivals(bookings, '2026-11-21', -1)).toEqual([]);
  });
});

describe('arrivalsAndDepartures', () => {
  it('lists check-ins and check-outs from today through the window, by date', () => {
    const bookings = [
      stay('leaving-today', '2026-11-18', '2026-11-21'),
      stay('in-house', '2026-11-20', '2026-11-30'),
      stay('arriving-today', '2026-11-21', '2026-11-24'),
      stay('arriving-last-day', '2026-11-27', '2026-11-29'),
      stay('too-late', '2026-11-28', '2026-11-30'),
      stay('gone', '2026-11-10', '2026-11-20'),
    ];
    const { arrivals, departures } = arrivalsAndDepartures(bookings, '2026-11-21');
    expect(arrivals.map((b) => b.id)).toEqual(['arriving-today', 'arriving-last-day']);
    expect(departures.map((b) => b.id)).toEqual(['leaving-today', 'arriving-today']);
    expect(arrivalsAndDepartures(bookings, '2026-11-21', 1).arrivals.map((b) => b.id)).toEqual(['arriving-today']);
  });
});
