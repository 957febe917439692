import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { addDays, todayInBali } from '@prana/domain';
import type { CodedError } from '@prana/contracts';
import { SyncRunsRepository, type RunRecord } from '../../apps/api/src/calendar-sync/sync-runs.repository.ts';
import { SyncRun } from '../../apps/api/src/calendar-sync/sync-run.entity.ts';
import { AvailabilityBlock } from '../../apps/api/src/calendar-sync/availability-block.entity.ts';
import type { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import { medium, type Medium } from './medium.ts';
import { newBlock, newVilla, removeVilla } from './factories.ts';

describe('Sync runs on the database (medium)', () => {
  let tier: Medium;
  let runs: SyncRunsRepository;
  let villa: Villa;
  let slug: string;
  const today = todayInBali(new Date());

  beforeAll(async () => {
    tier = await medium({ providers: [SyncRunsRepository] });
    runs = tier.get(SyncRunsRepository);
    villa = await newVilla(tier.em());
    slug = villa.slug;
  });
  afterAll(async () => {
    await tier.em().nativeDelete(SyncRun, { villa: { slug } });
    await removeVilla(tier.em(), slug);
    await tier.close();
  });

  const run = (minutesAgo: number, status: RunRecord['status'], failure: CodedError | null = null): RunRecord => {
    const startedAt = new Date(Date.now() - minutesAgo * 60_000);
    return { id: randomUUID(), villaSlug: slug, status, startedAt, finishedAt: new Date(startedAt.getTime() + 500), failure, changes: { created: 1, updated: 0, cancelled: 0 } };
  };

  it('reads a villa’s sync health: last success, last run, failures since the success, upcoming conflicts only', async () => {
    expect(await runs.calendarHealth(today, slug)).toEqual([
      { slug, lastSyncedAt: null, lastStatus: null, lastStartedAt: null, lastFailure: null, consecutiveFailures: 0, conflicts: 0 },
    ]);

    await runs.insert(run(50, 'failed', { code: 'sync.unexpected' }));
    const success = run(40, 'success');
    await runs.insert(success);
    await runs.insert(run(30, 'failed', { code: 'sync.closedEarly' }));
    const latest = run(20, 'failed', { code: 'sync.httpStatus', params: { status: 503, statusText: ' Service Unavailable' } });
    await runs.insert(latest);
    const em = tier.em();
    const upcoming = await newBlock(em, villa, { startsAt: addDays(today, 3), endsAt: addDays(today, 5), source: 'airbnb', summary: 'Reserved' });
    // Checked out today: no longer upcoming.
    const past = await newBlock(em, villa, { startsAt: addDays(today, -2), endsAt: today, source: 'airbnb', summary: 'Reserved' });
    await em.nativeUpdate(AvailabilityBlock, { id: { $in: [upcoming.id, past.id] } }, { conflict: true });

    const [health] = await runs.calendarHealth(today, slug);
    expect(health).toMatchObject({ slug, lastStatus: 'failed', lastFailure: latest.failure, consecutiveFailures: 2, conflicts: 1 });
    expect(new Date(health!.lastSyncedAt!).toISOString()).toBe(success.finishedAt.toISOString());
    expect(new Date(health!.lastStartedAt!).toISOString()).toBe(latest.startedAt.toISOString());
    // Every villa when no slug is given, this one among them.
    expect((await runs.calendarHealth(today)).find((row) => row.slug === slug)).toEqual(health);
  });
});
