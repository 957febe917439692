import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crewSchedule, crossesMidnight, periodsOverlap, shiftMinutes, shiftPeriod, shiftTimesProblem, staffingByTeam } from './rota.ts';

describe('shift times', () => {
  it('counts a same-day shift from start to end', () => {
    expect(shiftMinutes('07:00', '15:00')).toBe(480);
    expect(crossesMidnight('07:00', '15:00')).toBe(false);
    expect(shiftTimesProblem('07:00', '15:00')).toBeNull();
  });

  it('reads an end before the start as the next day (a night shift)', () => {
    expect(shiftMinutes('22:00', '06:00')).toBe(480);
    expect(crossesMidnight('22:00', '06:00')).toBe(true);
    expect(shiftTimesProblem('22:00', '06:00')).toBeNull();
  });

  it('refuses an end equal to the start, a shift over 16 hours and a time that is not HH:mm', () => {
    expect(shiftTimesProblem('09:00', '09:00')).toBe('rota.emptyShift');
    expect(shiftTimesProblem('06:00', '22:01')).toBe('rota.shiftTooLong');
    expect(shiftTimesProblem('06:00', '22:00')).toBeNull();
    for (const time of ['7:00', '24:00', '12:60', '12.30', '']) expect(shiftTimesProblem(time, '15:00')).toBe('rota.shiftTime');
  });

  it('gives every accepted pair of times a length from 1 minute to 16 hours', () => {
    const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(time, time, (start, end) => {
        const length = shiftMinutes(start, end);
        expect(length >= 0 && length < 24 * 60).toBe(true);
        expect(shiftTimesProblem(start, end) === null).toBe(length >= 1 && length <= 16 * 60);
      }),
    );
  });
});

describe('shift periods', () => {
  it('places a shift on Bali time, ending the next day when it crosses midnight', () => {
    expect(shiftPeriod('2026-12-01', '07:00', '15:00')).toEqual({
      startsAt: new Date('2026-11-30T23:00:00.000Z'),
      endsAt: new Date('2026-12-01T07:00:00.000Z'),
    });
    expect(shiftPeriod('2026-12-31', '22:00', '06:00').endsAt).toEqual(new Date('2026-12-31T22:00:00.000Z'));
  });

  it('sees overlap, but not shifts back to back', () => {
    const morning = shiftPeriod('2026-12-01', '07:00', '15:00');
    expect(periodsOverlap(morning, shiftPeriod('2026-12-01', '15:00', '23:00'))).toBe(false);
    expect(periodsOverlap(morning, shiftPeriod('2026-12-01', '14:00', '18:00'))).toBe(true);
    // Last night's shift runs into this morning's.
    expect(periodsOverlap(morning, shiftPeriod('2026-11-30', '23:00', '07:30'))).toBe(true);
    expect(periodsOverlap(morning, shiftPeriod('2026-11-30', '23:00', '07:00'))).toBe(false);
  });
});

describe('staffing by team', () => {
  it('sums on duty and required per team, counting each shift’s own gap', () => {
    expect(
      staffingByTeam([
        { team: 'guest-experience', onDuty: 3, required: 2 },
        { team: 'guest-experience', onDuty: 1, required: 2 },
        { team: 'wellness', onDuty: 2, required: 2 },
      ]),
    ).toEqual([
      { team: 'guest-experience', shifts: 2, onDuty: 4, required: 4, short: 1 },
      { team: 'wellness', shifts: 1, onDuty: 2, required: 2, short: 0 },
    ]);
    expect(staffingByTeam([])).toEqual([]);
  });
});

describe('crew schedule', () => {
  const shift = (id: string, start: string, people: string[], lead: string | null = people[0] ?? null) => ({ id, start, end: '15:00', team: 'operations', lead, people });
  const task = (id: string, nextDue: string, status: 'scheduled' | 'overdue' | 'completed' = 'scheduled') => ({ id, task: id, seedKey: null, villa: 'Jungle Loft', assignee: null, nextDue, status });

  it('lists the day’s shifts by start with their crew besides the lead, then the open tasks due by that day', () => {
    const items = crewSchedule(
      '2026-12-01',
      [shift('late', '15:00', ['Kadek']), shift('early', '07:00', ['Ayu', 'Made'])],
      [task('later', '2026-12-02'), task('today', '2026-12-01'), task('done', '2026-11-20', 'completed'), task('late', '2026-11-25', 'overdue')],
    );
    expect(items.map((item) => item.id)).toEqual(['early', 'late', 'late', 'today']);
    expect(items[0]).toMatchObject({ kind: 'shift', time: '07:00', lead: 'Ayu', crew: ['Made'] });
    expect(items[2]).toMatchObject({ kind: 'task', overdue: true });
    expect(items[3]).toMatchObject({ kind: 'task', overdue: false });
  });
});
