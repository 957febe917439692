import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBali } from '@prana/domain';
import { AvailabilityBlocksRepository } from '../../apps/api/src/calendar-sync/availability-blocks.repository.ts';
import { AvailabilityBlock } from '../../apps/api/src/calendar-sync/availability-block.entity.ts';
import { VillasRepository } from '../../apps/api/src/catalogue/villas.repository.ts';
import { applyFeed, FeedLinkChangedError, markConflicts } from '../../apps/api/src/calendar-sync/import-writer.ts';
import type { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import { medium, type Medium } from './medium.ts';
import { newBlock, newVilla, removeVilla } from './factories.ts';

const FEED = 'https://www.airbnb.com/calendar/ical/medium.ics';

describe('Availability blocks on the database (medium)', () => {
  let tier: Medium;
  let blocks: AvailabilityBlocksRepository;
  let villas: VillasRepository;
  const day = (offset: number) => addDays(todayInBali(new Date()), offset);

  beforeAll(async () => {
    tier = await medium({ providers: [AvailabilityBlocksRepository, VillasRepository] });
    blocks = tier.get(AvailabilityBlocksRepository);
    villas = tier.get(VillasRepository);
  });
  afterAll(() => tier.close());

  async function withVilla(test: (villa: Villa) => Promise<void>): Promise<void> {
    const em = tier.em();
    const villa = await newVilla(em);
    try {
      await test(villa);
    } finally {
      await removeVilla(tier.em(), villa.slug);
    }
  }

  it('lists a villa’s blocks in calendar order, filtered by status and dates, as the api shows them', () =>
    withVilla(async (villa) => {
      const em = tier.em();
      const late = await newBlock(em, villa, { startsAt: day(20), endsAt: day(23), source: 'direct' });
      const early = await newBlock(em, villa, { startsAt: day(2), endsAt: day(4) });
      const cancelled = await newBlock(em, villa, { startsAt: day(5), endsAt: day(6), status: 'cancelled' });
      const imported = await newBlock(em, villa, { startsAt: day(10), endsAt: day(12), source: 'airbnb', summary: 'Reserved' });

      const ids = async (filter: Parameters<AvailabilityBlocksRepository['list']>[1]) => (await blocks.list(villa.slug, filter))?.map((row) => row.id);
      expect(await ids({ includeCancelled: false })).toEqual([early.id, imported.id, late.id]);
      expect(await ids({ includeCancelled: true })).toEqual([early.id, cancelled.id, imported.id, late.id]);
      // A block that checks out on the day has ended; one that starts on the end day is outside.
      expect(await ids({ includeCancelled: false, endsAfter: day(4), startsBefore: day(20) })).toEqual([imported.id]);
      // A villa without blocks in the window is an empty list; no villa at all is null.
      expect(await ids({ includeCancelled: false, endsAfter: day(40) })).toEqual([]);
      expect(await blocks.list('no-such-villa', { includeCancelled: true })).toBeNull();
      expect((await blocks.list(villa.slug, { includeCancelled: false }))!.find((row) => row.id === imported.id)).toEqual({
        id: imported.id,
        uid: imported.uid,
        startsAt: day(10),
        endsAt: day(12),
        status: 'active',
        source: 'airbnb',
        summary: 'Reserved',
        guestName: null,
        conflict: false,
        reason: null,
      });
    }));

  it('applies a feed by UID in one transaction: creates, moves, cancels, and flags the reservation that clashes with a hold', () =>
    withVilla(async (villa) => {
      const em = tier.em();
      villa.airbnbIcalUrl = FEED;
      await em.flush();
      const hold = await newBlock(em, villa, { startsAt: day(30), endsAt: day(33), source: 'manual' });
      const moving = await newBlock(em, villa, { startsAt: day(3), endsAt: day(5), source: 'airbnb', uid: 'moving@airbnb' });
      const gone = await newBlock(em, villa, { startsAt: day(7), endsAt: day(8), source: 'airbnb', uid: 'gone@airbnb' });
      const feed = new Map([
        ['moving@airbnb', { uid: 'moving@airbnb', startsAt: day(4), endsAt: day(6), summary: 'Reserved' }],
        ['new@airbnb', { uid: 'new@airbnb', startsAt: day(31), endsAt: day(34), summary: 'Reserved' }],
      ]);

      const applied = await tier.em().transactional(() => applyFeed({ villas, blocks }, villa.slug, FEED, [feed]));

      expect(applied.changes).toEqual({ created: 1, updated: 1, cancelled: 1 });
      expect(applied.newConflicts).toHaveLength(1);
      expect(applied.newConflicts[0]!.conflictsWith.id).toBe(hold.id);
      const rows = await blocks.imported(villa.slug);
      expect(rows.find((row) => row.id === moving.id)).toMatchObject({ startsAt: day(4), endsAt: day(6), status: 'active' });
      expect(rows.find((row) => row.id === gone.id)).toMatchObject({ status: 'cancelled', conflict: false });
      expect(rows.find((row) => row.uid === 'new@airbnb')).toMatchObject({ startsAt: day(31), endsAt: day(34), conflict: true });

      // The hold is released: the next pass clears the flag and reports no new conflict.
      await tier.em().nativeUpdate(AvailabilityBlock, { id: hold.id }, { status: 'cancelled' });
      const cleared = await tier.em().transactional(() => markConflicts({ villas, blocks }, villa.slug, new Date()));
      expect(cleared).toEqual({ added: [], changed: true });
      expect((await blocks.imported(villa.slug)).some((row) => row.conflict)).toBe(false);
    }));

  it('writes nothing when the link changed while the feed was fetched', () =>
    withVilla(async (villa) => {
      const em = tier.em();
      villa.airbnbIcalUrl = 'https://www.airbnb.com/calendar/ical/new-link.ics';
      await em.flush();
      const feed = new Map([['x@airbnb', { uid: 'x@airbnb', startsAt: day(1), endsAt: day(2), summary: 'Reserved' }]]);
      await expect(tier.em().transactional(() => applyFeed({ villas, blocks }, villa.slug, FEED, [feed]))).rejects.toBeInstanceOf(FeedLinkChangedError);
      expect(await blocks.imported(villa.slug)).toEqual([]);
    }));

  it('rolls back every chunk already written when a later statement fails', () =>
    withVilla(async (villa) => {
      const em = tier.em();
      villa.airbnbIcalUrl = FEED;
      await em.flush();
      const first = new Map([['a@airbnb', { uid: 'a@airbnb', startsAt: day(1), endsAt: day(2), summary: 'Reserved' }]]);
      // Check-out before check-in breaks the table's dates check in the second chunk.
      const broken = new Map([['b@airbnb', { uid: 'b@airbnb', startsAt: day(5), endsAt: day(4), summary: 'Reserved' }]]);
      await expect(tier.em().transactional(() => applyFeed({ villas, blocks }, villa.slug, FEED, [first, broken]))).rejects.toThrow();
      expect(await blocks.imported(villa.slug)).toEqual([]);
    }));
});
