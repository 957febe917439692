import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBali } from '@prana/domain';
import { VillasRepository } from '../../apps/api/src/catalogue/villas.repository.ts';
import { VillasService } from '../../apps/api/src/catalogue/villas.service.ts';
import type { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import { Transactions } from '../../apps/api/src/database/transactions.ts';
import { medium, type Medium } from './medium.ts';
import { newBlock, newFeed, newVilla, removeVilla } from './factories.ts';

describe('Villas on the database (medium)', () => {
  let tier: Medium;
  let villas: VillasRepository;
  let service: VillasService;
  let plain: Villa;
  let withFeed: Villa;
  const day = (offset: number) => addDays(todayInBali(new Date()), offset);

  beforeAll(async () => {
    tier = await medium({ providers: [VillasRepository, VillasService] });
    villas = tier.get(VillasRepository);
    service = tier.get(VillasService);
    plain = await newVilla(tier.em(), { maxGuests: 3, baseRate: 2_500_000 });
    withFeed = await newVilla(tier.em());
    await newFeed(tier.em(), withFeed, { channel: 'airbnb' });
    await newBlock(tier.em(), plain, { startsAt: day(10), endsAt: day(13) });
    await newBlock(tier.em(), plain, { startsAt: day(20), endsAt: day(22), status: 'cancelled' });
  });
  afterAll(async () => {
    await removeVilla(tier.em(), plain.slug);
    await removeVilla(tier.em(), withFeed.slug);
    await tier.close();
  });

  it('lists one villa with whether it has an Airbnb feed; an unknown slug gives nothing', async () => {
    expect(await villas.list(plain.slug)).toEqual([
      { slug: plain.slug, name: plain.name, status: 'active', maxGuests: 3, outboundFeedToken: null, hasAirbnbFeed: false, siteId: null, siteName: null },
    ]);
    expect((await villas.list(withFeed.slug))[0]).toMatchObject({ slug: withFeed.slug, hasAirbnbFeed: true });
    expect(await villas.list('no-such-villa')).toEqual([]);
  });

  it('lists every villa grouped by site, villas without a site last', async () => {
    const rows = await villas.list();
    const sited = rows.filter((row) => row.siteName !== null);
    expect(sited.length).toBeGreaterThan(0);
    expect(rows.slice(0, sited.length)).toEqual(sited);
    const sites = sited.map((row) => row.siteName);
    // Each site's villas together: a site's name never comes back after another site's.
    expect(sites.filter((site, index) => site !== sites[index - 1])).toEqual([...new Set(sites)]);
  });

  it('marks a villa booked only when an active block overlaps the nights asked, end dates exclusive', async () => {
    const booked = async (checkIn: string | null, checkOut: string | null) =>
      (await villas.bookable(checkIn, checkOut)).find((row) => row.slug === plain.slug)?.booked;
    expect(await booked(null, null)).toBeNull();
    expect(await booked(day(12), day(14))).toBe(true);
    expect(await booked(day(13), day(15))).toBe(false);
    expect(await booked(day(8), day(10))).toBe(false);
    expect(await booked(day(20), day(22))).toBe(false);
    expect((await villas.bookable(null, null)).find((row) => row.slug === plain.slug)).toMatchObject({ maxGuests: 3, baseRate: 2_500_000 });
  });

  it('finds a villa by slug and refuses an unknown one with a coded error', async () => {
    expect(await service.getBySlug(plain.slug)).toMatchObject({ slug: plain.slug, name: plain.name });
    await expect(service.getBySlug('no-such-villa')).rejects.toMatchObject({ coded: { code: 'booking.villaNotFound' } });
  });

  it('finds a villa by its outbound token until a new token replaces it, and locks its row until the transaction ends', async () => {
    const token = `medium-${plain.slug}-token`;
    await villas.setOutboundFeedToken(plain.slug, token);
    expect(await villas.byOutboundToken(token)).toEqual({ slug: plain.slug, name: plain.name });
    await villas.setOutboundFeedToken(plain.slug, `${token}-new`);
    expect(await villas.byOutboundToken(token)).toBeUndefined();
    expect(await villas.byOutboundToken(`${token}-new`)).toEqual({ slug: plain.slug, name: plain.name });
    expect(await villas.byOutboundToken('no-such-token-at-all')).toBeUndefined();

    expect(await villas.lock('no-such-villa')).toBeUndefined();
    const transactions = tier.get(Transactions);
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const first = transactions.run(async () => {
      expect(await villas.lock(plain.slug)).toEqual({ slug: plain.slug, name: plain.name, maxGuests: 3, baseRate: 2_500_000, minStayNights: 2 });
      locked();
      await held;
      order.push('first done');
    });
    await lockTaken;
    const second = transactions.run(async () => {
      await villas.lock(plain.slug);
      order.push('second done');
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    order.push('released');
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['released', 'first done', 'second done']);
  });
});
