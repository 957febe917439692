import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { addDays, todayInBali } from '@prana/domain';
import type { CodedError } from '@prana/contracts';
import { SyncRunsRepository, type RunRecord } from '../../apps/api/src/calendar-sync/sync-runs.repository.ts';
import { VillaFeedsRepository } from '../../apps/api/src/calendar-sync/villa-feeds.repository.ts';
import { VillaFeed } from '../../apps/api/src/calendar-sync/villa-feed.entity.ts';
import { SyncRun } from '../../apps/api/src/calendar-sync/sync-run.entity.ts';
import { AvailabilityBlock } from '../../apps/api/src/calendar-sync/availability-block.entity.ts';
import type { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import { medium, type Medium } from './medium.ts';
import { newBlock, newFeed, newVilla, removeVilla } from './factories.ts';

describe('Sync runs on the database (medium)', () => {
  let tier: Medium;
  let runs: SyncRunsRepository;
  let feeds: VillaFeedsRepository;
  let villa: Villa;
  let feed: VillaFeed;
  let other: VillaFeed;
  let slug: string;
  const today = todayInBali(new Date());

  beforeAll(async () => {
    tier = await medium({ providers: [SyncRunsRepository, VillaFeedsRepository] });
    runs = tier.get(SyncRunsRepository);
    feeds = tier.get(VillaFeedsRepository);
    villa = await newVilla(tier.em());
    slug = villa.slug;
    feed = await newFeed(tier.em(), villa);
    other = await newFeed(tier.em(), villa, { channel: 'booking' });
  });
  afterAll(async () => {
    await tier.em().nativeDelete(SyncRun, { villa: { slug } });
    await removeVilla(tier.em(), slug);
    await tier.close();
  });

  const run = (minutesAgo: number, status: RunRecord['status'], failure: CodedError | null = null, of = feed): RunRecord => {
    const startedAt = new Date(Date.now() - minutesAgo * 60_000);
    return {
      id: randomUUID(),
      villaSlug: slug,
      feedId: of.id,
      direction: of.channel === 'airbnb' ? 'pull_airbnb' : 'pull',
      status,
      startedAt,
      finishedAt: new Date(startedAt.getTime() + 500),
      failure,
      changes: { created: 1, updated: 0, cancelled: 0 },
      skipped: { count: 0, reasons: [] },
    };
  };

  it('reads each feed’s sync health: last success, last run, failures since the success; and a villa’s upcoming conflicts', async () => {
    const health = async (of: VillaFeed) => (await feeds.health({ feedId: of.id }))[0];
    expect(await health(feed)).toMatchObject({ id: feed.id, villaSlug: slug, channel: 'airbnb', lastSyncedAt: null, lastStatus: null, consecutiveFailures: 0 });

    await runs.insert(run(50, 'failed', { code: 'sync.unexpected' }));
    const success = run(40, 'success');
    await runs.insert(success);
    await runs.insert(run(30, 'failed', { code: 'sync.closedEarly' }));
    const latest = run(20, 'failed', { code: 'sync.httpStatus', params: { status: 503, statusText: ' Service Unavailable' } });
    await runs.insert(latest);
    // The other feed's runs are its own.
    await runs.insert(run(10, 'success', null, other));
    const em = tier.em();
    const upcoming = await newBlock(em, villa, { startsAt: addDays(today, 3), endsAt: addDays(today, 5), feed, summary: 'Reserved' });
    // Checked out today: no longer upcoming.
    const past = await newBlock(em, villa, { startsAt: addDays(today, -2), endsAt: today, feed, summary: 'Reserved' });
    await em.nativeUpdate(AvailabilityBlock, { id: { $in: [upcoming.id, past.id] } }, { conflict: true });

    const mine = (await health(feed))!;
    expect(mine).toMatchObject({ lastStatus: 'failed', lastFailure: latest.failure, consecutiveFailures: 2 });
    expect(new Date(mine.lastSyncedAt!).toISOString()).toBe(success.finishedAt.toISOString());
    expect(new Date(mine.lastStartedAt!).toISOString()).toBe(latest.startedAt.toISOString());
    expect(await health(other)).toMatchObject({ lastStatus: 'success', consecutiveFailures: 0 });
    // The villa's feeds oldest first, and every feed when no filter is given.
    expect((await feeds.health({ villaSlug: slug })).map((row) => row.id)).toEqual([feed.id, other.id]);
    expect((await feeds.health()).find((row) => row.id === feed.id)).toEqual(mine);
    expect((await runs.conflicts(today, slug)).get(slug)).toBe(1);
  });

  it('stores the events a run left out, with their reasons', async () => {
    const skipped = { ...run(2, 'success'), skipped: { count: 2, reasons: [{ code: 'sync.eventUnreadable' as const, params: { uid: 'a@x', reason: 'duplicate DTSTART encountered' } }] } };
    await runs.insert(skipped);
    expect(await tier.em().findOne(SyncRun, { id: skipped.id })).toMatchObject({ skipped: 2, skippedReasons: skipped.skipped.reasons });
  });

  it('keeps a run whose feed was removed during its pull, without its feed', async () => {
    const gone = await newFeed(tier.em(), villa, { channel: 'vrbo' });
    await tier.em().nativeDelete(VillaFeed, { id: gone.id });
    const orphan = run(5, 'failed', { code: 'sync.linkChanged' }, gone);
    await runs.insert(orphan);
    expect(await tier.em().findOne(SyncRun, { id: orphan.id })).toMatchObject({ feed: null });
  });

  it('reads a villa’s runs newest first, a feed’s latest run since a moment, and the last success of any villa', async () => {
    const own = await newFeed(tier.em(), villa, { channel: 'airbnb' });
    const older = run(8, 'success', null, own);
    const newer = { ...run(6, 'failed', { code: 'sync.unexpected' }, own), skipped: { count: 1, reasons: [{ code: 'sync.eventUnreadable' as const, params: { uid: 'b@x', reason: 'no DTSTART' } }] } };
    await runs.insert(older);
    await runs.insert(newer);
    const listed = await runs.ofVilla(slug, 100);
    expect(listed.map((row) => Date.parse(row.startedAt))).toEqual([...listed.map((row) => Date.parse(row.startedAt))].sort((a, b) => b - a));
    expect(listed.find((row) => row.id === newer.id)).toMatchObject({
      feedId: own.id,
      status: 'failed',
      direction: 'pull_airbnb',
      durationMs: 500,
      failure: { code: 'sync.unexpected' },
      created: 1,
      skipped: 1,
      skippedReasons: newer.skipped.reasons,
    });
    expect(await runs.ofVilla(slug, 1)).toHaveLength(1);

    expect((await runs.latestOfFeedSince(own.id, older.startedAt))?.id).toBe(newer.id);
    // Finished before the moment asked: not since.
    expect(await runs.latestOfFeedSince(own.id, new Date(newer.finishedAt.getTime() + 1))).toBeUndefined();

    const last = await runs.lastSuccessAt();
    expect(Date.parse(last!)).toBeGreaterThanOrEqual(older.finishedAt.getTime());
  });
});
