import { describe, expect, it } from 'vitest';
import ical, { type VEvent } from 'node-ical';
import { buildCalendar, escapeText, foldLine } from './ics-writer.ts';

describe('buildCalendar', () => {
  const stamp = new Date('2026-11-20T08:30:00Z');
  const text = buildCalendar('Prana Jungle Loft; with a very long name, that needs folding across lines — ✨ terima kasih', [
    { uid: 'a@prana.villas', startsAt: '2027-01-10', endsAt: '2027-01-14', summary: 'Reserved', stamp },
    { uid: 'b@prana.villas', startsAt: '2027-02-01', endsAt: '2027-02-02', summary: 'Not available', stamp },
  ]);

  it('uses CRLF line ends and lines of at most 75 octets', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('has the required properties: PRODID, VERSION, UID, DTSTAMP, all-day dates with exclusive DTEND', () => {
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\nPRODID:/);
    expect(text).toContain('DTSTAMP:20261120T083000Z');
    expect(text).toContain('DTSTART;VALUE=DATE:20270110\r\nDTEND;VALUE=DATE:20270114');
  });

  it('parses back to the same stays and the same name', () => {
    const parsed = ical.sync.parseICS(text);
    const events = Object.values(parsed).filter((item): item is VEvent => item?.type === 'VEVENT');
    expect(events.map((event) => [event.uid, event.start.getFullYear(), event.start.getMonth() + 1, event.start.getDate(), event.end!.getDate()])).toEqual([
      ['a@prana.villas', 2027, 1, 10, 14],
      ['b@prana.villas', 2027, 2, 1, 2],
    ]);
    expect(parsed.vcalendar?.['WR-CALNAME']).toBe('Prana Jungle Loft; with a very long name, that needs folding across lines — ✨ terima kasih');
  });

  it('asks channels to read it again every 15 minutes, in both spellings', () => {
    const header = text.slice(0, text.indexOf('BEGIN:VEVENT'));
    expect(header).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT15M\r\n');
    expect(header).toContain('\r\nX-PUBLISHED-TTL:PT15M\r\n');
  });
});

describe('text escaping and folding', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('never splits a multi-byte character', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(80)}`);
    for (const line of folded.split('\r\n')) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'é'.repeat(80)}`);
  });
});
