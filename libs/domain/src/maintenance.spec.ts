import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, toIsoDate } from './iso-date.ts';
import {
  completeTask,
  DEFAULT_RECURRENCE_MONTHS,
  dueInDays,
  maintenancePriority,
  matchesMaintenanceFilter,
  nextDueFrom,
  statusForPriority,
  type MaintenanceSchedule,
} from './maintenance.ts';

const today = '2025-06-15';
const task = (overrides: Partial<MaintenanceSchedule> = {}): MaintenanceSchedule & { id: string } => ({
  id: 'pool-pump',
  status: 'scheduled',
  lastCompleted: '2025-01-10',
  nextDue: '2025-07-10',
  recurrenceMonths: 6,
  ...overrides,
});

describe('dueInDays', () => {
  it('counts days from today to nextDue', () => {
    expect(dueInDays('2025-06-20', today)).toBe(5);
    expect(dueInDays('2025-06-10', today)).toBe(-5);
    expect(dueInDays('soon', today)).toBeNull();
  });
});

describe('maintenancePriority', () => {
  it('keeps completed tasks completed', () => {
    expect(maintenancePriority(task({ status: 'completed', nextDue: '2020-01-01' }), today)).toBe('completed');
  });

  it('treats an invalid nextDue as scheduled', () => {
    expect(maintenancePriority(task({ nextDue: '2025-02-30' }), today)).toBe('scheduled');
  });

  it('uses the day boundaries -1 / 0 / 30 / 31', () => {
    expect(maintenancePriority(task({ nextDue: addDays(today, -1) }), today)).toBe('overdue');
    expect(maintenancePriority(task({ nextDue: today }), today)).toBe('dueSoon');
    expect(maintenancePriority(task({ nextDue: addDays(today, 30) }), today)).toBe('dueSoon');
    expect(maintenancePriority(task({ nextDue: addDays(today, 31) }), today)).toBe('scheduled');
  });

  it('agrees with dueInDays for any offset', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), (offset) => {
        const priority = maintenancePriority(task({ nextDue: addDays(today, offset) }), today);
        return priority === (offset < 0 ? 'overdue' : offset <= 30 ? 'dueSoon' : 'scheduled');
      }),
    );
  });

  it('maps to a stored status and filters', () => {
    expect(statusForPriority('dueSoon')).toBe('scheduled');
    expect(statusForPriority('overdue')).toBe('overdue');
    expect(matchesMaintenanceFilter('dueSoon', 'all')).toBe(true);
    expect(matchesMaintenanceFilter('dueSoon', 'overdue')).toBe(false);
  });
});

describe('nextDueFrom and completeTask', () => {
  it('adds the recurrence in months, clamped to month end', () => {
    expect(DEFAULT_RECURRENCE_MONTHS).toBe(6);
    expect(nextDueFrom('2025-01-10', 6)).toBe('2025-07-10');
    expect(nextDueFrom('2024-08-31', 6)).toBe('2025-02-28');
  });

  it('refuses a recurrence below one month or fractional', () => {
    expect(() => nextDueFrom('2025-01-10', 0)).toThrow(RangeError);
    expect(() => nextDueFrom('2025-01-10', 1.5)).toThrow(RangeError);
  });

  it('marks complete today and schedules the next one, keeping other fields', () => {
    expect(completeTask(task({ status: 'overdue', recurrenceMonths: 3 }), today)).toEqual({
      id: 'pool-pump',
      status: 'completed',
      lastCompleted: today,
      nextDue: '2025-09-15',
      recurrenceMonths: 3,
    });
  });

  it('always leaves the next due date after today', () => {
    const date = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2080-01-01T00:00:00Z'), noInvalidDate: true }).map(toIsoDate);
    fc.assert(
      fc.property(date, fc.integer({ min: 1, max: 36 }), (day, months) => {
        const done = completeTask(task({ recurrenceMonths: months }), day);
        return (dueInDays(done.nextDue, day) ?? 0) >= 28 * months;
      }),
    );
  });
});
