import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInBali } from '@prana/domain';
import { FinanceRepository } from '../../apps/api/src/back-office/finance/finance.repository.ts';
import { medium, type Medium } from './medium.ts';

describe('Finance reads on the database (medium)', () => {
  let tier: Medium;
  let finance: FinanceRepository;
  const currentYear = Number(todayInBali(new Date()).slice(0, 4));

  beforeAll(async () => {
    tier = await medium({ providers: [FinanceRepository] });
    finance = tier.get(FinanceRepository);
  });
  afterAll(() => tier.close());

  it('reads the sites by name', async () => {
    const sites = await finance.sites();
    expect(sites.length).toBeGreaterThan(0);
    expect(sites.every((site) => typeof site.id === 'string' && site.shortName.length > 0)).toBe(true);
  });

  it('reads the imported monthly figures of a past year, January first, and how many months each imported year holds', async () => {
    const imported = await finance.importedMonthsPerYear(currentYear);
    expect([...imported.keys()].every((year) => year < currentYear)).toBe(true);
    const [year, months] = [...imported].find(([, count]) => count === 12) ?? [];
    expect(year).toBeTypeOf('number');
    const records = await finance.monthlyRecords(year!);
    expect(records).toHaveLength(months!);
    expect(records.map((record) => record.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(records[0]).toEqual({ month: 1, revenue: expect.any(Number), avgNightlyRate: expect.any(Number), occupancy: expect.any(Number) });
    expect(await finance.monthlyRecords(2098)).toEqual([]);
    // Only years before the one asked count as imported history.
    expect([...(await finance.importedMonthsPerYear(year!)).keys()].every((candidate) => candidate < year!)).toBe(true);
  });
});
