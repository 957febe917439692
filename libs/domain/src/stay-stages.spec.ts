import { describe, expect, it } from 'vitest';
import { stageSchedule } from './stay-stages.ts';

const stay = { checkIn: '2027-03-20', checkOut: '2027-03-25' };

describe('stageSchedule', () => {
  it('sends each stage at 09:00 WITA on its day', () => {
    expect(stageSchedule(stay, new Date('2027-03-01T00:00:00Z')).map(({ stage, sendAt }) => [stage, sendAt.toISOString()])).toEqual([
      ['pre-arrival', '2027-03-13T01:00:00.000Z'],
      ['day-before', '2027-03-19T01:00:00.000Z'],
      ['arrival-day', '2027-03-20T01:00:00.000Z'],
      ['before-departure', '2027-03-24T01:00:00.000Z'],
      ['after-stay', '2027-03-26T01:00:00.000Z'],
    ]);
  });

  it('sends the pre-arrival stages at once to a guest booked late, and skips what has passed once they arrived', () => {
    const now = new Date('2027-03-19T05:00:00Z');
    expect(stageSchedule(stay, now).map(({ stage, sendAt }) => [stage, sendAt.toISOString()])).toEqual([
      ['pre-arrival', now.toISOString()],
      ['day-before', now.toISOString()],
      ['arrival-day', '2027-03-20T01:00:00.000Z'],
      ['before-departure', '2027-03-24T01:00:00.000Z'],
      ['after-stay', '2027-03-26T01:00:00.000Z'],
    ]);
    expect(stageSchedule(stay, new Date('2027-03-22T05:00:00Z')).map(({ stage }) => stage)).toEqual(['before-departure', 'after-stay']);
  });

  it('follows another send time', () => {
    expect(stageSchedule(stay, new Date('2027-03-01T00:00:00Z'), '18:30')[0]!.sendAt.toISOString()).toBe('2027-03-13T10:30:00.000Z');
  });
});
