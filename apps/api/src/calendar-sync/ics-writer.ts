/** One event of Prana's outbound feed: a stay or hold, all-day dates, check-out exclusive. */
interface OutboundEvent {
  uid: string;
  startsAt: string;
  endsAt: string;
  summary: string;
  /** When the block last changed: stable, so the feed (and its ETag) only changes with the calendar. */
  stamp: Date;
}

export const PRODID = '-//Prana//Villa Calendar 1.0//EN';
const MAX_LINE_OCTETS = 75;

/** TEXT value escaping (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line to at most 75 octets per line, never splitting a UTF-8 character (§3.1). */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line) <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // Continuation lines start with a space, which counts towards their 75 octets.
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function icsDate(isoDate: string): string {
  return isoDate.replaceAll('-', '');
}

function icsTimestamp(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** How often channels are asked to read the feed again (RFC 7986 and its older X- twin): our own pull interval. */
const REFRESH = 'PT15M';

/** An RFC 5545 calendar: CRLF line ends, folded lines, VALUE=DATE with exclusive DTEND, stable UIDs. */
export function buildCalendar(name: string, events: readonly OutboundEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH}`,
    `X-PUBLISHED-TTL:${REFRESH}`,
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${icsTimestamp(event.stamp)}`,
      `DTSTART;VALUE=DATE:${icsDate(event.startsAt)}`,
      `DTEND;VALUE=DATE:${icsDate(event.endsAt)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      'TRANSP:OPAQUE',
      'STATUS:CONFIRMED',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
