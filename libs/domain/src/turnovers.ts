import { addDays, BALI_UTC_OFFSET_MINUTES } from './iso-date.ts';

/** A turnover's states, in the order a villa goes through them between two stays. */
export const TURNOVER_STATES = ['occupied', 'to-clean', 'cleaning', 'to-inspect', 'ready'] as const;
export type TurnoverState = (typeof TURNOVER_STATES)[number];

/** When an arriving guest is welcomed (Bali time), unless an early check-in moved it. */
export const WELCOME_TIME = '15:00';

/** When guests leave on their check-out day (Bali time), unless a late check-out moved it. */
export const CHECK_OUT_TIME = '12:00';

/** How long before its due time a turnover not ready raises an alert in the staff queue. */
export const TURNOVER_ALERT_MINUTES = 60;

/** The moment a Bali date and HH:mm clock time mean. */
export function baliInstant(day: string, time: string): Date {
  return new Date(Date.parse(`${day}T${time}:00Z`) - BALI_UTC_OFFSET_MINUTES * 60_000);
}

/** A stay on a villa's calendar (a direct booking or an imported reservation; holds are no stays). */
export interface TurnoverStay {
  id: string;
  startsAt: string;
  /** The check-out day. */
  endsAt: string;
  /** An early check-in's welcome time (HH:mm); null or absent: WELCOME_TIME. */
  arrivalTime?: string | null;
  /** A late check-out's time (HH:mm); null or absent: CHECK_OUT_TIME. */
  departureTime?: string | null;
}

/** A turnover a villa's stays call for: one per stay, on its check-out day. */
export interface WantedTurnover {
  departureBlockId: string;
  villaSlug: string;
  day: string;
  /** When the guests leave and the cleaning can start: the check-out time, or a late check-out's. */
  leavesAt: Date;
  /** The next arrival's welcome time on a same-day turn, else the end of the check-out day. */
  dueAt: Date;
  /** A departure and an arrival on one day. */
  sameDay: boolean;
  /** The next stay after this one (any later day), whose guests the turnover prepares for. */
  arrivalBlockId: string | null;
  arrivalDay: string | null;
}

/**
 * The turnovers a villa's stays call for, from `fromDay` on (those before are history and stay as
 * stored): each stay's check-out day gets one, due by the next arrival's welcome time when someone
 * arrives that day (a same-day turn), else by the end of that day. A pure function of the stays, so
 * reconciling twice gives the same answer.
 */
export function planTurnovers(villaSlug: string, stays: readonly TurnoverStay[], fromDay: string): WantedTurnover[] {
  const byStart = [...stays].sort((a, b) => (a.startsAt < b.startsAt ? -1 : a.startsAt > b.startsAt ? 1 : a.id < b.id ? -1 : 1));
  const wanted: WantedTurnover[] = [];
  for (const stay of stays) {
    if (stay.endsAt < fromDay) continue;
    const next = byStart.find((other) => other.id !== stay.id && other.startsAt >= stay.endsAt) ?? null;
    const sameDay = next !== null && next.startsAt === stay.endsAt;
    wanted.push({
      departureBlockId: stay.id,
      villaSlug,
      day: stay.endsAt,
      leavesAt: baliInstant(stay.endsAt, stay.departureTime ?? CHECK_OUT_TIME),
      dueAt: sameDay ? baliInstant(stay.endsAt, next.arrivalTime ?? WELCOME_TIME) : baliInstant(addDays(stay.endsAt, 1), '00:00'),
      sameDay,
      arrivalBlockId: next?.id ?? null,
      arrivalDay: next?.startsAt ?? null,
    });
  }
  return wanted.sort(compareTurnovers);
}

/** Board order: by day, same-day turns first, then the earliest due, then by villa. */
export function compareTurnovers(
  a: { day: string; sameDay: boolean; dueAt: Date | string; villaSlug: string },
  b: { day: string; sameDay: boolean; dueAt: Date | string; villaSlug: string },
): number {
  if (a.day !== b.day) return a.day < b.day ? -1 : 1;
  if (a.sameDay !== b.sameDay) return a.sameDay ? -1 : 1;
  const due = new Date(a.dueAt).getTime() - new Date(b.dueAt).getTime();
  if (due !== 0) return due;
  return a.villaSlug < b.villaSlug ? -1 : a.villaSlug > b.villaSlug ? 1 : 0;
}

/**
 * The moves staff make: each state to the next, and an inspection that fails sends the villa back
 * to cleaning. Anything else (a skipped step, a move back from ready) is refused.
 */
export function canMoveTurnover(from: TurnoverState, to: TurnoverState): boolean {
  const index = TURNOVER_STATES.indexOf(from);
  if (TURNOVER_STATES[index + 1] === to) return true;
  return from === 'to-inspect' && to === 'cleaning';
}

/** The states a turnover can move to from `from`. */
export function turnoverMoves(from: TurnoverState): TurnoverState[] {
  return TURNOVER_STATES.filter((to) => canMoveTurnover(from, to));
}
