import { addMonths, daysInMonth } from './iso-date.ts';

/** The month before the one `today` (YYYY-MM-DD, Bali) falls in: the month a statement run reports. */
export function previousMonth(today: string): string {
  return addMonths(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
}

/** A month's nights as dates: [from, to), to exclusive. */
export function monthDates(month: string): { from: string; to: string; days: number } {
  const from = `${month}-01`;
  return { from, to: addMonths(from, 1), days: daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7))) };
}
