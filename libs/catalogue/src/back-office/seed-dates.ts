const MS_PER_DAY = 86_400_000;

/**
 * The calendar date (yyyy-mm-dd) `daysAgo` days before `today` (negative means ahead).
 * `today` is a yyyy-mm-dd string (e.g. today in Bali) or a Date, read by its local calendar day.
 */
export function isoDateDaysAgo(daysAgo: number, today: string | Date = new Date()): string {
  const [year, month, day] =
    typeof today === 'string'
      ? today.split('-').map(Number)
      : [today.getFullYear(), today.getMonth() + 1, today.getDate()];
  const utc = Date.UTC(year, month - 1, day) - daysAgo * MS_PER_DAY;
  if (Number.isNaN(utc)) throw new RangeError(`Invalid date: ${String(today)}`);
  return new Date(utc).toISOString().slice(0, 10);
}
