import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VillaFeedsRepository } from '../../apps/api/src/calendar-sync/villa-feeds.repository.ts';
import { Transactions } from '../../apps/api/src/database/transactions.ts';
import type { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import { medium, type Medium } from './medium.ts';
import { newFeed, newVilla, removeVilla } from './factories.ts';

describe('Villa feeds on the database (medium)', () => {
  let tier: Medium;
  let feeds: VillaFeedsRepository;
  let transactions: Transactions;
  let villa: Villa;

  beforeAll(async () => {
    tier = await medium({ providers: [VillaFeedsRepository] });
    feeds = tier.get(VillaFeedsRepository);
    transactions = tier.get(Transactions);
    villa = await newVilla(tier.em());
  });
  afterAll(async () => {
    await removeVilla(tier.em(), villa.slug);
    await tier.close();
  });

  it('adds, reads, edits and deletes a villa’s feed; a new URL clears the validators of the old one', async () => {
    const now = new Date();
    const id = await feeds.insert(villa.slug, { label: 'Booking.com', channel: 'booking', url: 'https://admin.booking.com/a.ics' }, now);
    expect(await feeds.ofVilla(villa.slug, id)).toEqual({ id, villaSlug: villa.slug, villaName: villa.name, label: 'Booking.com', channel: 'booking', url: 'https://admin.booking.com/a.ics' });
    // Another villa's slug does not open it.
    expect(await feeds.ofVilla('no-such-villa', id)).toBeUndefined();
    expect(await feeds.state(id)).toEqual({ id, villaSlug: villa.slug, channel: 'booking', url: 'https://admin.booking.com/a.ics', etag: null, lastModified: null, digest: null });

    await feeds.saveValidators(id, { etag: '"v1"', lastModified: 'Tue, 01 Jun 2027 10:00:00 GMT', digest: 'abc' });
    await feeds.update(id, { label: 'Booking' }, now);
    expect(await feeds.state(id)).toMatchObject({ etag: '"v1"', lastModified: 'Tue, 01 Jun 2027 10:00:00 GMT', digest: 'abc' });
    expect(await feeds.ofVilla(villa.slug, id)).toMatchObject({ label: 'Booking' });

    await feeds.update(id, { url: 'https://admin.booking.com/b.ics', channel: 'vrbo' }, now);
    expect(await feeds.state(id)).toEqual({ id, villaSlug: villa.slug, channel: 'vrbo', url: 'https://admin.booking.com/b.ics', etag: null, lastModified: null, digest: null });

    expect((await feeds.all()).filter((feed) => feed.villaSlug === villa.slug)).toEqual([{ id, villaSlug: villa.slug }]);
    await feeds.delete(id);
    expect(await feeds.state(id)).toBeUndefined();
    expect(await feeds.lockUrl(id)).toBeNull();
  });

  it('counts a villa’s feeds and finds its first feed of a channel, oldest first', async () => {
    const other = await newVilla(tier.em());
    try {
      expect(await feeds.countOfVilla(other.slug)).toBe(0);
      expect(await feeds.firstOfChannel(other.slug, 'airbnb')).toBeUndefined();
      const first = await newFeed(tier.em(), other, { url: 'https://www.airbnb.com/calendar/ical/1.ics' });
      await newFeed(tier.em(), other, { channel: 'booking' });
      await newFeed(tier.em(), other, { url: 'https://www.airbnb.com/calendar/ical/2.ics' });
      expect(await feeds.countOfVilla(other.slug)).toBe(3);
      expect(await feeds.firstOfChannel(other.slug, 'airbnb')).toEqual({ id: first.id, url: 'https://www.airbnb.com/calendar/ical/1.ics' });
      expect(await feeds.lockUrl(first.id)).toBe('https://www.airbnb.com/calendar/ical/1.ics');
    } finally {
      await removeVilla(tier.em(), other.slug);
    }
  });

  it('holds a locked feed until the transaction ends: an edit waits for it', async () => {
    const feed = await newFeed(tier.em(), villa);
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const first = transactions.run(async () => {
      await feeds.ofVilla(villa.slug, feed.id, { lock: true });
      locked();
      await held;
      order.push('first done');
    });
    await lockTaken;
    const second = transactions.run(async () => {
      await feeds.update(feed.id, { label: 'Edited' }, new Date());
      order.push('edit done');
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    order.push('released');
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['released', 'first done', 'edit done']);
    expect(await feeds.ofVilla(villa.slug, feed.id)).toMatchObject({ label: 'Edited' });
  });
});
