import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_LOG_LIMITS,
  EMPLOYEE_HISTORY_LIMIT,
  UNDO_HISTORY_LIMIT,
  monthlyPerformance,
  percentShares,
  recordedSiteInsights, stayInsight,
} from './back-office.ts';

describe('back-office limits', () => {
  it('keep 10 undos, 20, 25 and 30 log entries and 12 history entries', () => {
    expect(UNDO_HISTORY_LIMIT).toBe(10);
    expect(ACTIVITY_LOG_LIMITS).toEqual({ expenses: 20, maintenance: 25, team: 30, replies: 20, rota: 20 });
    expect(EMPLOYEE_HISTORY_LIMIT).toBe(12);
  });
});

describe('monthlyPerformance', () => {
  it('spreads a stay over the months of its nights, at its nightly rate', () => {
    // Four nights across the January/February boundary, 10M a night.
    const months = monthlyPerformance([{ checkIn: '2026-01-30', checkOut: '2026-02-03', amount: 40_000_000 }], 2026, 2);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: 1, revenue: 20_000_000, avgNightlyRate: 10_000_000, occupancy: Math.round((2 / 62) * 10_000) / 10_000, bookedNights: 2 });
    expect(months[1]).toMatchObject({ month: 2, revenue: 20_000_000, avgNightlyRate: 10_000_000, bookedNights: 2 });
    expect(months[2]).toEqual({ month: 3, revenue: 0, avgNightlyRate: 0, occupancy: 0, bookedNights: 0 });
  });

  it('ignores nights outside the year, and adds extras to revenue but not to the nightly rate', () => {
    const months = monthlyPerformance(
      [{ checkIn: '2025-12-30', checkOut: '2026-01-02', amount: 9_000_000 }],
      2026,
      1,
      [
        { date: '2026-01-01', amount: 500_000 },
        { date: '2025-12-31', amount: 700_000 },
      ],
    );
    expect(months[0]).toMatchObject({ revenue: 3_500_000, avgNightlyRate: 3_000_000, bookedNights: 1 });
    expect(months.slice(1).every((month) => month.revenue === 0)).toBe(true);
  });

  it('keeps occupancy between 0 and 1 even with overlapping stays', () => {
    const stay = { checkIn: '2026-03-01', checkOut: '2026-04-01', amount: 31_000_000 };
    expect(monthlyPerformance([stay, stay], 2026, 1)[2]!.occupancy).toBe(1);
    expect(monthlyPerformance([stay], 2026, 0)[2]!.occupancy).toBe(0);
  });
});

describe('stayInsight', () => {
  it('gives vacancy, average stay and nightly rate over the year', () => {
    const insight = stayInsight(
      [
        { checkIn: '2026-05-01', checkOut: '2026-05-05', amount: 20_000_000 },
        { checkIn: '2026-12-30', checkOut: '2027-01-02', amount: 9_000_000 },
      ],
      2026,
      2,
      1,
    );
    // 4 + 2 nights booked in 2026 of 2 × 365.
    expect(insight.vacancyRate).toBe(Math.round((1 - 6 / 730) * 10_000) / 10_000);
    expect(insight.avgStay).toBe(3.5);
    expect(insight.nightlyRate).toBe(Math.round((20_000_000 + 6_000_000) / 6));
  });

  it('falls back to the given rate without a booked night', () => {
    expect(stayInsight([], 2026, 3, 7_800_000)).toEqual({ vacancyRate: 1, avgStay: 0, nightlyRate: 7_800_000 });
  });
});

describe('percentShares', () => {
  it('rounds to whole percentages that add up to 100', () => {
    expect(percentShares([1, 1, 1])).toEqual([34, 33, 33]);
    expect(percentShares([45, 18, 14, 12, 11])).toEqual([45, 18, 14, 12, 11]);
    expect(percentShares([0, 0])).toEqual([0, 0]);
  });

  it('always adds up to 100 when something was spent', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000_000 }), { minLength: 1, maxLength: 8 }), (amounts) => {
        const shares = percentShares(amounts);
        const total = shares.reduce((sum, share) => sum + share, 0);
        return amounts.some((amount) => amount > 0) ? total === 100 : total === 0;
      }),
    );
  });
});

describe('recordedSiteInsights', () => {
  const sample = [
    { site: 'A', vacancyRate: 0.1, avgStay: 4, nightlyRate: 6_000_000 },
    { site: 'B', vacancyRate: 0.3, avgStay: 5, nightlyRate: 10_000_000 },
  ];

  it("keeps the sites' differences around the year's own occupancy and rate", () => {
    const sites = recordedSiteInsights(sample, [
      { occupancy: 0.7, avgNightlyRate: 8_000_000 },
      { occupancy: 0.9, avgNightlyRate: 8_000_000 },
    ]);
    // Year vacancy 0.2 = the sample's mean, so each site keeps its own; rates likewise.
    expect(sites).toEqual([
      { site: 'A', vacancyRate: 0.1, avgStay: 4, nightlyRate: 6_000_000 },
      { site: 'B', vacancyRate: 0.3, avgStay: 5, nightlyRate: 10_000_000 },
    ]);
    const busier = recordedSiteInsights(sample, [{ occupancy: 0.9, avgNightlyRate: 9_600_000 }]);
    expect(busier.map((site) => site.vacancyRate)).toEqual([0.05, 0.15]);
    expect(busier.map((site) => site.nightlyRate)).toEqual([7_200_000, 12_000_000]);
  });

  it('gives the sample back without months', () => {
    expect(recordedSiteInsights(sample, [])).toEqual(sample);
  });
});
