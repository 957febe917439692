import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatDateTime, formatTime, monthName, weekdayNames } from './date-format.ts';

describe('calendar dates, in the reader’s language', () => {
  it('writes a date in each style, in English and Indonesian', () => {
    expect(formatDate('2026-12-12', 'en')).toBe('12 Dec 2026');
    expect(formatDate('2026-12-12', 'id')).toBe('12 Des 2026');
    expect(formatDate('2026-08-17', 'en', 'day')).toBe('17 Aug');
    expect(formatDate('2026-08-17', 'id', 'day')).toBe('17 Agu');
    expect(formatDate('2026-11-26', 'en', 'weekday')).toBe('Thu 26 Nov');
    expect(formatDate('2026-11-26', 'id', 'weekday')).toBe('Kam 26 Nov');
    expect(formatDate('2026-12-12', 'en', 'weekdayDate')).toBe('Sat, 12 Dec 2026');
    expect(formatDate('2026-12-12', 'id', 'weekdayDate')).toBe('Sab, 12 Des 2026');
    expect(formatDate('2026-12-12', 'en', 'long')).toBe('Saturday, 12 December 2026');
    expect(formatDate('2026-12-12', 'id', 'long')).toBe('Sabtu, 12 Desember 2026');
    expect(formatDate('2026-05-01', 'en', 'month')).toBe('May 2026');
    expect(formatDate('2026-05-01', 'id', 'month')).toBe('Mei 2026');
  });

  it('never moves a date through a time zone: the first of January stays the first', () => {
    expect(formatDate('2027-01-01', 'en')).toBe('1 Jan 2027');
  });

  it('joins a range on what its ends share (Intl puts thin spaces around the dash between two dates)', () => {
    expect(formatDateRange('2028-04-11', '2028-04-14', 'en')).toBe('11–14 Apr 2028');
    expect(formatDateRange('2028-04-28', '2028-05-02', 'id')).toBe('28 Apr\u2009–\u20092 Mei 2028');
    expect(formatDateRange('2027-12-30', '2028-01-02', 'en')).toBe('30 Dec 2027\u2009–\u20092 Jan 2028');
    expect(formatDateRange('2028-04-11', '2028-04-14', 'id', 'day')).toBe('11–14 Apr');
    // Across a new year, even the short style names both years.
    expect(formatDateRange('2028-12-28', '2029-01-02', 'id', 'day')).toBe('28 Des 2028\u2009–\u20092 Jan 2029');
  });

  it('shows what is not a date as it came, never a made-up one', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
    expect(formatDate('2026-02-30', 'id')).toBe('2026-02-30');
    expect(formatDateRange('soon', '2026-02-01', 'en')).toBe('soon – 2026-02-01');
  });

  it('names months and weekdays in each language', () => {
    expect(monthName(3, 'en')).toBe('Mar');
    expect(monthName(8, 'id', 'long')).toBe('Agustus');
    expect(weekdayNames('en')[0]).toEqual({ short: 'Sun', long: 'Sunday' });
    expect(weekdayNames('id')[1]).toEqual({ short: 'Sen', long: 'Senin' });
  });
});

describe('moments, on Bali’s clock', () => {
  it('writes a time as HH:mm with a colon in both languages (Intl’s Indonesian would write 07.30)', () => {
    // 23:30 UTC is 07:30 the next morning in Bali, whatever zone the timestamp names.
    expect(formatTime('2026-11-21T23:30:00Z')).toBe('07:30');
    expect(formatTime('2026-11-22T07:30:00+08:00')).toBe('07:30');
    expect(formatDateTime('2026-11-21T23:30:00Z', 'en')).toBe('22 Nov, 07:30');
    expect(formatDateTime('2026-11-21T14:03:00Z', 'id')).toBe('21 Nov, 22:03');
    expect(formatDateTime('2026-12-31T16:05:00Z', 'id')).toBe('1 Jan, 00:05');
  });

  it('shows what is not a moment as it came', () => {
    expect(formatTime('tomorrow')).toBe('tomorrow');
    expect(formatDateTime('tomorrow', 'id')).toBe('tomorrow');
  });
});
