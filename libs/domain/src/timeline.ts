import { addDays, BALI_UTC_OFFSET_MINUTES, daysBetween, isIsoDate, toCalendarDate } from './iso-date.ts';

/** The availability timeline shows 35 days (5 weeks) from today. */
export const TIMELINE_DAYS = 35;
/** One tick per week. */
export const TIMELINE_TICK_DAYS = 7;
/** A block is drawn at least this wide so one-night holds stay visible. */
export const TIMELINE_MIN_WIDTH_PERCENT = 2;

/** The dates a timeline covers: `start` inclusive to `end` exclusive. */
export interface TimelineWindow {
  start: string;
  end: string;
  days: number;
}

/** A weekly tick: its date and its distance from the left edge in percent. */
export interface TimelineTick {
  date: string;
  offsetPercent: number;
}

/** Horizontal placement of a block, in percent of the timeline width. */
export interface TimelineSegment {
  left: number;
  width: number;
}

/** A block as the timeline reads it: dates or zoned timestamps, end exclusive (check-out). */
export interface TimelineBlock {
  readonly startsAt: string;
  readonly endsAt: string;
}

/** The window starting today. Throws RangeError on an invalid date. */
export function timelineWindow(today: string, days: number = TIMELINE_DAYS): TimelineWindow {
  return { start: today, end: addDays(today, days), days };
}

/** Ticks every `every` days inside the window, starting at its first day (0 %, 20 %, ...). */
export function timelineTicks(
  windowStart: string,
  days: number = TIMELINE_DAYS,
  every: number = TIMELINE_TICK_DAYS,
): TimelineTick[] {
  const ticks: TimelineTick[] = [];
  for (let offset = 0; offset < days; offset += every) {
    ticks.push({ date: addDays(windowStart, offset), offsetPercent: (offset / days) * 100 });
  }
  return ticks;
}

function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, value));
}

/**
 * Where a block sits on the timeline, or null when it is wholly outside the window, its dates
 * cannot be read, or it ends before it starts. Positions are clamped to 0-100, the width is at
 * least 2 %, and left + width never passes 100.
 */
export function timelineSegment(
  block: TimelineBlock,
  windowStart: string,
  days: number = TIMELINE_DAYS,
  utcOffsetMinutes: number = BALI_UTC_OFFSET_MINUTES,
): TimelineSegment | null {
  if (!isIsoDate(windowStart) || !(days > 0)) return null;
  const startOffset = daysBetween(windowStart, toCalendarDate(block.startsAt, utcOffsetMinutes));
  const endOffset = daysBetween(windowStart, toCalendarDate(block.endsAt, utcOffsetMinutes));
  if (startOffset === null || endOffset === null || endOffset < startOffset) return null;
  // A block ending on the window's first day (check-out today) is already gone.
  const outside = startOffset >= days || endOffset <= 0;
  if (outside) return null;
  const start = clampPercent((startOffset / days) * 100);
  const end = clampPercent((endOffset / days) * 100);
  const width = Math.max(end - start, TIMELINE_MIN_WIDTH_PERCENT);
  return { left: Math.min(start, 100 - width), width };
}
