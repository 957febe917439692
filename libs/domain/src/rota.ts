import { addDays, BALI_UTC_OFFSET_MINUTES } from './iso-date.ts';
import type { MaintenanceStatus } from './maintenance.ts';

// The rota: shifts by day, each a team's, with a start and end on Bali's clock, a lead and the
// people on it. Pure rules; the api checks them and the database's exclusion constraint keeps
// one person off two overlapping shifts.

/** A shift's clock time: `HH:mm`, 24-hour, Bali time. */
export const SHIFT_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The longest shift (a double is split into two shifts). */
export const MAX_SHIFT_HOURS = 16;

/** How many people a shift needs or holds at most. */
export const MAX_SHIFT_PEOPLE = 20;

/** How far a rota read reaches: a fortnight each side is what the screens ask for. */
export const MAX_ROTA_DAYS = 62;

/** Why a shift's times are refused. */
export type ShiftTimesProblem = 'rota.shiftTime' | 'rota.emptyShift' | 'rota.shiftTooLong';

function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/**
 * The rule of a shift's times: an end earlier than the start means the shift crosses midnight and
 * ends the next day (a night shift 22:00–06:00 is 8 hours); an end equal to the start is refused
 * (no length, and "24 hours" is never meant), and so is a shift longer than 16 hours.
 */
export function shiftMinutes(start: string, end: string): number {
  const length = minutesOf(end) - minutesOf(start);
  return length < 0 ? length + 24 * 60 : length;
}

/** Whether a shift ends on the day after its own (it crosses midnight). */
export function crossesMidnight(start: string, end: string): boolean {
  return minutesOf(end) < minutesOf(start);
}

/** The refusal of a shift's start and end, or null when they make a shift. */
export function shiftTimesProblem(start: string, end: string): ShiftTimesProblem | null {
  if (!SHIFT_TIME_PATTERN.test(start) || !SHIFT_TIME_PATTERN.test(end)) return 'rota.shiftTime';
  const length = shiftMinutes(start, end);
  if (length === 0) return 'rota.emptyShift';
  if (length > MAX_SHIFT_HOURS * 60) return 'rota.shiftTooLong';
  return null;
}

/** A shift's span as moments: from its day at `start` (Bali) to `end`, the next day when it crosses midnight. */
export interface ShiftPeriod {
  startsAt: Date;
  endsAt: Date;
}

function baliMoment(day: string, time: string): Date {
  return new Date(Date.parse(`${day}T${time}:00Z`) - BALI_UTC_OFFSET_MINUTES * 60_000);
}

export function shiftPeriod(day: string, start: string, end: string): ShiftPeriod {
  return { startsAt: baliMoment(day, start), endsAt: baliMoment(crossesMidnight(start, end) ? addDays(day, 1) : day, end) };
}

/** Two shifts overlap when one starts before the other ends (back to back, 07:00–15:00 then 15:00–23:00, does not). */
export function periodsOverlap(a: ShiftPeriod, b: ShiftPeriod): boolean {
  return a.startsAt < b.endsAt && b.startsAt < a.endsAt;
}

/** What the staffing count needs of a shift. */
export interface StaffedShift {
  team: string;
  /** People on the shift who are still on the team. */
  onDuty: number;
  required: number;
}

/** On duty against required, for one team on one day. */
export interface TeamStaffing {
  team: string;
  shifts: number;
  onDuty: number;
  required: number;
  /** How many more people the team's shifts need (0 when fully staffed). */
  short: number;
}

/**
 * The day's staffing per team: people on duty against people required, summed over the team's
 * shifts. A shift's surplus does not cover another shift's gap (they are other hours), so the
 * shortfall is counted per shift.
 */
export function staffingByTeam(shifts: readonly StaffedShift[]): TeamStaffing[] {
  const teams = new Map<string, TeamStaffing>();
  for (const shift of shifts) {
    const team = teams.get(shift.team) ?? { team: shift.team, shifts: 0, onDuty: 0, required: 0, short: 0 };
    team.shifts += 1;
    team.onDuty += shift.onDuty;
    team.required += shift.required;
    team.short += Math.max(0, shift.required - shift.onDuty);
    teams.set(shift.team, team);
  }
  return [...teams.values()];
}

/** A line of the crew's day: a shift starting, or a maintenance task to do that day. */
export type CrewItem =
  | { kind: 'shift'; id: string; time: string; end: string; team: string; lead: string | null; crew: string[] }
  | { kind: 'task'; id: string; time: null; task: string; seedKey: string | null; villa: string; assignee: string | null; overdue: boolean };

/** What the crew schedule needs of a shift and of a maintenance task. */
export interface CrewShift {
  id: string;
  start: string;
  end: string;
  team: string;
  lead: string | null;
  people: readonly string[];
}
export interface CrewTask {
  id: string;
  task: string;
  /** A seeded task's key, so the web names it in the reader's language. */
  seedKey: string | null;
  villa: string;
  assignee: string | null;
  nextDue: string;
  /** The planner's stored status: a completed task is off the crew's list. */
  status: MaintenanceStatus;
}

/**
 * The crew's day: the day's shifts by start time, then the maintenance tasks that are open on it
 * (not completed, and due that day or earlier), most overdue first. Tasks have
 * no clock time: they are done during the shifts.
 */
export function crewSchedule(day: string, shifts: readonly CrewShift[], tasks: readonly CrewTask[]): CrewItem[] {
  const shiftItems: CrewItem[] = [...shifts]
    .sort((a, b) => a.start.localeCompare(b.start) || a.team.localeCompare(b.team))
    .map((shift) => ({
      kind: 'shift',
      id: shift.id,
      time: shift.start,
      end: shift.end,
      team: shift.team,
      lead: shift.lead,
      crew: shift.people.filter((name) => name !== shift.lead),
    }));
  const taskItems: CrewItem[] = tasks
    .filter((task) => task.status !== 'completed' && task.nextDue <= day)
    .sort((a, b) => a.nextDue.localeCompare(b.nextDue) || a.task.localeCompare(b.task))
    .map((task) => ({ kind: 'task', id: task.id, time: null, task: task.task, seedKey: task.seedKey, villa: task.villa, assignee: task.assignee, overdue: task.nextDue < day }));
  return [...shiftItems, ...taskItems];
}
