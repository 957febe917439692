import { afterEach, describe, expect, it } from 'vitest';
import { BALI_TIME_ZONE } from '@prana/domain';
import { fixture } from '../../../../test/fixtures/ics/feed-server.ts';
import { FeedParseError, MAX_FEED_EVENTS, parseFeed, splitCalendar } from './feed-parser.ts';

const TODAY = '2027-01-01';
const originalTz = process.env.TZ;

describe('parseFeed', () => {
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('reads an Airbnb feed: Reserved stays and Not available blocks by UID, DTEND as the check-out day', () => {
    const events = parseFeed(fixture('airbnb.ics', TODAY), TODAY);
    expect([...events.values()]).toEqual([
      // Staff keep what Airbnb's DESCRIPTION says of a stay: its reservation page and the phone's last four digits.
      {
        uid: '1418fb94e984-9a1c3b2d8f0e4a6b@airbnb.com',
        startsAt: '2027-01-21',
        endsAt: '2027-01-25',
        summary: 'Reserved',
        reservationUrl: 'https://www.airbnb.com/hosting/reservations/details/HMABCDE12345',
        phoneLast4: '4821',
      },
      {
        uid: '1418fb94e984-7c2e5d9a1b3f4e8c@airbnb.com',
        startsAt: '2027-02-10',
        endsAt: '2027-02-15',
        summary: 'Reserved',
        reservationUrl: 'https://www.airbnb.com/hosting/reservations/details/HMXYZ9876543',
        phoneLast4: '1170',
      },
      { uid: '7f5a2e9c0d1b-3e8f6a4c2b9d1e7f@airbnb.com', startsAt: '2027-03-02', endsAt: '2027-04-01', summary: 'Airbnb (Not available)', reservationUrl: null, phoneLast4: null },
    ]);
  });

  // All-day dates are calendar dates: the server's time zone must never move them.
  for (const tz of ['UTC', BALI_TIME_ZONE, 'America/Los_Angeles', 'Pacific/Kiritimati']) {
    it(`keeps every date in Bali terms on a server in ${tz}`, () => {
      process.env.TZ = tz;
      const events = parseFeed(fixture('timezones.ics', TODAY), TODAY);
      const dates = Object.fromEntries([...events.values()].map((event) => [event.uid, [event.startsAt, event.endsAt]]));
      expect(dates).toEqual({
        'all-day@example.test': ['2027-03-01', '2027-03-05'],
        'bali-time@example.test': ['2027-03-10', '2027-03-13'],
        // 20:00 UTC is 04:00 the next morning in Bali.
        'utc-late@example.test': ['2027-03-16', '2027-03-18'],
        'floating@example.test': ['2027-03-20', '2027-03-22'],
        'no-end@example.test': ['2027-03-25', '2027-03-26'],
        'folded@example.test': ['2027-04-01', '2027-04-04'],
      });
    });
  }

  it('unfolds folded lines (LF line ends) and leaves cancelled events out', () => {
    const events = parseFeed(fixture('timezones.ics', TODAY), TODAY);
    expect(events.get('folded@example.test')?.summary).toBe(
      'Keluarga Wirawan menginap di vila dengan kolam renang pribadi dan sarapan terapung setiap pagi',
    );
    expect(events.has('cancelled@example.test')).toBe(false);
  });

  it('refuses a page that is not a calendar, and a calendar cut off mid-way', () => {
    expect(() => parseFeed(fixture('malformed.ics', TODAY), TODAY)).toThrow(FeedParseError);
    expect(() => parseFeed(fixture('truncated.ics', TODAY), TODAY)).toThrow(/not a valid iCalendar file/);
    expect(() => parseFeed('', TODAY)).toThrow(FeedParseError);
  });

  it('accepts an empty calendar (every imported stay then cancels)', () => {
    expect(parseFeed('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n', TODAY).size).toBe(0);
  });

  it('expands a weekly recurring hold into one event per week near today', () => {
    const feed = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:weekly-maintenance',
      'DTSTART;VALUE=DATE:20270104',
      'DTEND;VALUE=DATE:20270105',
      'RRULE:FREQ=WEEKLY;COUNT=3',
      'SUMMARY:Pool maintenance',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const events = [...parseFeed(feed, TODAY).values()];
    expect(events.map((event) => [event.uid, event.startsAt, event.endsAt])).toEqual([
      ['weekly-maintenance/2027-01-04', '2027-01-04', '2027-01-05'],
      ['weekly-maintenance/2027-01-11', '2027-01-11', '2027-01-12'],
      ['weekly-maintenance/2027-01-18', '2027-01-18', '2027-01-19'],
    ]);
  });

  it('stores a UID longer than its column as a stable digest', () => {
    const uid = 'x'.repeat(600);
    const feed = `BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:${uid}\nDTSTART;VALUE=DATE:20270110\nDTEND;VALUE=DATE:20270112\nSUMMARY:Reserved\nEND:VEVENT\nEND:VCALENDAR\n`;
    const [first] = parseFeed(feed, TODAY).keys();
    const [second] = parseFeed(feed, TODAY).keys();
    expect(first).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(second).toBe(first);
  });

  it('parses chunk by chunk exactly as in one piece, time zones included in every chunk', () => {
    for (const name of ['airbnb.ics', 'timezones.ics']) {
      const text = fixture(name, TODAY);
      expect(parseFeed(text, TODAY, 1), name).toEqual(parseFeed(text, TODAY, 10_000));
    }
    const chunks = splitCalendar(fixture('timezones.ics', TODAY), 2)!;
    expect(chunks).toHaveLength(4);
    for (const chunk of chunks) {
      expect(chunk).toMatch(/^BEGIN:VCALENDAR\r?\nVERSION:2\.0\r?\n/);
      // The fixture's events are in Bali time.
      expect(chunk).toMatch(new RegExp(`BEGIN:VTIMEZONE\r?\nTZID:${BALI_TIME_ZONE}`));
      expect(chunk.endsWith('END:VCALENDAR\r\n')).toBe(true);
    }
  });

  it('keeps a feed with recurrence in one piece', () => {
    expect(splitCalendar('BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:a\nRRULE:FREQ=DAILY\nEND:VEVENT\nEND:VCALENDAR', 1)).toBeNull();
  });
});

describe('hostile feeds', () => {
  const calendar = (events: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', ...events, 'END:VCALENDAR', ''].join('\r\n');
  const daily = (index: number, rule = 'FREQ=DAILY') =>
    ['BEGIN:VEVENT', `UID:hostile-${index}@example`, `DTSTART;VALUE=DATE:${TODAY.replaceAll('-', '')}`, `RRULE:${rule}`, 'SUMMARY:Blocked', 'END:VEVENT'].join('\r\n');

  it(`refuses a feed of 1,000 daily recurring events: over ${MAX_FEED_EVENTS} dates, with the reason`, () => {
    const feed = calendar(Array.from({ length: 1_000 }, (_, index) => daily(index)));
    expect(() => parseFeed(feed, TODAY)).toThrow(
      'The calendar has more than 20,000 stays and closed dates (each repeat of a recurring event counts, up to two years ahead). Nothing was changed.',
    );
    expect(() => parseFeed(feed, TODAY)).toThrow(expect.objectContaining({ failure: { code: 'sync.tooManyEvents', params: { max: '20,000' } } }));
  });

  it('refuses rules that repeat more often than daily', () => {
    expect(() => parseFeed(calendar([daily(1, 'FREQ=SECONDLY')]), TODAY)).toThrow(/repeats secondly; stays and closed dates repeat at most daily/);
  });

  it('counts plain events towards the same cap, and takes a feed just under it', () => {
    const single = (index: number) => ['BEGIN:VEVENT', `UID:single-${index}`, 'DTSTART;VALUE=DATE:20270101', 'DTEND;VALUE=DATE:20270102', 'END:VEVENT'].join('\r\n');
    expect(parseFeed(calendar(Array.from({ length: MAX_FEED_EVENTS }, (_, index) => single(index))), TODAY).size).toBe(MAX_FEED_EVENTS);
    expect(() => parseFeed(calendar(Array.from({ length: MAX_FEED_EVENTS + 1 }, (_, index) => single(index))), TODAY)).toThrow(FeedParseError);
  });

  const stay = (index: number, extra: string[] = []) =>
    ['BEGIN:VEVENT', `UID:stay-${index}@example`, `DTSTART;VALUE=DATE:${20270101 + (index % 28)}`, ...extra, 'DTEND;VALUE=DATE:20270201', 'END:VEVENT'].join('\r\n');

  it('leaves out one event with two DTSTART lines and reads the other 400, counting it with its reason', () => {
    const events = [...Array.from({ length: 400 }, (_, index) => stay(index)), stay(400, ['DTSTART;VALUE=DATE:20270115'])];
    for (const size of [500, 7]) {
      const parsed = parseFeed(calendar(events), TODAY, size);
      expect(parsed.size).toBe(400);
      expect(parsed.has('stay-400@example')).toBe(false);
      expect(parsed.skipped).toEqual({ count: 1, reasons: [{ code: 'sync.eventUnreadable', params: { uid: 'stay-400@example', reason: expect.stringContaining('duplicate DTSTART') } }] });
    }
  });

  it('leaves out an event whose DTSTART is not a date, and says so', () => {
    const parsed = parseFeed(calendar([stay(1), ['BEGIN:VEVENT', 'UID:odd@example', 'DTSTART;VALUE=DATE:2027XX10', 'END:VEVENT'].join('\r\n')]), TODAY);
    expect([...parsed.keys()]).toEqual(['stay-1@example']);
    expect(parsed.skipped).toEqual({ count: 1, reasons: [{ code: 'sync.eventUnreadable', params: { uid: 'odd@example', reason: 'DTSTART is not a date' } }] });
  });

  it('fails the feed when none of its events can be read', () => {
    expect(() => parseFeed(calendar([stay(1, ['DTSTART;VALUE=DATE:20270115']), stay(2, ['DTSTART;VALUE=DATE:20270116'])]), TODAY)).toThrow(
      expect.objectContaining({ failure: expect.objectContaining({ code: 'sync.eventUnreadable' }) }),
    );
  });
});
