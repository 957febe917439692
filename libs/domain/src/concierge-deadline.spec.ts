import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONCIERGE_HOURS, deadlineState, parseConciergeHours, responseDeadline } from './concierge-deadline.ts';

/** A Bali wall-clock time as a Date (WITA is UTC+8). */
const bali = (local: string) => new Date(`${local}+08:00`);

describe('responseDeadline', () => {
  it('is 15 minutes after a request made while the concierge is on duty', () => {
    expect(responseDeadline(bali('2026-11-24T14:05:00'), 15)).toEqual(bali('2026-11-24T14:20:00'));
    expect(responseDeadline(bali('2026-11-24T07:00:00'), 15)).toEqual(bali('2026-11-24T07:15:00'));
    expect(responseDeadline(bali('2026-11-24T21:59:30'), 15)).toEqual(bali('2026-11-24T22:14:30'));
  });

  it('carries a request made across the 22:00–07:00 night to 07:15 the next morning', () => {
    expect(responseDeadline(bali('2026-11-24T23:10:00'), 15)).toEqual(bali('2026-11-25T07:15:00'));
    expect(responseDeadline(bali('2026-11-24T22:00:00'), 15)).toEqual(bali('2026-11-25T07:15:00'));
    expect(responseDeadline(bali('2026-11-24T23:10:42'), 15)).toEqual(bali('2026-11-25T07:15:00'));
    expect(responseDeadline(bali('2026-11-25T03:00:00'), 15)).toEqual(bali('2026-11-25T07:15:00'));
    expect(responseDeadline(bali('2026-11-25T06:59:59'), 15)).toEqual(bali('2026-11-25T07:15:00'));
    // Across a month and a year end.
    expect(responseDeadline(bali('2026-12-31T23:30:00'), 15)).toEqual(bali('2027-01-01T07:15:00'));
  });

  it('uses the on-site hours for an in-person host (07:00–23:00, ten minutes)', () => {
    const onSite = { opensAt: 7 * 60, closesAt: 23 * 60 };
    expect(responseDeadline(bali('2026-11-24T22:30:00'), 10, onSite)).toEqual(bali('2026-11-24T22:40:00'));
    expect(responseDeadline(bali('2026-11-24T23:30:00'), 10, onSite)).toEqual(bali('2026-11-25T07:10:00'));
  });

  it('is never before the request, never more than a night plus the response time after it, and lands inside the hours', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-01-01T00:00:00Z'), noInvalidDate: true }), (createdAt) => {
        const due = responseDeadline(createdAt, 15);
        const wait = due.getTime() - createdAt.getTime();
        expect(wait).toBeGreaterThanOrEqual(15 * 60_000 - 60_000);
        expect(wait).toBeLessThanOrEqual((9 * 60 + 15) * 60_000);
        // The response window starts inside the hours: due minus 15 minutes is on duty.
        const start = new Date(Math.max(createdAt.getTime(), due.getTime() - 15 * 60_000));
        const minuteOfDay = (start.getUTCHours() * 60 + start.getUTCMinutes() + 8 * 60) % (24 * 60);
        expect(minuteOfDay >= CONCIERGE_HOURS.opensAt && minuteOfDay < CONCIERGE_HOURS.closesAt).toBe(true);
      }),
    );
  });
});

describe('parseConciergeHours', () => {
  it('reads HH:MM-HH:MM and refuses a closed or impossible window', () => {
    expect(parseConciergeHours('07:00-22:00')).toEqual(CONCIERGE_HOURS);
    expect(parseConciergeHours('00:00-24:00')).toEqual({ opensAt: 0, closesAt: 1440 });
    expect(parseConciergeHours('22:00-07:00')).toBeNull();
    expect(parseConciergeHours('07:60-22:00')).toBeNull();
    expect(parseConciergeHours('7-22')).toBeNull();
  });
});

describe('deadlineState', () => {
  const due = bali('2026-11-24T14:20:00');
  it('is on time, due soon under 5 minutes, late after the deadline, answered once answered', () => {
    expect(deadlineState(due, null, bali('2026-11-24T14:10:00'))).toBe('on-time');
    expect(deadlineState(due, null, bali('2026-11-24T14:16:00'))).toBe('due-soon');
    expect(deadlineState(due, null, bali('2026-11-24T14:20:00'))).toBe('late');
    expect(deadlineState(due, bali('2026-11-24T14:30:00'), bali('2026-11-24T14:40:00'))).toBe('answered');
  });
});
