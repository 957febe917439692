import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, toIsoDate } from './iso-date.ts';
import { priceNight, quoteStay, seasonProblem, seasonRate, type PricingSeason, type VillaPricing } from './pricing.ts';

const HIGH: PricingSeason = { id: 'high', name: 'High season', firstNight: '2027-07-01', lastNight: '2027-08-31', ratePercent: 125, minStayNights: 5 };
const FESTIVE: PricingSeason = { id: 'festive', name: 'Festive', firstNight: '2027-12-20', lastNight: '2028-01-05', ratePercent: 150, minStayNights: null };
const pricing = (overrides: VillaPricing['overrides'] = []): VillaPricing => ({ baseRate: 7_800_000, minStayNights: 2, seasons: [HIGH, FESTIVE], overrides });

const isoDate = fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2029-12-31T00:00:00Z'), noInvalidDate: true }).map(toIsoDate);
const rate = fc.integer({ min: 1, max: 50_000_000 });
const season = fc
  .tuple(isoDate, fc.integer({ min: 0, max: 90 }), fc.integer({ min: 10, max: 500 }), fc.option(fc.integer({ min: 2, max: 30 }), { nil: null }))
  .map(([firstNight, length, ratePercent, minStayNights]): PricingSeason => ({ id: firstNight, name: firstNight, firstNight, lastNight: addDays(firstNight, length), ratePercent, minStayNights }));
const villaPricing = fc
  .tuple(rate, fc.integer({ min: 2, max: 30 }), fc.array(season, { maxLength: 4 }), fc.array(fc.tuple(isoDate, rate), { maxLength: 10 }))
  .map(([baseRate, minStayNights, seasons, overrides]): VillaPricing => ({
    baseRate,
    minStayNights,
    // Seasons never overlap once saved: keep each that shares no night with one kept before.
    seasons: seasons.filter((candidate, index) => seasons.slice(0, index).every((other) => candidate.lastNight < other.firstNight || other.lastNight < candidate.firstNight)),
    overrides: [...new Map(overrides.map(([night, value]) => [night, { night, rate: value }])).values()],
  }));
const stay = fc.tuple(isoDate, fc.integer({ min: 1, max: 60 })).map(([checkIn, nights]) => ({ checkIn, checkOut: addDays(checkIn, nights), nights }));

describe('quoteStay', () => {
  it('prices each night from the base, its season’s share, or its override', () => {
    const quote = quoteStay(pricing([{ night: '2027-07-01', rate: 5_000_000 }]), '2027-06-29', '2027-07-03');
    expect(quote.nights).toEqual([
      { night: '2027-06-29', rate: 7_800_000, source: 'base', seasonId: null },
      { night: '2027-06-30', rate: 7_800_000, source: 'base', seasonId: null },
      { night: '2027-07-01', rate: 5_000_000, source: 'override', seasonId: 'high' },
      { night: '2027-07-02', rate: 9_750_000, source: 'season', seasonId: 'high' },
    ]);
    expect(quote.total).toBe(7_800_000 * 2 + 5_000_000 + 9_750_000);
  });

  it('takes the longest minimum of the villa and the seasons the stay touches', () => {
    expect(quoteStay(pricing(), '2027-06-01', '2027-06-03')).toMatchObject({ minStayNights: 2, belowMinimum: false });
    expect(quoteStay(pricing(), '2027-06-29', '2027-07-02')).toMatchObject({ minStayNights: 5, belowMinimum: true });
    expect(quoteStay(pricing(), '2027-08-27', '2027-09-01')).toMatchObject({ minStayNights: 5, belowMinimum: false });
    expect(quoteStay({ ...pricing(), minStayNights: 4 }, '2027-12-30', '2028-01-02')).toMatchObject({ minStayNights: 4, belowMinimum: true });
  });

  it('refuses what is not a stay', () => {
    expect(() => quoteStay(pricing(), '2027-06-03', '2027-06-03')).toThrow(RangeError);
    expect(() => quoteStay(pricing(), '2027-02-30', '2027-03-03')).toThrow(RangeError);
  });

  it('totals the sum of its nights, one per day of the stay', () => {
    fc.assert(
      fc.property(villaPricing, stay, (rules, { checkIn, checkOut, nights }) => {
        const quote = quoteStay(rules, checkIn, checkOut);
        expect(quote.nights.map((night) => night.night)).toEqual(Array.from({ length: nights }, (_, index) => addDays(checkIn, index)));
        expect(quote.total).toBe(quote.nights.reduce((sum, night) => sum + priceNight(night.night, rules).rate, 0));
        expect(quote.belowMinimum).toBe(nights < quote.minStayNights);
      }),
    );
  });

  it('lets an override win over any season and the base', () => {
    fc.assert(
      fc.property(villaPricing, stay, fc.nat(), rate, (rules, { checkIn, nights }, pick, value) => {
        const night = addDays(checkIn, pick % nights);
        const withOverride = { ...rules, overrides: [...rules.overrides.filter((other) => other.night !== night), { night, rate: value }] };
        expect(priceNight(night, withOverride)).toMatchObject({ rate: value, source: 'override' });
      }),
    );
  });

  it('prices a season night as its share of the base, whatever the base', () => {
    fc.assert(
      fc.property(rate, season, (baseRate, candidate) => {
        const night = candidate.firstNight;
        const priced = priceNight(night, { baseRate, minStayNights: 2, seasons: [candidate], overrides: [] });
        expect(priced).toEqual({ night, rate: seasonRate(baseRate, candidate.ratePercent), source: 'season', seasonId: candidate.id });
        expect(Math.abs(priced.rate - (baseRate * candidate.ratePercent) / 100)).toBeLessThanOrEqual(500);
      }),
    );
  });
});

describe('seasonProblem', () => {
  const draft = { name: 'Shoulder', firstNight: '2027-09-01', lastNight: '2027-09-30', ratePercent: 110, minStayNights: null };

  it('accepts a season that shares no night with another', () => {
    expect(seasonProblem(draft, [HIGH, FESTIVE])).toBeNull();
  });

  it('names the season a new one overlaps, even by one night', () => {
    expect(seasonProblem({ ...draft, firstNight: '2027-08-31' }, [HIGH, FESTIVE])).toEqual({ code: 'pricing.seasonOverlap', field: 'firstNight', season: 'High season' });
  });

  it('refuses bad dates, shares and minimum stays', () => {
    expect(seasonProblem({ ...draft, firstNight: '2027-02-30' }, [])?.code).toBe('pricing.seasonDates');
    expect(seasonProblem({ ...draft, lastNight: '2027-08-31' }, [])).toEqual({ code: 'pricing.seasonDates', field: 'lastNight' });
    expect(seasonProblem({ ...draft, lastNight: '2029-01-01' }, [])?.code).toBe('pricing.seasonDates');
    expect(seasonProblem({ ...draft, ratePercent: -20 }, [])?.code).toBe('pricing.seasonPercent');
    expect(seasonProblem({ ...draft, ratePercent: 112.5 }, [])?.code).toBe('pricing.seasonPercent');
    expect(seasonProblem({ ...draft, minStayNights: 1 }, [])?.code).toBe('pricing.minimumStay');
  });
});
