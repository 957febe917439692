import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offeringSeed } from '@prana/catalogue';
import { OfferingsRepository, type OfferingRow } from '../../apps/api/src/offerings/offerings.repository.ts';
import { OfferingsService } from '../../apps/api/src/offerings/offerings.service.ts';
import { BackOfficeJournal } from '../../apps/api/src/journal/back-office-journal.service.ts';
import { JournalRepository } from '../../apps/api/src/journal/journal.repository.ts';
import type { StaffUser } from '../../apps/api/src/auth/staff-user.entity.ts';
import { medium, type Medium } from './medium.ts';
import { newStaff, removeStaff } from './factories.ts';

describe('The service catalogue on the database (medium)', () => {
  let tier: Medium;
  let offerings: OfferingsRepository;
  let service: OfferingsService;
  let manager: StaffUser;
  let master: StaffUser;
  let before: OfferingRow[];
  const byKey = (rows: readonly OfferingRow[], key: string) => rows.find((row) => row.key === key)!;

  beforeAll(async () => {
    tier = await medium({ providers: [OfferingsRepository, OfferingsService, BackOfficeJournal, JournalRepository] });
    offerings = tier.get(OfferingsRepository);
    service = tier.get(OfferingsService);
    manager = await newStaff(tier.em(), 'manager');
    master = await newStaff(tier.em(), 'master');
    before = await offerings.list();
    // The demo's waiting draft (and any other) is set aside, so each publication here is this file's own.
    for (const row of before) if (row.draft) await offerings.saveDraft(row.id, { content: null, at: null, by: null });
  });
  afterAll(async () => {
    // Every item as it was, whatever a failed test left behind.
    for (const row of before) await offerings.restore(row.id, row);
    await removeStaff(tier.em(), [manager.id, master.id]);
    await tier.close();
  });

  const who = (staff: StaffUser) => ({ id: staff.id, name: staff.name });
  /** An item as it was, without a draft (what this file starts from). */
  const clean = (row: OfferingRow): OfferingRow => ({ ...row, draft: null, draftUpdatedAt: null, draftBy: null });
  const dish = () => clean(byKey(before, 'chef-barbecue'));

  it('holds the bundled catalogue its migration copied, in the catalogue order, at its prices, none paused', async () => {
    const seed = offeringSeed();
    const priced = (items: readonly { section: string; key: string; price: number | null; paused: boolean }[]) => items.map(({ section, key, price, paused }) => ({ section, key, price, paused }));
    expect(before.map((row) => [row.section, row.key])).toEqual(seed.map((item) => [item.section, item.key]));
    expect(priced(await offerings.published())).toEqual(priced(seed));
    expect(await offerings.published(['transport'])).toEqual(seed.filter((item) => item.section === 'transport'));
    expect(byKey(before, 'airport-transfer').published).toMatchObject({ nameId: 'Antar-jemput bandara', price: 550_000, paused: false });
    expect(byKey(before, 'refresh').published.price).toBeNull();
  });

  it('keeps a draft beside what is published, publishes drafts over it, and restores a snapshot', async () => {
    const row = dish();
    const draft = { ...row.published, price: 1_650_000, nameId: 'Barbekyu chef istimewa' };
    await offerings.saveDraft(row.id, { content: draft, at: '2099-01-01T01:00:00.000Z', by: 'Komang' });
    expect(await offerings.find(row.id)).toMatchObject({ published: row.published, draft, draftBy: 'Komang', draftUpdatedAt: '2099-01-01T01:00:00.000Z' });
    expect((await offerings.published(['dining-dish'])).find((item) => item.key === row.key)!.price).toBe(1_500_000);
    expect(await offerings.publishDrafts('2099-01-02T01:00:00.000Z', 'Made')).toEqual([row.id]);
    expect(await offerings.find(row.id)).toMatchObject({ published: draft, publishedAt: '2099-01-02T01:00:00.000Z', publishedBy: 'Made', draft: null, draftBy: null });
    expect(await offerings.lastPublishedAt()).toBe('2099-01-02T01:00:00.000Z');
    await offerings.restore(row.id, row);
    expect(await offerings.find(row.id)).toEqual(row);
  });

  it('drafts through the journal (trimmed; equal to what is published clears it), publishes, and undoes each', async () => {
    const row = dish();
    const body = { ...row.published, nameEn: '  Chef’s barbecue feast ', price: 1_700_000 };
    const drafted = await service.saveDraft(row.id, body, who(manager));
    expect(drafted.draft).toMatchObject({ nameEn: 'Chef’s barbecue feast', price: 1_700_000 });
    expect((await service.catalogue(['dining-dish'])).dishes.find((item) => item.id === row.key)!.price).toBe(1_500_000);
    expect((await service.list(who(master))).sections.find((summary) => summary.section === 'dining-dish')).toEqual({ section: 'dining-dish', items: 5, paused: 0, drafts: 1 });

    expect(await service.publish(who(master))).toMatchObject({ published: 1 });
    const catalogue = await service.catalogue(['dining-dish']);
    expect(catalogue.dishes.find((item) => item.id === row.key)).toMatchObject({ price: 1_700_000, name: { en: 'Chef’s barbecue feast', id: row.published.nameId }, window: 'Dinner' });
    await expect(service.publish(who(master))).rejects.toMatchObject({ coded: { code: 'offering.nothingToPublish' } });

    // Master's undo takes the publication back: the draft waits again, the old price is live.
    expect(await service.undo(who(master))).toMatchObject({ reverted: { action: 'offering.published', details: { count: 1 } } });
    expect(await offerings.find(row.id)).toMatchObject({ published: row.published, draft: { price: 1_700_000 } });
    expect(await service.undo(who(manager))).toMatchObject({ reverted: { action: 'offering.drafted' } });
    expect(await offerings.find(row.id)).toEqual(row);

    const same = await service.saveDraft(row.id, row.published, who(manager));
    expect(same.draft).toBeNull();
  });

  it('refuses a blank text, a missing or a free price, with the field named, and changes nothing', async () => {
    const row = dish();
    await expect(service.saveDraft(row.id, { ...row.published, nameId: '  ' }, who(manager))).rejects.toMatchObject({ fields: { nameId: { code: 'validation.required' } } });
    await expect(service.saveDraft(row.id, { ...row.published, price: null }, who(manager))).rejects.toMatchObject({ fields: { price: { code: 'offering.priceRequired' } } });
    await expect(service.saveDraft(row.id, { ...row.published, price: 0.5 }, who(manager))).rejects.toMatchObject({ coded: { code: 'offering.priceRequired' } });
    const towels = clean(byKey(before, 'towels'));
    await expect(service.saveDraft(towels.id, { ...towels.published, price: 10_000 }, who(manager))).rejects.toMatchObject({ fields: { price: { code: 'offering.noPrice' } } });
    expect(await offerings.find(row.id)).toEqual(row);
    expect(await offerings.find(towels.id)).toEqual(towels);
  });

  it('publishes once when two publications race: the other finds nothing waiting', async () => {
    const row = clean(byKey(before, 'sunrise-yoga'));
    await service.saveDraft(row.id, { ...row.published, paused: true }, who(manager));
    const results = await Promise.allSettled([service.publish(who(master)), service.publish(who(master))]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((result) => result.status === 'rejected')).toMatchObject({ reason: { coded: { code: 'offering.nothingToPublish' } } });
    expect((await offerings.find(row.id))!.published.paused).toBe(true);
    await service.undo(who(master));
    await service.undo(who(manager));
    expect(await offerings.find(row.id)).toEqual(row);
  });
});
