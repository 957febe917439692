import type { EmployeeDepartmentId } from './team.ts';
import { isoDateDaysAgo } from './seed-dates.ts';

/** A shift the demo rota repeats: a team's hours, its lead and people (seed ids of EMPLOYEE_SEEDS). */
export interface RotaPatternShift {
  team: EmployeeDepartmentId;
  /** HH:mm, Bali time. */
  start: string;
  end: string;
  required: number;
  lead: string;
  people: readonly string[];
  /** Days it runs, by index from the start of the seeded window (0, 1, …); others are days off. */
  runs: (dayIndex: number) => boolean;
}

/**
 * The demo's week: the concierge desk in two shifts (Komang Putra alternates mornings and evenings,
 * so the evening is one short every other day), housekeeping and maintenance together, wellness and
 * transport each with a weekly day off (their team shows short that day).
 */
export const ROTA_PATTERN: readonly RotaPatternShift[] = [
  { team: 'guest-experience', start: '07:00', end: '15:00', required: 2, lead: 'emp-ayu-lestari', people: ['emp-ayu-lestari', 'emp-komang-putra'], runs: (day) => day % 2 === 0 },
  { team: 'guest-experience', start: '07:00', end: '15:00', required: 2, lead: 'emp-ayu-lestari', people: ['emp-ayu-lestari'], runs: (day) => day % 2 === 1 },
  { team: 'guest-experience', start: '15:00', end: '23:00', required: 2, lead: 'emp-komang-putra', people: ['emp-komang-putra'], runs: (day) => day % 2 === 1 },
  { team: 'operations', start: '08:00', end: '16:00', required: 2, lead: 'emp-made-surya', people: ['emp-made-surya', 'emp-komang-adi'], runs: (day) => day % 7 !== 3 },
  { team: 'operations', start: '08:00', end: '16:00', required: 2, lead: 'emp-komang-adi', people: ['emp-komang-adi'], runs: (day) => day % 7 === 3 },
  { team: 'wellness', start: '10:00', end: '20:00', required: 1, lead: 'emp-ni-luh-sari', people: ['emp-ni-luh-sari'], runs: (day) => day % 7 !== 5 },
  { team: 'transport', start: '07:00', end: '19:00', required: 1, lead: 'emp-kadek-dewi', people: ['emp-kadek-dewi'], runs: (day) => day % 7 !== 6 },
];

/** The seeded window: a week back and two weeks ahead of today. */
export const ROTA_SEED_WINDOW = { daysBack: 7, daysAhead: 14 } as const;

/** A seeded shift with its day resolved against `today`. */
export interface DatedRotaShift extends Omit<RotaPatternShift, 'runs'> {
  /** yyyy-mm-dd. */
  day: string;
}

/** The demo rota's shifts, day by day around `today` (yyyy-mm-dd or Date). */
export function datedRotaShifts(today: string | Date = new Date()): DatedRotaShift[] {
  const shifts: DatedRotaShift[] = [];
  for (let index = 0; index <= ROTA_SEED_WINDOW.daysBack + ROTA_SEED_WINDOW.daysAhead; index += 1) {
    const day = isoDateDaysAgo(ROTA_SEED_WINDOW.daysBack - index, today);
    for (const { runs, ...shift } of ROTA_PATTERN) if (runs(index)) shifts.push({ ...shift, day });
  }
  return shifts;
}
