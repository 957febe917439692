import { createHash } from 'node:crypto';
import ical, { type CalendarResponse, type DateWithTimeZone, type ParameterValue, type VEvent } from 'node-ical';
import { addDays, calendarDateAt, toIsoDate } from '@prana/domain';
import { coded, renderError, type CodedError } from '@prana/contracts';

/** One stay or closed period as the feed states it, in Bali calendar dates (endsAt exclusive). */
export interface FeedEvent {
  uid: string;
  startsAt: string;
  endsAt: string;
  summary: string | null;
  /** What Airbnb's DESCRIPTION says of a stay: the reservation's page and the guest phone's last four digits. */
  reservationUrl: string | null;
  phoneLast4: string | null;
}

/** The text is not an iCalendar feed; the run fails with this reason and no block changes. */
export class FeedParseError extends Error {
  constructor(readonly failure: CodedError) {
    super(renderError(failure));
    this.name = 'FeedParseError';
  }
}

// Columns of availability_blocks.
const UID_MAX = 512;
const SUMMARY_MAX = 500;
// Recurring events (rare in booking feeds) are expanded over this window around today: the
// dates the availability screens show.
const RECURRENCE_PAST_DAYS = 30;
const RECURRENCE_FUTURE_DAYS = 730;
/**
 * Stays and closed dates one feed may hold, each repeat of a recurring event counted. A villa's
 * real feed holds a few hundred; a hostile one (a thousand daily events) would otherwise expand
 * to hundreds of thousands of rows and hold the worker for minutes.
 */
export const MAX_FEED_EVENTS = 20_000;
// A night is the smallest unit a feed can block; finer rules only multiply instances.
const FINER_THAN_DAILY = new Set(['HOURLY', 'MINUTELY', 'SECONDLY']);

/** Events still allowed in this feed, and the ones that could not be read; shared by its chunks. */
interface Budget {
  left: number;
  skipped: SkippedEvents;
}

/** Events of a feed left out because they could not be read: how many, and the first reasons. */
export interface SkippedEvents {
  count: number;
  /** At most MAX_SKIP_REASONS, in the order met. */
  reasons: CodedError[];
}

const MAX_SKIP_REASONS = 5;

function skip(budget: Budget, reason: CodedError): void {
  budget.skipped.count += 1;
  if (budget.skipped.reasons.length < MAX_SKIP_REASONS) budget.skipped.reasons.push(reason);
}

function spend(budget: Budget, count: number): void {
  budget.left -= count;
  if (budget.left < 0) {
    throw new FeedParseError(coded('sync.tooManyEvents', { max: MAX_FEED_EVENTS.toLocaleString('en-US') }));
  }
}

function text(value: ParameterValue | undefined): string | null {
  const raw = typeof value === 'string' ? value : value?.val;
  const trimmed = raw?.trim();
  return trimmed ? trimmed.slice(0, SUMMARY_MAX) : null;
}

// Airbnb's DESCRIPTION of a stay: "Reservation URL: https://…\nPhone Number (Last 4 Digits): 4821".
const RESERVATION_URL = /Reservation URL:\s*(https:\/\/\S+)/i;
const PHONE_LAST4 = /Phone Number \(Last 4 Digits\):\s*(\d{4})\b/i;
const RESERVATION_URL_MAX = 500;

function staffDetails(description: ParameterValue | undefined): Pick<FeedEvent, 'reservationUrl' | 'phoneLast4'> {
  const raw = typeof description === 'string' ? description : (description?.val ?? '');
  const url = RESERVATION_URL.exec(raw)?.[1];
  return {
    reservationUrl: url && url.length <= RESERVATION_URL_MAX && URL.canParse(url) ? url : null,
    phoneLast4: PHONE_LAST4.exec(raw)?.[1] ?? null,
  };
}

/** A UID that fits its column: long ones are replaced by their digest, which stays stable. */
function storableUid(uid: string): string {
  return uid.length <= UID_MAX ? uid : `sha256:${createHash('sha256').update(uid).digest('hex')}`;
}

/**
 * The Bali calendar date of a DTSTART/DTEND. An all-day value (VALUE=DATE) is a calendar date,
 * and a floating date-time (no Z, no TZID) a wall-clock time: node-ical builds both in the
 * server's local zone, so their local fields are the date on any server, never shifted through
 * UTC. A zoned date-time is an instant, read as its date in Bali.
 */
function baliDate(value: DateWithTimeZone, allDay: boolean): string {
  if (allDay || !value.tz) {
    const date = new Date(0);
    date.setUTCFullYear(value.getFullYear(), value.getMonth(), value.getDate());
    return toIsoDate(date);
  }
  return calendarDateAt(value);
}

/** node-ical keeps a DTSTART or DTEND it cannot read as its raw text. */
function isReadableDate(value: unknown): value is DateWithTimeZone {
  return value instanceof Date && !Number.isNaN(value.getTime());
}

function span(start: DateWithTimeZone, end: DateWithTimeZone | undefined, allDay: boolean): { startsAt: string; endsAt: string } | null {
  if (!isReadableDate(start)) return null;
  const startsAt = baliDate(start, allDay);
  const endDate = isReadableDate(end) ? baliDate(end, allDay) : null;
  // DTEND is the check-out day; a missing or same-day end still holds the one night it starts.
  const endsAt = endDate && endDate > startsAt ? endDate : addDays(startsAt, 1);
  return { startsAt, endsAt };
}

function isAllDay(event: VEvent): boolean {
  return event.datetype === 'date' || event.start?.dateOnly === true;
}

function eventsOf(event: VEvent, today: string, budget: Budget): FeedEvent[] {
  if (!event.start || event.status === 'CANCELLED') return [];
  const uid = typeof event.uid === 'string' && event.uid.trim() ? storableUid(event.uid.trim()) : null;
  if (!uid) return [];
  const summary = text(event.summary);
  const details = staffDetails(event.description);
  const allDay = isAllDay(event);
  if (!event.rrule) {
    spend(budget, 1);
    const dates = span(event.start, event.end, allDay);
    if (!dates) skip(budget, coded('sync.eventUnreadable', { uid, reason: 'DTSTART is not a date' }));
    return dates ? [{ uid, summary, ...details, ...dates }] : [];
  }
  const frequency = String((event.rrule.options as { freq?: unknown }).freq ?? '').toUpperCase();
  if (FINER_THAN_DAILY.has(frequency)) {
    throw new FeedParseError(coded('sync.repeatsTooOften', { frequency: frequency.toLowerCase() }));
  }
  const from = new Date(`${addDays(today, -RECURRENCE_PAST_DAYS)}T00:00:00Z`);
  const to = new Date(`${addDays(today, RECURRENCE_FUTURE_DAYS)}T00:00:00Z`);
  const instances = ical.expandRecurringEvent(event, { from, to });
  spend(budget, instances.length);
  return instances.flatMap((instance) => {
    const dates = span(instance.start, instance.end, instance.isFullDay);
    return dates ? [{ uid: storableUid(`${uid}/${dates.startsAt}`), summary: text(instance.summary) ?? summary, ...details, ...dates }] : [];
  });
}

/** The UID line of one event's text, for the reason it was skipped. */
function uidIn(text: string): string {
  return /^UID:(.*)$/im.exec(text)?.[1]?.trim().slice(0, 120) || '?';
}

// Recurrence ties events together across the file (RRULE, overrides by RECURRENCE-ID): such a
// feed is parsed whole. Booking channels' feeds (Airbnb's among them) have none.
const RECURRENCE_PROPERTY = /^(RRULE|RDATE|EXRULE|EXDATE|RECURRENCE-ID)[;:]/im;
const COMPONENT_BOUNDARY = /^(BEGIN|END):(VEVENT|VTIMEZONE)[ \t]*\r?$/gim;
/** Events per chunk when a feed is parsed piece by piece. */
const FEED_CHUNK_EVENTS = 500;

function checkCalendar(body: string): string {
  const trimmed = body.replace(/^\uFEFF/, '').trim();
  if (!/^BEGIN:VCALENDAR\r?\n/i.test(trimmed) || !trimmed.slice(-16).toUpperCase().endsWith('\nEND:VCALENDAR')) {
    throw new FeedParseError(coded('sync.notCalendar'));
  }
  return trimmed;
}

/**
 * Splits a calendar into stand-alone calendars of at most `size` events each, every one with the
 * calendar's properties and all its time zones, so they parse alone exactly as they would
 * together. Null when the feed uses recurrence (which links events across the file) or its
 * components do not nest. Works on offsets in the text: no copy per line.
 */
export function splitCalendar(text: string, size: number): string[] | null {
  if (RECURRENCE_PROPERTY.test(text)) return null;
  const events: string[] = [];
  const zones: string[] = [];
  let headerEnd = -1;
  let open: { kind: string; start: number } | null = null;
  for (const match of text.matchAll(COMPONENT_BOUNDARY)) {
    const kind = match[2]!.toUpperCase();
    if (match[1]!.toUpperCase() === 'BEGIN') {
      if (open) return null;
      open = { kind, start: match.index };
      if (kind === 'VEVENT' && headerEnd === -1) headerEnd = match.index;
      continue;
    }
    if (open?.kind !== kind) return null;
    // Up to and including "END:{kind}", without trailing blanks or the line break.
    const component = text.slice(open.start, match.index + 4 + kind.length);
    // Time zones before the first event are already in the header.
    if (kind === 'VEVENT') events.push(component);
    else if (headerEnd !== -1) zones.push(component);
    open = null;
  }
  if (open) return null;
  if (events.length === 0) return [];
  const header = [text.slice(0, headerEnd).replace(/\r?\n$/, ''), ...zones].join('\r\n');
  const chunks: string[] = [];
  for (let index = 0; index < events.length; index += size) {
    chunks.push(`${header}\r\n${events.slice(index, index + size).join('\r\n')}\r\nEND:VCALENDAR\r\n`);
  }
  return chunks;
}

/**
 * The events of one calendar text, `size` components at a time: a feed parsed whole (one with
 * recurrence) still hands its expansion over in pieces, so the caller's writes between them give
 * the event loop its turns (the job lock is renewed) while a large feed is expanded.
 */
function* parseText(text: string, today: string, budget: Budget, size: number, splittable: boolean): Generator<Map<string, FeedEvent>> {
  let parsed: CalendarResponse;
  try {
    parsed = ical.sync.parseICS(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // A feed with recurrence is read whole: nothing to set apart.
    if (!splittable) throw new FeedParseError(coded('sync.unreadable', { reason }));
    // One bad event (two DTSTART lines, say) must not cost the feed its others: they are read one by one.
    if (size === 1) return skip(budget, coded('sync.eventUnreadable', { uid: uidIn(text), reason }));
    for (const event of splitCalendar(text, 1) ?? []) yield* parseText(event, today, budget, 1, true);
    return;
  }
  let events = new Map<string, FeedEvent>();
  let components = 0;
  for (const component of Object.values(parsed)) {
    if (!component || component.type !== 'VEVENT') continue;
    for (const event of eventsOf(component as VEvent, today, budget)) events.set(event.uid, event);
    components += 1;
    if (components % size === 0) {
      yield events;
      events = new Map();
    }
  }
  if (events.size > 0 || components === 0) yield events;
}

/**
 * Parses a feed (CRLF or LF, folded lines, VALUE=DATE, TZID date-times) with node-ical, a chunk
 * of events at a time, so the caller can write one chunk while the next is parsed. `today`
 * (Bali) bounds the expansion of recurring events. Cancelled events are left out, so their
 * blocks are cancelled like those of events that vanished. An event that cannot be read is left
 * out and counted in `skipped` (filled while the chunks are read). Throws FeedParseError before
 * yielding anything when the text is not a calendar, and while yielding when the feed holds more
 * than MAX_FEED_EVENTS or none of its events can be read (the caller's transaction then rolls
 * back: nothing changes).
 */
export function parseFeedChunks(body: string, today: string, size = FEED_CHUNK_EVENTS): { chunks: Iterable<Map<string, FeedEvent>>; skipped: SkippedEvents } {
  const text = checkCalendar(body);
  const split = splitCalendar(text, size);
  const chunks = split && split.length > 0 ? split : [text];
  const budget: Budget = { left: MAX_FEED_EVENTS, skipped: { count: 0, reasons: [] } };
  return {
    skipped: budget.skipped,
    chunks: (function* () {
      let read = 0;
      for (const chunk of chunks) {
        for (const events of parseText(chunk, today, budget, size, split !== null)) {
          read += events.size;
          yield events;
        }
      }
      // Events were there, none could be read: that is a broken feed, not an empty calendar.
      if (read === 0 && budget.skipped.count > 0) throw new FeedParseError(budget.skipped.reasons[0]!);
    })(),
  };
}

/** The whole feed's events by UID (a later event with the same UID wins), and what was skipped. */
export function parseFeed(body: string, today: string, size = FEED_CHUNK_EVENTS): Map<string, FeedEvent> & { skipped: SkippedEvents } {
  const { chunks, skipped } = parseFeedChunks(body, today, size);
  const events = new Map<string, FeedEvent>();
  for (const chunk of chunks) for (const [uid, event] of chunk) events.set(uid, event);
  return Object.assign(events, { skipped });
}
