import type { LoyaltyTier } from './billing.ts';
import { baliInstant, CHECK_OUT_TIME, WELCOME_TIME } from './turnovers.ts';

/** What a guest may ask to move: their arrival earlier or their departure later. */
export const STAY_TIME_KINDS = ['early-check-in', 'late-check-out'] as const;
export type StayTimeKind = (typeof STAY_TIME_KINDS)[number];

/** The house's check-in (villa ready) and check-out times, Bali. */
export const STANDARD_CHECK_IN = WELCOME_TIME;
export const STANDARD_CHECK_OUT = CHECK_OUT_TIME;

/** One time the companion offers, with its price in rupiah. */
export interface StayTimeOffer {
  time: string;
  price: number;
}

/**
 * The times sold and their prices, the one place they are set: an early check-in from 09:00 or
 * 12:00, a late check-out until 14:00, 16:00 or 18:00. The server prices from here, never from
 * the client.
 */
export const STAY_TIME_OFFERS: Readonly<Record<StayTimeKind, readonly StayTimeOffer[]>> = {
  'early-check-in': [
    { time: '09:00', price: 1_200_000 },
    { time: '12:00', price: 600_000 },
  ],
  'late-check-out': [
    { time: '14:00', price: 500_000 },
    { time: '16:00', price: 1_000_000 },
    { time: '18:00', price: 1_500_000 },
  ],
};

/** Gold members' perk: late check-out until this time is free (held when the villa is free). */
export const GOLD_FREE_LATE_CHECK_OUT = '14:00';

export function isStayTimeKind(value: unknown): value is StayTimeKind {
  return typeof value === 'string' && (STAY_TIME_KINDS as readonly string[]).includes(value);
}

/** What this guest pays for `time`: the offer's price, nothing for Gold's perk; null for a time not offered. */
export function stayTimePrice(kind: StayTimeKind, time: string, tier: LoyaltyTier): number | null {
  const offer = STAY_TIME_OFFERS[kind].find((candidate) => candidate.time === time);
  if (!offer) return null;
  if (kind === 'late-check-out' && tier === 'Gold' && time <= GOLD_FREE_LATE_CHECK_OUT) return 0;
  return offer.price;
}

/** Another block on the villa's calendar: a stay, or a hold (owner, maintenance). Days are Bali dates; `endsAt` is the day it leaves. */
export interface CalendarNeighbour {
  startsAt: string;
  endsAt: string;
  hold: boolean;
}

/** A same-day turn (another stay arrives on the departure day, or leaves on the arrival day), or a hold in the way. */
export type StayTimeConflict = 'stayTime.sameDayArrival' | 'stayTime.sameDayDeparture' | 'stayTime.villaHeld';

/**
 * Why the villa cannot give this stay the time, or null when it can. A late check-out needs its
 * departure day free of arrivals, an early check-in its arrival day free of departures: a same-day
 * turn leaves housekeeping only the hours between 12:00 and 15:00, so it is refused at once. A hold
 * (the owner, maintenance) starting on the departure day or ending on the arrival day refuses it too.
 */
export function stayTimeConflict(kind: StayTimeKind, stay: { checkIn: string; checkOut: string }, others: readonly CalendarNeighbour[]): StayTimeConflict | null {
  const touching = others.filter((other) => (kind === 'late-check-out' ? other.startsAt === stay.checkOut : other.endsAt === stay.checkIn));
  if (touching.length === 0) return null;
  if (touching.every((other) => other.hold)) return 'stayTime.villaHeld';
  return kind === 'late-check-out' ? 'stayTime.sameDayArrival' : 'stayTime.sameDayDeparture';
}

/**
 * Until when it can still be asked: an early check-in before the time it asks for on the arrival
 * day, a late check-out before the standard check-out on the departure day.
 */
export function stayTimeStillOpen(kind: StayTimeKind, time: string, stay: { checkIn: string; checkOut: string }, now: Date): boolean {
  const limit = kind === 'early-check-in' ? baliInstant(stay.checkIn, time) : baliInstant(stay.checkOut, STANDARD_CHECK_OUT);
  return now.getTime() < limit.getTime();
}
