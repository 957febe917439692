import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STAY_TIME_OFFERS, stayTimeConflict, stayTimePrice, stayTimeStillOpen } from './stay-times.ts';

const stay = { checkIn: '2027-06-10', checkOut: '2027-06-14' };

describe('stayTimeConflict', () => {
  it('refuses a late check-out when another stay arrives on the departure day', () => {
    expect(stayTimeConflict('late-check-out', stay, [{ startsAt: '2027-06-14', endsAt: '2027-06-16', hold: false }])).toBe('stayTime.sameDayArrival');
  });

  it('refuses an early check-in when another stay leaves on the arrival day', () => {
    expect(stayTimeConflict('early-check-in', stay, [{ startsAt: '2027-06-07', endsAt: '2027-06-10', hold: false }])).toBe('stayTime.sameDayDeparture');
  });

  it('refuses either when a hold touches the day, and names the stay first when both do', () => {
    expect(stayTimeConflict('late-check-out', stay, [{ startsAt: '2027-06-14', endsAt: '2027-06-15', hold: true }])).toBe('stayTime.villaHeld');
    expect(stayTimeConflict('early-check-in', stay, [{ startsAt: '2027-06-09', endsAt: '2027-06-10', hold: true }])).toBe('stayTime.villaHeld');
    expect(
      stayTimeConflict('late-check-out', stay, [
        { startsAt: '2027-06-14', endsAt: '2027-06-15', hold: true },
        { startsAt: '2027-06-14', endsAt: '2027-06-18', hold: false },
      ]),
    ).toBe('stayTime.sameDayArrival');
  });

  it('allows both when the neighbours leave a day free on either side', () => {
    const others = [
      { startsAt: '2027-06-05', endsAt: '2027-06-09', hold: false },
      { startsAt: '2027-06-15', endsAt: '2027-06-18', hold: true },
    ];
    expect(stayTimeConflict('late-check-out', stay, others)).toBeNull();
    expect(stayTimeConflict('early-check-in', stay, others)).toBeNull();
  });

  it('depends only on the blocks that touch the day asked for', () => {
    const day = fc.integer({ min: 1, max: 28 }).map((d) => `2027-07-${String(d).padStart(2, '0')}`);
    const block = fc.tuple(day, day, fc.boolean()).map(([a, b, hold]) => ({ startsAt: a < b ? a : b, endsAt: a < b ? b : a, hold }));
    fc.assert(
      fc.property(fc.array(block, { maxLength: 8 }), (others) => {
        const mine = { checkIn: '2027-07-10', checkOut: '2027-07-14' };
        const late = stayTimeConflict('late-check-out', mine, others);
        expect(late === null).toBe(!others.some((other) => other.startsAt === mine.checkOut));
        const early = stayTimeConflict('early-check-in', mine, others);
        expect(early === null).toBe(!others.some((other) => other.endsAt === mine.checkIn));
      }),
    );
  });
});

describe('stayTimePrice', () => {
  it('prices the offered times, and nothing else', () => {
    expect(stayTimePrice('late-check-out', '16:00', 'Explorer')).toBe(STAY_TIME_OFFERS['late-check-out'][1]!.price);
    expect(stayTimePrice('late-check-out', '15:00', 'Explorer')).toBeNull();
    expect(stayTimePrice('early-check-in', '14:00', 'Gold')).toBeNull();
  });

  it('gives Gold members late check-out until 14:00 free, and charges them later times and early check-in', () => {
    expect(stayTimePrice('late-check-out', '14:00', 'Gold')).toBe(0);
    expect(stayTimePrice('late-check-out', '14:00', 'Explorer')).toBeGreaterThan(0);
    expect(stayTimePrice('late-check-out', '16:00', 'Gold')).toBeGreaterThan(0);
    expect(stayTimePrice('early-check-in', '12:00', 'Gold')).toBeGreaterThan(0);
  });
});

describe('stayTimeStillOpen', () => {
  it('takes an early check-in until its time on the arrival day, a late check-out until 12:00 on the departure day (Bali)', () => {
    expect(stayTimeStillOpen('early-check-in', '09:00', stay, new Date('2027-06-10T00:59:00Z'))).toBe(true);
    expect(stayTimeStillOpen('early-check-in', '09:00', stay, new Date('2027-06-10T01:00:00Z'))).toBe(false);
    expect(stayTimeStillOpen('late-check-out', '16:00', stay, new Date('2027-06-14T03:59:00Z'))).toBe(true);
    expect(stayTimeStillOpen('late-check-out', '16:00', stay, new Date('2027-06-14T04:00:00Z'))).toBe(false);
  });
});
