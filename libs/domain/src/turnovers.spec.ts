import { describe, expect, it } from 'vitest';
import { canMoveTurnover, compareTurnovers, planTurnovers, turnoverMoves } from './turnovers.ts';

describe('planTurnovers', () => {
  const stays = [
    { id: 'a', startsAt: '2027-06-01', endsAt: '2027-06-05' },
    { id: 'b', startsAt: '2027-06-05', endsAt: '2027-06-08' },
    { id: 'c', startsAt: '2027-06-10', endsAt: '2027-06-12', arrivalTime: null },
  ];

  it('gives each stay a turnover on its check-out day: a same-day turn due at the welcome time, else by the end of the day', () => {
    expect(planTurnovers('v', stays, '2027-06-01')).toEqual([
      { departureBlockId: 'a', villaSlug: 'v', day: '2027-06-05', leavesAt: new Date('2027-06-05T12:00:00+08:00'), dueAt: new Date('2027-06-05T15:00:00+08:00'), sameDay: true, arrivalBlockId: 'b', arrivalDay: '2027-06-05' },
      { departureBlockId: 'b', villaSlug: 'v', day: '2027-06-08', leavesAt: new Date('2027-06-08T12:00:00+08:00'), dueAt: new Date('2027-06-09T00:00:00+08:00'), sameDay: false, arrivalBlockId: 'c', arrivalDay: '2027-06-10' },
      { departureBlockId: 'c', villaSlug: 'v', day: '2027-06-12', leavesAt: new Date('2027-06-12T12:00:00+08:00'), dueAt: new Date('2027-06-13T00:00:00+08:00'), sameDay: false, arrivalBlockId: null, arrivalDay: null },
    ]);
  });

  it('moves the due time with an early check-in, and leaves turnovers before the first day out', () => {
    const early = [stays[0]!, { ...stays[1]!, arrivalTime: '11:00' }];
    expect(planTurnovers('v', early, '2027-06-05')[0]!.dueAt).toEqual(new Date('2027-06-05T11:00:00+08:00'));
    const late = [{ ...stays[0]!, departureTime: '16:00' }, stays[1]!];
    expect(planTurnovers('v', late, '2027-06-05')[0]!.leavesAt).toEqual(new Date('2027-06-05T16:00:00+08:00'));
    expect(planTurnovers('v', stays, '2027-06-06').map((turnover) => turnover.departureBlockId)).toEqual(['b', 'c']);
  });

  it('orders same-day turns first within a day, then by due time', () => {
    const plain = planTurnovers('a-villa', [{ id: 'p', startsAt: '2027-06-01', endsAt: '2027-06-05' }], '2027-06-01');
    const turn = planTurnovers('b-villa', stays, '2027-06-01').slice(0, 1);
    expect([...plain, ...turn].sort(compareTurnovers).map((turnover) => turnover.villaSlug)).toEqual(['b-villa', 'a-villa']);
  });
});

describe('turnover moves', () => {
  it('goes one state forward, or back from inspection to cleaning', () => {
    expect(turnoverMoves('occupied')).toEqual(['to-clean']);
    expect(turnoverMoves('to-inspect')).toEqual(['cleaning', 'ready']);
    expect(turnoverMoves('ready')).toEqual([]);
    expect(canMoveTurnover('to-clean', 'ready')).toBe(false);
  });
});
