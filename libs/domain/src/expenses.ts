import { daysBetween } from './iso-date.ts';

/** Expense range buttons: Last 30 days, Last 90 days, All time. */
export const EXPENSE_RANGES = ['30d', '90d', 'all'] as const;
export type ExpenseRange = (typeof EXPENSE_RANGES)[number];

/** Days each bounded range reaches back. */
export const EXPENSE_RANGE_DAYS: Readonly<Record<Exclude<ExpenseRange, 'all'>, number>> = { '30d': 30, '90d': 90 };

/**
 * True when an expense dated `date` counts in `range`: 'all' counts everything; otherwise the
 * date must be between 0 and 30 (or 90) days before `today`, inclusive. An invalid date or a
 * future date does not count in a bounded range.
 */
export function isInExpenseRange(date: string, range: ExpenseRange, today: string): boolean {
  if (range === 'all') return true;
  const daysAgo = daysBetween(date, today);
  return daysAgo !== null && daysAgo >= 0 && daysAgo <= EXPENSE_RANGE_DAYS[range];
}

/** The expenses that count in a range, in their original order. */
export function filterExpensesByRange<T extends { readonly date: string }>(
  items: readonly T[],
  range: ExpenseRange,
  today: string,
): T[] {
  return items.filter((item) => isInExpenseRange(item.date, range, today));
}
