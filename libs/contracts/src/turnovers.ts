import { z } from 'zod';
import { TURNOVER_STATES, type TurnoverState } from '@prana/domain';
import { zodError } from './errors.ts';

export { TURNOVER_STATES };
export type { TurnoverState };

/** Someone on the day's housekeeping shift (the rota's operations team). */
export interface TurnoverPerson {
  id: string;
  name: string;
}

/** The stay a turnover follows or prepares for, as housekeeping needs it. */
export interface TurnoverStayResponse {
  blockId: string;
  /** 'direct' or the channel it was imported from. */
  source: string;
  guestName: string | null;
  /** The check-in (arrival) or check-out (departure) day. */
  day: string;
  /** HH:mm, Bali time: the welcome time for an arrival, the check-out time for a departure. */
  time: string;
  /** Adults, children and infants of a direct booking; null when the channel does not say. */
  guests: number | null;
}

/** One turnover of the housekeeping board: a villa to make ready between two stays. */
export interface TurnoverResponse {
  id: string;
  villaSlug: string;
  villaName: string;
  /** The catalogue's villa kind (its checklist); null for a villa the catalogue does not know. */
  villaKind: string | null;
  /** The check-out day. */
  day: string;
  /** ISO instant: the next arrival's welcome time on a same-day turn, else the end of the day. */
  dueAt: string;
  sameDay: boolean;
  state: TurnoverState;
  departure: TurnoverStayResponse;
  /** The next stay, on this day or later; null while nobody is booked after. */
  arrival: TurnoverStayResponse | null;
  assignee: TurnoverPerson | null;
  /** Checklist item ids ticked off. */
  checked: string[];
  notes: string | null;
  /** Set once it was not ready an hour before its due time (the staff queue's alert). */
  alertedAt: string | null;
  /** Bumped by every change: a stale edit is refused. */
  version: number;
  updatedAt: string;
}

/** GET /api/turnovers: today's and tomorrow's turnovers (Bali), same-day turns first, with who can take them. */
export interface TurnoversResponse {
  today: string;
  days: string[];
  turnovers: TurnoverResponse[];
  /** By day: the people on that day's housekeeping shifts. */
  crew: Record<string, TurnoverPerson[]>;
}

/** POST /api/turnovers/{id}/state: the next state (TURNOVER_STATES; canMoveTurnover says which moves are allowed). */
export const moveTurnoverBody = z.strictObject({
  state: z.enum(TURNOVER_STATES, zodError('turnover.state')),
});
export type MoveTurnoverBody = z.infer<typeof moveTurnoverBody>;

const checklistId = z.string(zodError('turnover.checklist')).min(1, zodError('turnover.checklist')).max(60, zodError('turnover.checklist'));

/** PATCH /api/turnovers/{id}: who is on it, the checklist ticks and notes. */
export const updateTurnoverBody = z
  .strictObject({
    /** An employee on the day's housekeeping shift; null: nobody. */
    assigneeId: z.string(zodError('turnover.assignee')).max(60, zodError('turnover.assignee')).nullable().optional(),
    checked: z.array(checklistId, zodError('turnover.checklist')).max(40, zodError('turnover.checklist')).optional(),
    notes: z.string(zodError('validation.mustBeText')).max(1000, zodError('validation.atMostChars', { max: 1000 })).nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, zodError('validation.nothingToChange'));
export type UpdateTurnoverBody = z.infer<typeof updateTurnoverBody>;

/** A villa's readiness on its arrival day, for the multi-calendar. */
export interface CalendarReadiness {
  villaSlug: string;
  /** The arrival day the turnover prepares for. */
  day: string;
  turnoverId: string;
  state: TurnoverState;
}

/** What staff hear when a turnover appears, moves, is re-timed or cancelled; `turnover` null: cancelled (gone from the board). */
export interface TurnoverChangedPayload {
  id: string;
  villaSlug: string;
  turnover: TurnoverResponse | null;
}

/** The arriving guest's villa on their arrival day: being prepared, or ready (TurnoverState 'ready'). */
export type VillaReadiness = 'preparing' | 'ready';

/** What the arriving guest's pages hear on their arrival day when the turnover before them moves. */
export interface StayReadinessPayload {
  /** null: no turnover prepares for them any more (the stay before left the calendar). */
  readiness: VillaReadiness | null;
}

export interface TurnoverEvents {
  /** A turnover changed (state, people, notes, time) or was cancelled. */
  'turnover.changed': (payload: TurnoverChangedPayload) => void;
  /** A turnover was not ready an hour before it is due. */
  'turnover.late': (payload: { turnover: TurnoverResponse }) => void;
  /** The arriving guest's villa, on their arrival day: being prepared, then ready. */
  'stay.readiness': (payload: StayReadinessPayload) => void;
}
