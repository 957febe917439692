import { addMonths, daysBetween } from './iso-date.ts';

/** Employees are reviewed every 6 months. */
export const REVIEW_INTERVAL_MONTHS = 6;
/** A review within this many days is due. */
export const REVIEW_DUE_THRESHOLD_DAYS = 30;

export const REVIEW_STATES = ['ok', 'due', 'overdue'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** Where an employee's next review stands. */
export interface ReviewStatus {
  /** lastReview + 6 months. */
  dueDate: string;
  /** Days from today to dueDate, negative when past. */
  daysRemaining: number;
  state: ReviewState;
}

/** Next review date: lastReview + 6 months. Throws RangeError on an invalid date. */
export function reviewDueDate(lastReview: string): string {
  return addMonths(lastReview, REVIEW_INTERVAL_MONTHS);
}

/**
 * Review state: overdue when days remaining are negative, due when 30 or fewer, else ok.
 * Throws RangeError on an invalid date.
 */
export function reviewState(lastReview: string, today: string): ReviewStatus {
  const dueDate = reviewDueDate(lastReview);
  const daysRemaining = daysBetween(today, dueDate);
  if (daysRemaining === null) throw new RangeError(`Invalid today: ${today}`);
  const state: ReviewState =
    daysRemaining < 0 ? 'overdue' : daysRemaining <= REVIEW_DUE_THRESHOLD_DAYS ? 'due' : 'ok';
  return { dueDate, daysRemaining, state };
}
