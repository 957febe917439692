import { addMonths, daysBetween, daysInMonth } from './iso-date.ts';

/** A statement month, YYYY-MM. */
export const STATEMENT_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month before the one `today` (YYYY-MM-DD, Bali) falls in: the month a statement run reports. */
export function previousMonth(today: string): string {
  return addMonths(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
}

/** A month's nights as dates: [from, to), to exclusive. */
export function monthDates(month: string): { from: string; to: string; days: number } {
  const from = `${month}-01`;
  return { from, to: addMonths(from, 1), days: daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7))) };
}

/** Nights of [checkIn, checkOut) that fall in [from, to). */
export function nightsInRange(stay: { checkIn: string; checkOut: string }, from: string, to: string): number {
  const start = stay.checkIn > from ? stay.checkIn : from;
  const end = stay.checkOut < to ? stay.checkOut : to;
  return Math.max(0, daysBetween(start, end) ?? 0);
}
