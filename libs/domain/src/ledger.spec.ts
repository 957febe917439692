import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './iso-date.ts';
import {
  averageDailyRate,
  ledgerFigures,
  median,
  nightsInPeriod,
  occupancyRate,
  previousPeriod,
  responseFigures,
  revenuePerOpenNight,
  trendOf,
  type LedgerEntries,
  type LedgerStay,
} from './ledger.ts';

const MARCH = { from: '2027-03-01', to: '2027-04-01' };
const empty: LedgerEntries = { villaCount: 2, stays: [], closures: [], charges: [], expenses: [] };
const stay = (checkIn: string, checkOut: string, amount: number | null, channel: LedgerStay['channel'] = 'direct'): LedgerStay => ({ villaSlug: 'a', channel, checkIn, checkOut, amount });

describe('nightsInPeriod', () => {
  it('counts the nights of a span inside the period, check-out exclusive', () => {
    expect(nightsInPeriod({ startsAt: '2027-02-27', endsAt: '2027-03-03' }, MARCH)).toBe(2);
    expect(nightsInPeriod({ startsAt: '2027-03-30', endsAt: '2027-04-02' }, MARCH)).toBe(2);
    expect(nightsInPeriod({ startsAt: '2027-04-01', endsAt: '2027-04-03' }, MARCH)).toBe(0);
  });

  it('splits a stay across adjacent periods without losing or doubling a night', () => {
    const date = fc.integer({ min: 0, max: 400 }).map((offset) => addDays('2027-01-01', offset));
    fc.assert(
      fc.property(date, fc.integer({ min: 1, max: 60 }), date, fc.integer({ min: 1, max: 90 }), (start, nights, cut, length) => {
        const span = { startsAt: start, endsAt: addDays(start, nights) };
        const from = addDays(cut, -length);
        const to = addDays(cut, length);
        const whole = nightsInPeriod(span, { from, to });
        return nightsInPeriod(span, { from, to: cut }) + nightsInPeriod(span, { from: cut, to }) === whole && whole <= nights;
      }),
    );
  });
});

describe('rates', () => {
  it('occupancy is sold ÷ open, capped at 1, 0 without an open night', () => {
    expect(occupancyRate(15, 60)).toBe(0.25);
    expect(occupancyRate(70, 60)).toBe(1);
    expect(occupancyRate(3, 0)).toBe(0);
  });

  it('ADR and RevPAR divide room revenue by sold and open nights; null without them', () => {
    expect(averageDailyRate(30_000_000, 4)).toBe(7_500_000);
    expect(averageDailyRate(0, 0)).toBeNull();
    expect(revenuePerOpenNight(30_000_000, 40)).toBe(750_000);
    expect(revenuePerOpenNight(30_000_000, 0)).toBeNull();
  });
});

describe('ledgerFigures', () => {
  it('computes nights, revenue by channel, extras, expenses and net for a period', () => {
    const figures = ledgerFigures(
      {
        villaCount: 2,
        stays: [
          stay('2027-02-27', '2027-03-03', 40_000_000),
          stay('2027-03-10', '2027-03-13', 12_000_000, 'airbnb'),
          stay('2027-03-20', '2027-03-25', null, 'booking'),
          stay('2027-04-02', '2027-04-05', 9_000_000),
        ],
        closures: [{ villaSlug: 'b', startsAt: '2027-03-28', endsAt: '2027-04-04' }],
        charges: [
          { date: '2027-03-11', category: 'Dining', amount: 500_000 },
          { date: '2027-03-12', category: 'Wellness', amount: 800_000 },
          { date: '2027-04-01', category: 'Dining', amount: 999_000 },
        ],
        expenses: [
          { date: '2027-03-05', categoryId: 'w', categoryName: 'Wages', amount: 3_000_000 },
          { date: '2027-02-28', categoryId: 'w', categoryName: 'Wages', amount: 9_000_000 },
        ],
      },
      MARCH,
    );
    // 62 villa-nights, 4 closed; 2 + 3 + 5 nights sold, of which 5 of unknown amount.
    expect(figures.nights).toEqual({ available: 62, closed: 4, open: 58, sold: 10, amountUnknown: 5 });
    // Two of the first stay's four nights (10M each) and the whole Airbnb stay.
    expect(figures.roomRevenue).toBe(32_000_000);
    expect(figures.adr).toBe(6_400_000);
    expect(figures.revpar).toBe(Math.round(32_000_000 / 58));
    expect(figures.occupancy).toBe(0.1724);
    expect(figures.averageStay).toBe(4);
    expect(figures.channels.map((channel) => [channel.channel, channel.stays, channel.nights, channel.revenue, channel.amountUnknownNights])).toEqual([
      ['direct', 1, 2, 20_000_000, 0],
      ['airbnb', 1, 3, 12_000_000, 0],
      ['booking', 1, 5, 0, 5],
      ['vrbo', 0, 0, 0, 0],
      ['other', 0, 0, 0, 0],
    ]);
    expect(figures.extras).toEqual({ total: 1_300_000, categories: [{ category: 'Wellness', amount: 800_000 }, { category: 'Dining', amount: 500_000 }] });
    expect(figures.expenses).toEqual({ total: 3_000_000, categories: [{ categoryId: 'w', name: 'Wages', amount: 3_000_000 }] });
    expect(figures.revenue).toBe(33_300_000);
    expect(figures.net).toBe(30_300_000);
  });

  it('has no expenses or net for a scope without them, and empty figures for an empty ledger', () => {
    const figures = ledgerFigures({ ...empty, expenses: null }, MARCH);
    expect(figures).toMatchObject({ expenses: null, net: null, adr: null, averageStay: null, occupancy: 0, roomRevenue: 0, revenue: 0 });
    expect(figures.revpar).toBe(0);
  });

  it('months of a year add up to the year (revenue within rounding, nights exactly)', () => {
    const date = fc.integer({ min: 0, max: 360 }).map((offset) => addDays('2027-01-01', offset));
    const stays = fc.array(
      fc.record({ start: date, nights: fc.integer({ min: 1, max: 20 }), amount: fc.option(fc.integer({ min: 0, max: 200_000_000 }), { nil: null }) }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(stays, (rows) => {
        const entries: LedgerEntries = { ...empty, stays: rows.map((row) => stay(row.start, addDays(row.start, row.nights), row.amount)) };
        const year = ledgerFigures(entries, { from: '2027-01-01', to: '2028-01-01' });
        const months = Array.from({ length: 12 }, (_, index) => {
          const from = `2027-${String(index + 1).padStart(2, '0')}-01`;
          return ledgerFigures(entries, { from, to: index === 11 ? '2028-01-01' : `2027-${String(index + 2).padStart(2, '0')}-01` });
        });
        const sold = months.reduce((sum, month) => sum + month.nights.sold, 0);
        const revenue = months.reduce((sum, month) => sum + month.roomRevenue, 0);
        return sold === year.nights.sold && Math.abs(revenue - year.roomRevenue) <= 12;
      }),
    );
  });
});

describe('previousPeriod and trendOf', () => {
  it('the previous period has the same length and ends where this one starts', () => {
    expect(previousPeriod(MARCH)).toEqual({ from: '2027-01-29', to: '2027-03-01' });
    expect(previousPeriod({ from: '2027-01-01', to: '2027-01-08' })).toEqual({ from: '2026-12-25', to: '2027-01-01' });
  });

  it('trend: direction, difference and ratio; flat when either side is unknown', () => {
    expect(trendOf(0.82, 0.75)).toEqual({ direction: 'up', delta: 0.07, ratio: 0.0933 });
    expect(trendOf(90, 100)).toEqual({ direction: 'down', delta: -10, ratio: -0.1 });
    expect(trendOf(5, 0)).toEqual({ direction: 'up', delta: 5, ratio: null });
    expect(trendOf(3, 3)).toEqual({ direction: 'flat', delta: 0, ratio: 0 });
    expect(trendOf(null, 3)).toEqual({ direction: 'flat', delta: null, ratio: null });
  });
});

describe('median and responseFigures', () => {
  it('median of odd and even counts; null without values', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 10])).toBe(3.5);
    expect(median([])).toBeNull();
  });

  it('the median lies between the smallest and largest value', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: 1 }), (values) => {
      const middle = median(values)!;
      return middle >= Math.min(...values) && middle <= Math.max(...values);
    }));
  });

  it('counts answers, their median minutes and the share within the promise; unanswered ones only once due', () => {
    const now = new Date('2027-03-10T12:00:00Z');
    const at = (minutes: number) => new Date(Date.parse('2027-03-10T10:00:00Z') + minutes * 60_000);
    const figures = responseFigures(
      [
        { createdAt: at(0), answeredAt: at(4), dueAt: at(15) },
        { createdAt: at(0), answeredAt: at(20), dueAt: at(15) },
        { createdAt: at(0).toISOString(), answeredAt: at(10).toISOString(), dueAt: at(15).toISOString() },
        { createdAt: at(0), answeredAt: null, dueAt: at(15) },
        { createdAt: at(110), answeredAt: null, dueAt: at(125) },
      ],
      now,
    );
    expect(figures).toEqual({ answered: 3, medianMinutesToAnswer: 10, decided: 4, withinPromise: 2, withinPromiseShare: 0.5 });
    expect(responseFigures([], now)).toEqual({ answered: 0, medianMinutesToAnswer: null, decided: 0, withinPromise: 0, withinPromiseShare: null });
  });
});
