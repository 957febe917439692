import { addMonths, daysBetween, isIsoDate } from './iso-date.ts';

/** Recurrence of a new maintenance task, in months. */
export const DEFAULT_RECURRENCE_MONTHS = 6;
/** A task due within this many days is "due soon". */
export const DUE_SOON_DAYS = 30;

/** Stored status of a maintenance task. */
export const MAINTENANCE_STATUSES = ['scheduled', 'overdue', 'completed'] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];

/** Derived priority, recomputed on each display. */
export const MAINTENANCE_PRIORITIES = ['overdue', 'dueSoon', 'scheduled', 'completed'] as const;
export type MaintenancePriority = (typeof MAINTENANCE_PRIORITIES)[number];

/** Planner status filters: All, Overdue, Due soon, Completed. */
export const MAINTENANCE_FILTERS = ['all', 'overdue', 'dueSoon', 'completed'] as const;
export type MaintenanceFilter = (typeof MAINTENANCE_FILTERS)[number];

/** The date fields of a maintenance task. */
export interface MaintenanceSchedule {
  status: MaintenanceStatus;
  lastCompleted: string;
  nextDue: string;
  recurrenceMonths: number;
}

/** Days from `today` until `nextDue` (negative when past); null when either date is invalid. */
export function dueInDays(nextDue: string, today: string): number | null {
  return daysBetween(today, nextDue);
}

/**
 * Priority of a task: completed stays completed; an invalid nextDue is scheduled; past due is
 * overdue; due in 0 to 30 days is dueSoon; later is scheduled.
 */
export function maintenancePriority(
  task: Pick<MaintenanceSchedule, 'status' | 'nextDue'>,
  today: string,
): MaintenancePriority {
  if (task.status === 'completed') return 'completed';
  const days = dueInDays(task.nextDue, today);
  if (days === null) return 'scheduled';
  if (days < 0) return 'overdue';
  if (days <= DUE_SOON_DAYS) return 'dueSoon';
  return 'scheduled';
}

/** The stored status that goes with a priority (due soon is still scheduled). */
export function statusForPriority(priority: MaintenancePriority): MaintenanceStatus {
  return priority === 'dueSoon' ? 'scheduled' : priority;
}

/** True when a task with this priority shows under the planner filter. */
export function matchesMaintenanceFilter(priority: MaintenancePriority, filter: MaintenanceFilter): boolean {
  return filter === 'all' || filter === priority;
}

/**
 * Next due date: lastCompleted plus recurrenceMonths (clamped to month end). Throws RangeError
 * for an invalid date or a recurrence that is not an integer of at least 1.
 */
export function nextDueFrom(lastCompleted: string, recurrenceMonths: number): string {
  if (!Number.isInteger(recurrenceMonths) || recurrenceMonths < 1) {
    throw new RangeError(`recurrenceMonths must be an integer of at least 1: ${recurrenceMonths}`);
  }
  return addMonths(lastCompleted, recurrenceMonths);
}

/** Mark complete: lastCompleted today, nextDue today + recurrence, status completed. */
export function completeTask<T extends MaintenanceSchedule>(task: T, today: string): T {
  if (!isIsoDate(today)) throw new RangeError(`Invalid today: ${today}`);
  return {
    ...task,
    lastCompleted: today,
    nextDue: nextDueFrom(today, task.recurrenceMonths),
    status: 'completed',
  };
}
