import { addDays, BALI_UTC_OFFSET_MINUTES, todayInBali } from './iso-date.ts';

/** The messages of a stay, in the order a guest gets them. */
export const STAY_STAGES = ['pre-arrival', 'day-before', 'arrival-day', 'before-departure', 'after-stay'] as const;
export type StayStage = (typeof STAY_STAGES)[number];

/** The Bali hour stage messages go out at (WITA), unless STAGE_MESSAGE_TIME says otherwise. */
export const STAGE_MESSAGE_TIME = '09:00';

/** The Bali day of a stage: a week before arrival, the day before, the arrival day, the day before departure, the day after. */
export function stageDay(stage: StayStage, stay: { checkIn: string; checkOut: string }): string {
  switch (stage) {
    case 'pre-arrival':
      return addDays(stay.checkIn, -7);
    case 'day-before':
      return addDays(stay.checkIn, -1);
    case 'arrival-day':
      return stay.checkIn;
    case 'before-departure':
      return addDays(stay.checkOut, -1);
    case 'after-stay':
      return addDays(stay.checkOut, 1);
  }
}

/** The moment of a Bali day's `HH:mm`. */
export function baliMoment(day: string, time: string): Date {
  return new Date(Date.parse(`${day}T${time}:00Z`) - BALI_UTC_OFFSET_MINUTES * 60_000);
}

export interface StageSend {
  stage: StayStage;
  sendAt: Date;
}

/**
 * When each stage of a stay goes out, from `now`. A stage whose time has passed is skipped, except
 * what still helps a guest who has not arrived yet (checking in online, the way in): those go at once.
 */
export function stageSchedule(stay: { checkIn: string; checkOut: string }, now: Date, time = STAGE_MESSAGE_TIME): StageSend[] {
  const beforeArrival = todayInBali(now) < stay.checkIn;
  const sends: StageSend[] = [];
  for (const stage of STAY_STAGES) {
    const at = baliMoment(stageDay(stage, stay), time);
    if (at.getTime() > now.getTime()) sends.push({ stage, sendAt: at });
    else if (beforeArrival && (stage === 'pre-arrival' || stage === 'day-before')) sends.push({ stage, sendAt: now });
  }
  return sends;
}

/** One message per booking and stage: the delayed job's id, removed or moved by it. */
export function stageMessageJobId(bookingId: string, stage: StayStage): string {
  return `stage-${bookingId}-${stage}`;
}
