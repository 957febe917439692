import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatementFigures } from '@prana/contracts';
import { StatementsRepository, type StatementContent } from '../../apps/api/src/back-office/statements/statements.repository.ts';
import { DeliveryRepository } from '../../apps/api/src/notifications/delivery.repository.ts';
import type { DB } from '../../apps/api/src/database/db.generated.ts';
import { medium, type Medium } from './medium.ts';

/** Months no demo data or worker reaches, so the test's rows are the only ones in them. */
const MONTH = '2097-03-01';
const OTHER_MONTH = '2097-04-01';

const figures = (nightsSold: number): StatementFigures => ({
  nightsOpen: 31,
  nightsSold,
  nightsAmountUnknown: 0,
  occupancy: Math.round((nightsSold / 31) * 10_000) / 10_000,
  adr: 4_000_000,
  revpar: Math.round((nightsSold * 4_000_000) / 31),
  roomRevenue: nightsSold * 4_000_000,
  channels: [{ channel: 'direct', nights: nightsSold, revenue: nightsSold * 4_000_000 }],
  extras: 500_000,
  expenses: null,
  net: null,
});

const content = (month: string, nightsSold: number): StatementContent => ({
  month,
  group: { ...figures(nightsSold), expenses: 1_000_000, net: nightsSold * 4_000_000 - 500_000 },
  sites: [{ siteId: 'ubud-hills', siteName: 'Ubud Hills', ...figures(nightsSold) }],
  villas: [{ villaSlug: 'jungle-loft', villaName: 'Jungle Loft', siteId: 'ubud-hills', ...figures(nightsSold) }],
});

describe('Shareholder statements on the database (medium)', () => {
  let tier: Medium;
  let statements: StatementsRepository;
  let delivery: DeliveryRepository;
  const db = () => tier.em().getKysely<DB>();

  beforeAll(async () => {
    tier = await medium({ providers: [StatementsRepository, DeliveryRepository] });
    statements = tier.get(StatementsRepository);
    delivery = tier.get(DeliveryRepository);
  });
  afterAll(async () => {
    await db().deleteFrom('shareholder_statements').where('month', 'in', [MONTH, OTHER_MONTH]).execute();
    await tier.close();
  });

  it('keeps one statement per month: producing it again replaces the figures and keeps the id', async () => {
    const id = await statements.upsert(content(MONTH, 10));
    const first = await statements.byId(id);
    expect(first).toMatchObject({ id, ...content(MONTH, 10) });

    const again = await statements.upsert(content(MONTH, 12));
    expect(again).toBe(id);
    const replaced = await statements.ofMonth(MONTH);
    expect(replaced).toMatchObject({ id, group: content(MONTH, 12).group, villas: content(MONTH, 12).villas });
    expect(replaced!.generatedAt.getTime()).toBeGreaterThanOrEqual(first!.generatedAt.getTime());
    expect(await db().selectFrom('shareholder_statements').select('id').where('month', '=', MONTH).execute()).toHaveLength(1);
  });

  it('writes one row when a month is produced twice at once', async () => {
    const ids = await Promise.all([statements.upsert(content(OTHER_MONTH, 3)), statements.upsert(content(OTHER_MONTH, 4))]);
    expect(ids[0]).toBe(ids[1]);
    expect((await statements.list()).filter((row) => row.month === OTHER_MONTH)).toHaveLength(1);
  });

  it('lists the newest month first, and answers null for an unknown id or month', async () => {
    const months = (await statements.list()).map((row) => row.month);
    expect(months.indexOf(OTHER_MONTH)).toBeLessThan(months.indexOf(MONTH));
    expect(months).toEqual([...months].sort().reverse());
    expect(await statements.byId('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await statements.ofMonth('2097-05-01')).toBeNull();
  });

  it('claims a month’s mailing once, however many ask at once', async () => {
    const claims = await Promise.all([statements.claimMailing(MONTH), statements.claimMailing(MONTH), statements.claimMailing(MONTH)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await statements.claimMailing(MONTH)).toBe(false);
    expect(await statements.claimMailing('2097-05-01')).toBe(false);
  });

  it('reads the sites by name and the active villas on a site, by site then name', async () => {
    const sites = await statements.sites();
    expect(sites.map((site) => site.name)).toEqual([...sites.map((site) => site.name)].sort((a, b) => a.localeCompare(b)));
    const villas = await statements.villas();
    const active = await db().selectFrom('villas').select('slug').where('status', '=', 'active').where('site_id', 'is not', null).execute();
    expect(villas.map((villa) => villa.slug).sort()).toEqual(active.map((villa) => villa.slug).sort());
    const siteOrder = villas.map((villa) => sites.findIndex((site) => site.id === villa.siteId));
    expect(siteOrder).toEqual([...siteOrder].sort((a, b) => a - b));
  });

  it('gives the mail job a month’s group figures and the active investors', async () => {
    expect(await delivery.statementOfMonth(MONTH)).toEqual({ month: MONTH, group: content(MONTH, 12).group });
    expect(await delivery.statementOfMonth('2097-05-01')).toBeUndefined();
    // The demo's investor, and no one of another role.
    const emails = (await delivery.investors()).map((investor) => investor.email);
    expect(emails).toContain('investor@prana.villas');
    expect(emails).not.toContain('master@prana.villas');
  });
});
