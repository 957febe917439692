import { z } from 'zod';
import { MAX_ROTA_DAYS, MAX_SHIFT_PEOPLE, SHIFT_TIME_PATTERN, type CrewItem, type TeamStaffing } from '@prana/domain';
import { zodError } from './errors.ts';
import { EMPLOYEE_DEPARTMENT_IDS, type EmployeeDepartmentIdValue } from './back-office-people.ts';
import type { ActivityEntryResponse, UndoState } from './back-office.ts';

/* ------------------------------------------------------------------- rota */

// A shift's team is one of the team's departments (EMPLOYEE_DEPARTMENT_IDS), its people teammates.

const day = z.string(zodError('validation.realDate', { label: 'day' })).max(10, zodError('validation.realDate', { label: 'day' }));
const time = z.string(zodError('rota.shiftTime')).regex(SHIFT_TIME_PATTERN, zodError('rota.shiftTime'));
const id = z.string(zodError('rota.choosePeople')).max(60, zodError('rota.choosePeople'));

const shiftFields = {
  /** The Bali date the shift starts on, YYYY-MM-DD. */
  day,
  team: z.enum(EMPLOYEE_DEPARTMENT_IDS, zodError('backOffice.chooseDepartment')),
  /** HH:mm, Bali time. */
  start: time,
  /** HH:mm; earlier than start means the shift ends the next day. */
  end: time,
  /** How many people the shift needs. */
  required: z
    .number(zodError('validation.countRange', { label: 'required', min: 1, max: MAX_SHIFT_PEOPLE }))
    .int(zodError('validation.countRange', { label: 'required', min: 1, max: MAX_SHIFT_PEOPLE }))
    .min(1, zodError('validation.countRange', { label: 'required', min: 1, max: MAX_SHIFT_PEOPLE }))
    .max(MAX_SHIFT_PEOPLE, zodError('validation.countRange', { label: 'required', min: 1, max: MAX_SHIFT_PEOPLE })),
  /** One of peopleIds. */
  leadId: id,
  /** Teammates (employee ids) on the shift, the lead among them. */
  peopleIds: z
    .array(id, zodError('rota.choosePeople'))
    .min(1, zodError('rota.choosePeople'))
    .max(MAX_SHIFT_PEOPLE, zodError('validation.atMost', { label: 'peopleIds', max: MAX_SHIFT_PEOPLE })),
};

/** POST /api/rota/shifts. */
export const createShiftBody = z.strictObject(shiftFields);
export type CreateShiftBody = z.infer<typeof createShiftBody>;

/** PATCH /api/rota/shifts/{id}: any of the fields, checked with the stored ones as a whole. */
export const updateShiftBody = z
  .strictObject({
    day: shiftFields.day.optional(),
    team: shiftFields.team.optional(),
    start: shiftFields.start.optional(),
    end: shiftFields.end.optional(),
    required: shiftFields.required.optional(),
    leadId: shiftFields.leadId.optional(),
    peopleIds: shiftFields.peopleIds.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, zodError('validation.nothingToChange'));
export type UpdateShiftBody = z.infer<typeof updateShiftBody>;

/** GET /api/rota?from=&to= (from defaults to today, to to from; at most MAX_ROTA_DAYS days). */
export const rotaQuery = z.strictObject({ from: day.optional(), to: day.optional() });
export type RotaQuery = z.infer<typeof rotaQuery>;

/** GET /api/rota/crew?day= (defaults to today). */
export const crewQuery = z.strictObject({ day: day.optional() });
export type CrewQuery = z.infer<typeof crewQuery>;

/** A person on a shift. */
export interface ShiftPersonResponse {
  id: string;
  name: string;
  /** False once removed from the team: still shown on the shift, no longer counted on duty. */
  onTeam: boolean;
}

export interface ShiftResponse {
  id: string;
  day: string;
  team: EmployeeDepartmentIdValue;
  start: string;
  end: string;
  /** The shift ends on the day after `day`. */
  crossesMidnight: boolean;
  required: number;
  lead: ShiftPersonResponse;
  /** By name, the lead among them. */
  people: ShiftPersonResponse[];
  /** People on the shift who are still on the team. */
  onDuty: number;
}

/** One day's staffing per team (staffingByTeam in @prana/domain). */
export interface RotaDayResponse {
  day: string;
  teams: TeamStaffing[];
}

/** Whom a shift can take: the team as it is now. */
export interface RotaPersonResponse {
  id: string;
  name: string;
  department: EmployeeDepartmentIdValue;
}

/** GET /api/rota: the shifts of the days asked, their staffing, the team to choose from, with the reader's own undo history. */
export interface RotaResponse extends UndoState {
  today: string;
  from: string;
  to: string;
  /** By day, then start. */
  shifts: ShiftResponse[];
  /** Every day of the range, with the teams that have shifts on it. */
  days: RotaDayResponse[];
  roster: RotaPersonResponse[];
  /** Newest first. */
  activity: ActivityEntryResponse[];
}

/** GET /api/rota/mine: the signed-in person's shifts from today for two weeks. */
export interface MyShiftsResponse {
  today: string;
  /** The teammate the account is linked to; null when none (then no shifts). */
  employee: { id: string; name: string } | null;
  shifts: ShiftResponse[];
}

/** A line of the crew schedule (crewSchedule in @prana/domain). */
export type CrewScheduleItemResponse = CrewItem;

/** GET /api/rota/crew: the day's shifts and the maintenance tasks open on it. */
export interface CrewScheduleResponse {
  day: string;
  items: CrewScheduleItemResponse[];
}

/** How far GET /api/rota/mine looks ahead, in days from today. */
export const MY_SHIFTS_DAYS = 14;
export { MAX_ROTA_DAYS };
