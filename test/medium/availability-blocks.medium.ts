import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBali } from '@prana/domain';
import { AvailabilityBlocksRepository } from '../../apps/api/src/calendar-sync/availability-blocks.repository.ts';
import { AvailabilityBlock } from '../../apps/api/src/calendar-sync/availability-block.entity.ts';
import { VillaFeedsRepository } from '../../apps/api/src/calendar-sync/villa-feeds.repository.ts';
import { applyFeed, FeedLinkChangedError, markConflicts, type PulledFeed } from '../../apps/api/src/calendar-sync/import-writer.ts';
import type { FeedEvent } from '../../apps/api/src/calendar-sync/feed-parser.ts';
import type { VillaFeed } from '../../apps/api/src/calendar-sync/villa-feed.entity.ts';
import type { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import { medium, type Medium } from './medium.ts';
import { newBlock, newBooking, newFeed, newVilla, removeVilla } from './factories.ts';

const FEED = 'https://www.airbnb.com/calendar/ical/medium.ics';
const pulled = (feed: VillaFeed, url = FEED): PulledFeed => ({ id: feed.id, villaSlug: feed.villa.slug, channel: feed.channel, url });
const stay = (uid: string, startsAt: string, endsAt: string): FeedEvent => ({ uid, startsAt, endsAt, summary: 'Reserved', reservationUrl: null, phoneLast4: null });

describe('Availability blocks on the database (medium)', () => {
  let tier: Medium;
  let blocks: AvailabilityBlocksRepository;
  let feeds: VillaFeedsRepository;
  const day = (offset: number) => addDays(todayInBali(new Date()), offset);

  beforeAll(async () => {
    tier = await medium({ providers: [AvailabilityBlocksRepository, VillaFeedsRepository] });
    blocks = tier.get(AvailabilityBlocksRepository);
    feeds = tier.get(VillaFeedsRepository);
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

  /** Three direct stays: one leaves late on day 5, one arrives early on day 12, an ordinary one from day 20 to 22. */
  async function staysWithTimes(villa: Villa) {
    const em = tier.em();
    const late = await newBooking(em, villa, { fromToday: 2, nights: 3, departureTime: '16:00' });
    const lateBlock = await newBlock(em, villa, { startsAt: day(2), endsAt: day(5), source: 'direct', booking: late });
    const early = await newBooking(em, villa, { fromToday: 12, nights: 2, arrivalTime: '09:00' });
    const earlyBlock = await newBlock(em, villa, { startsAt: day(12), endsAt: day(14), source: 'direct', booking: early });
    const plain = await newBooking(em, villa, { fromToday: 20, nights: 2 });
    await newBlock(em, villa, { startsAt: day(20), endsAt: day(22), source: 'direct', booking: plain });
    return { late, lateBlock, early, earlyBlock, plain };
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
        feedId: null,
        reservationUrl: null,
        phoneLast4: null,
        reason: null,
        bookingId: null,
      });
    }));

  it('applies a feed by UID in one transaction: creates, moves, cancels, and flags the reservation that clashes with a hold', () =>
    withVilla(async (villa) => {
      const em = tier.em();
      const feed = await newFeed(em, villa, { url: FEED });
      const hold = await newBlock(em, villa, { startsAt: day(30), endsAt: day(33), source: 'manual' });
      const moving = await newBlock(em, villa, { startsAt: day(3), endsAt: day(5), feed, uid: 'moving@airbnb' });
      const gone = await newBlock(em, villa, { startsAt: day(7), endsAt: day(8), feed, uid: 'gone@airbnb' });
      const events = new Map([
        ['moving@airbnb', stay('moving@airbnb', day(4), day(6))],
        ['new@airbnb', stay('new@airbnb', day(31), day(34))],
      ]);

      const applied = await tier.em().transactional(() => applyFeed({ feeds, blocks }, pulled(feed), [events]));

      expect(applied.changes).toEqual({ created: 1, updated: 1, cancelled: 1 });
      expect(applied.newConflicts).toHaveLength(1);
      expect(applied.newConflicts[0]!.conflictsWith.id).toBe(hold.id);
      const rows = await blocks.imported(feed.id);
      expect(rows.find((row) => row.id === moving.id)).toMatchObject({ startsAt: day(4), endsAt: day(6), status: 'active' });
      expect(rows.find((row) => row.id === gone.id)).toMatchObject({ status: 'cancelled', conflict: false });
      expect(rows.find((row) => row.uid === 'new@airbnb')).toMatchObject({ startsAt: day(31), endsAt: day(34), conflict: true, source: 'airbnb', feedId: feed.id });

      // The hold is released: the next pass clears the flag and reports no new conflict.
      await tier.em().nativeUpdate(AvailabilityBlock, { id: hold.id }, { status: 'cancelled' });
      const cleared = await tier.em().transactional(() => markConflicts({ feeds, blocks }, villa.slug, new Date()));
      expect(cleared).toEqual({ added: [], changed: true });
      expect((await blocks.imported(feed.id)).some((row) => row.conflict)).toBe(false);
    }));

  it("diffs each feed within itself: one feed's pull never touches another feed's blocks, even under the same UID", () =>
    withVilla(async (villa) => {
      const em = tier.em();
      const airbnb = await newFeed(em, villa, { url: FEED });
      const booking = await newFeed(em, villa, { channel: 'booking', url: 'https://admin.booking.com/hotel/ical/medium.ics' });
      const theirs = await newBlock(em, villa, { startsAt: day(3), endsAt: day(5), feed: booking, uid: 'shared-uid' });
      const applied = await tier.em().transactional(() => applyFeed({ feeds, blocks }, pulled(airbnb), [new Map([['shared-uid', stay('shared-uid', day(10), day(12))]])]));
      expect(applied.changes).toEqual({ created: 1, updated: 0, cancelled: 0 });
      expect(await blocks.imported(booking.id)).toEqual([expect.objectContaining({ id: theirs.id, startsAt: day(3), status: 'active', source: 'booking' })]);
    }));

  it('writes nothing when the link changed while the feed was fetched', () =>
    withVilla(async (villa) => {
      const feed = await newFeed(tier.em(), villa, { url: 'https://www.airbnb.com/calendar/ical/new-link.ics' });
      const events = new Map([['x@airbnb', stay('x@airbnb', day(1), day(2))]]);
      await expect(tier.em().transactional(() => applyFeed({ feeds, blocks }, pulled(feed), [events]))).rejects.toBeInstanceOf(FeedLinkChangedError);
      expect(await blocks.imported(feed.id)).toEqual([]);
    }));

  it('rolls back every chunk already written when a later statement fails', () =>
    withVilla(async (villa) => {
      const feed = await newFeed(tier.em(), villa, { url: FEED });
      const first = new Map([['a@airbnb', stay('a@airbnb', day(1), day(2))]]);
      // Check-out before check-in breaks the table's dates check in the second chunk.
      const broken = new Map([['b@airbnb', stay('b@airbnb', day(5), day(4))]]);
      await expect(tier.em().transactional(() => applyFeed({ feeds, blocks }, pulled(feed), [first, broken]))).rejects.toThrow();
      expect(await blocks.imported(feed.id)).toEqual([]);
    }));

  it('reads what is in the way of nights: the first active block, the nights taken, every villa’s window', () =>
    withVilla(async (villa) => {
      const em = tier.em();
      const stayed = await newBlock(em, villa, { startsAt: day(3), endsAt: day(5), source: 'direct' });
      await newBlock(em, villa, { startsAt: day(4), endsAt: day(6), source: 'airbnb' });
      await newBlock(em, villa, { startsAt: day(8), endsAt: day(9), status: 'cancelled' });

      expect((await blocks.firstInTheWay(villa.slug, { checkIn: day(2), checkOut: day(10) }))?.id).toBe(stayed.id);
      // Blocks are [startsAt, endsAt): a stay that checks in on a block's check-out day is free.
      expect(await blocks.firstInTheWay(villa.slug, { checkIn: day(6), checkOut: day(10) })).toBeUndefined();
      expect(await blocks.unavailableNights(villa.slug, day(4), day(10))).toEqual([day(4), day(5)]);
      const window = (await blocks.window(day(5), day(9))).filter((row) => row.villaSlug === villa.slug);
      expect(window.map((row) => [row.startsAt, row.source])).toEqual([[day(4), 'airbnb']]);
    }));

  it('keeps the day of an approved late check-out or early check-in from another stay: booking, moving and the outbound feed', () =>
    withVilla(async (villa) => {
      const { late, lateBlock, early, earlyBlock, plain } = await staysWithTimes(villa);

      // Arriving on the late check-out day, or leaving on the early check-in day, is refused.
      expect((await blocks.firstInTheWay(villa.slug, { checkIn: day(5), checkOut: day(8) }))?.id).toBe(lateBlock.id);
      expect((await blocks.firstInTheWay(villa.slug, { checkIn: day(9), checkOut: day(12) }))?.id).toBe(earlyBlock.id);
      // A day later, a day sooner, or beside a stay with standard times: free, as before.
      expect(await blocks.firstInTheWay(villa.slug, { checkIn: day(6), checkOut: day(11) })).toBeUndefined();
      expect(await blocks.firstInTheWay(villa.slug, { checkIn: day(22), checkOut: day(24) })).toBeUndefined();
      expect(await blocks.firstInTheWay(villa.slug, { checkIn: day(17), checkOut: day(20) })).toBeUndefined();
      // The stay that moves keeps its own times: leaving late on the day another stay arrives is refused.
      expect(await blocks.firstInTheWay(villa.slug, { checkIn: day(15), checkOut: day(18), bookingId: late.id })).toBeUndefined();
      expect((await blocks.firstInTheWay(villa.slug, { checkIn: day(17), checkOut: day(20), bookingId: late.id }))?.bookingId).toBe(plain.id);
      expect((await blocks.firstInTheWay(villa.slug, { checkIn: day(22), checkOut: day(24), bookingId: early.id }))?.bookingId).toBe(plain.id);
      // Its own block is never in its way.
      expect(await blocks.firstInTheWay(villa.slug, { checkIn: day(3), checkOut: day(6), bookingId: late.id })).toBeUndefined();

      // A channel's calendar and the visitor's know nights: the night of the late day and the night before the early one are held.
      expect(await blocks.unavailableNights(villa.slug, day(4), day(13))).toEqual([day(4), day(5), day(11), day(12)]);
      const sent = (await blocks.outbound(villa.slug, day(0))).map((row) => [row.id, row.startsAt, row.endsAt]);
      expect(sent).toEqual([
        [lateBlock.id, day(2), day(6)],
        [earlyBlock.id, day(11), day(14)],
        [expect.any(String), day(20), day(22)],
      ]);
    }));

  it('flags an imported reservation that arrives on an approved late check-out’s day or leaves on an early check-in’s day', () =>
    withVilla(async (villa) => {
      const feed = await newFeed(tier.em(), villa, { url: FEED });
      const { lateBlock, earlyBlock } = await staysWithTimes(villa);
      const events = new Map([
        ['after-late@airbnb', stay('after-late@airbnb', day(5), day(7))],
        ['before-early@airbnb', stay('before-early@airbnb', day(10), day(12))],
        ['after-plain@airbnb', stay('after-plain@airbnb', day(22), day(24))],
      ]);

      const applied = await tier.em().transactional(() => applyFeed({ feeds, blocks }, pulled(feed), [events]));

      // Told with the stay's own nights, as staff see it on the calendar.
      const told = applied.newConflicts.map((conflict) => [conflict.block.startsAt, conflict.conflictsWith.id, conflict.conflictsWith.startsAt, conflict.conflictsWith.endsAt]);
      expect(told.sort((a, b) => a[0]!.localeCompare(b[0]!))).toEqual([
        [day(5), lateBlock.id, day(2), day(5)],
        [day(10), earlyBlock.id, day(12), day(14)],
      ]);
      const flagged = (await blocks.imported(feed.id)).filter((row) => row.conflict).map((row) => row.uid);
      expect(flagged.sort()).toEqual(['after-late@airbnb', 'before-early@airbnb']);
    }));

  it('sends the outbound feed every active block not yet ended, with when it last changed', () =>
    withVilla(async (villa) => {
      const em = tier.em();
      const current = await newBlock(em, villa, { startsAt: day(-1), endsAt: day(1), source: 'direct' });
      await newBlock(em, villa, { startsAt: day(-5), endsAt: day(-1), source: 'direct' });
      await newBlock(em, villa, { startsAt: day(3), endsAt: day(4), status: 'cancelled' });
      const rows = await blocks.outbound(villa.slug, day(0));
      expect(rows.map((row) => row.id)).toEqual([current.id]);
      expect(rows[0]).toMatchObject({ startsAt: day(-1), endsAt: day(1), source: 'direct', summary: null, updatedAt: expect.anything() });
    }));

  it('revises a booking’s active block, and only that one, when what it holds changes', () =>
    withVilla(async (villa) => {
      const em = tier.em();
      const booking = await newBooking(em, villa, { fromToday: 5, nights: 2 });
      const own = await newBlock(em, villa, { startsAt: day(5), endsAt: day(7), source: 'direct', booking });
      const other = await newBlock(em, villa, { startsAt: day(9), endsAt: day(10), source: 'direct' });
      const revised = new Date('2030-01-02T03:04:05Z');
      await blocks.reviseForBooking(booking.id, revised);
      const rows = await blocks.outbound(villa.slug, day(0));
      expect(new Date(rows.find((row) => row.id === own.id)!.updatedAt)).toEqual(revised);
      expect(new Date(rows.find((row) => row.id === other.id)!.updatedAt)).not.toEqual(revised);
    }));

  it('moves a feed’s blocks to its new channel and releases them when it is removed', () =>
    withVilla(async (villa) => {
      const em = tier.em();
      const feed = await newFeed(em, villa);
      const active = await newBlock(em, villa, { startsAt: day(3), endsAt: day(5), feed });
      const cancelled = await newBlock(em, villa, { startsAt: day(6), endsAt: day(7), feed, status: 'cancelled' });
      await blocks.setFeedSource(feed.id, 'booking');
      expect((await blocks.imported(feed.id)).map((row) => row.source)).toEqual(['booking', 'booking']);

      expect(await blocks.releaseFeed(feed.id, 'Wayan', new Date())).toBe(1);
      const rows = await blocks.imported(feed.id);
      expect(rows.find((row) => row.id === active.id)).toMatchObject({ status: 'cancelled', reason: 'feed removed', conflict: false });
      expect(rows.find((row) => row.id === cancelled.id)).toMatchObject({ status: 'cancelled', reason: null });
      expect(await tier.em().findOne(AvailabilityBlock, { id: active.id })).toMatchObject({ releasedBy: 'Wayan' });
    }));

  it('places a hold, locks it and releases it; the exclusion constraint refuses a hold over a direct booking', () =>
    withVilla(async (villa) => {
      const hold = await blocks.createHold(villa.slug, { startsAt: day(10), endsAt: day(12), reason: 'Painting', heldBy: 'Wayan' }, new Date());
      expect(hold).toMatchObject({ villaSlug: villa.slug, startsAt: day(10), endsAt: day(12), status: 'active', source: 'manual', reason: 'Painting', feedId: null, conflict: false });
      expect(await tier.em().findOne(AvailabilityBlock, { id: hold.id })).toMatchObject({ heldBy: 'Wayan' });

      await expect(blocks.createHold(villa.slug, { startsAt: day(11), endsAt: day(13), reason: 'Twice', heldBy: 'Wayan' }, new Date())).rejects.toMatchObject({ code: '23P01' });

      // Only the villa's manual blocks are holds.
      const stay = await newBlock(tier.em(), villa, { startsAt: day(20), endsAt: day(22), source: 'direct' });
      expect(await blocks.lockHold(villa.slug, stay.id)).toBeUndefined();
      expect(await blocks.lockHold('no-such-villa', hold.id)).toBeUndefined();
      expect(await tier.em().transactional(() => blocks.lockHold(villa.slug, hold.id))).toEqual({ id: hold.id, status: 'active' });

      await blocks.releaseHold(hold.id, 'Made', new Date());
      expect(await blocks.lockHold(villa.slug, hold.id)).toEqual({ id: hold.id, status: 'cancelled' });
      expect(await tier.em().findOne(AvailabilityBlock, { id: hold.id })).toMatchObject({ status: 'cancelled', releasedBy: 'Made' });
    }));

  it('reads and sets an imported reservation’s payout; a pull that moves its dates keeps it, and a pull that drops it before its end takes it off the ledger', () =>
    withVilla(async (villa) => {
      const feed = await newFeed(tier.em(), villa);
      const uid = 'payout-uid@airbnb.com';
      await tier.em().transactional(() => applyFeed({ feeds, blocks }, pulled(feed, feed.url), [new Map([[uid, stay(uid, day(10), day(13))]])]));
      const [block] = await blocks.imported(feed.id);
      expect(await blocks.payout(block!.id, false)).toEqual({ id: block!.id, villaSlug: villa.slug, source: 'airbnb', startsAt: day(10), endsAt: day(13), payout: null, onLedger: true });
      await blocks.setPayout(block!.id, 7_250_000);
      expect((await tier.em().transactional(() => blocks.payout(block!.id, true)))?.payout).toBe(7_250_000);

      await tier.em().transactional(() => applyFeed({ feeds, blocks }, pulled(feed, feed.url), [new Map([[uid, stay(uid, day(11), day(14))]])]));
      expect(await blocks.payout(block!.id, false)).toMatchObject({ startsAt: day(11), endsAt: day(14), payout: 7_250_000, onLedger: true });
      await tier.em().transactional(() => applyFeed({ feeds, blocks }, pulled(feed, feed.url), [new Map()]));
      expect(await blocks.payout(block!.id, false)).toMatchObject({ payout: 7_250_000, onLedger: false });
      await blocks.setPayout(block!.id, null);
      expect((await blocks.payout(block!.id, false))?.payout).toBeNull();
      expect(await blocks.payout('00000000-0000-4000-8000-000000000000', false)).toBeUndefined();
    }));
});
