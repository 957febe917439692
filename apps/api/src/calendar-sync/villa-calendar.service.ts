import { Injectable } from '@nestjs/common';
import { renderError, type AvailabilityBlockResponse, type AvailabilityQuery, type SyncResultResponse, type SyncRunResponse, type VillaResponse } from '@prana/contracts';
import { isIsoDate, todayInBali } from '@prana/domain';
import { VillasService } from '../catalogue/villas.service.ts';
import { VillaCalendars } from './villa-calendars.service.ts';
import { AvailabilityBlocksRepository, toBlockResponse } from './availability-blocks.repository.ts';
import { SyncRunsRepository, type RunRow } from './sync-runs.repository.ts';
import { VillaFeedsService } from './villa-feeds.service.ts';
import type { Actor } from '../journal/back-office-journal.service.ts';
import { ApiException } from '../common/api-exception.ts';
import { ProcessCache } from '../common/process-cache.ts';
import { RealtimeService } from '../realtime/realtime.service.ts';

/** Like the visitors' reads (PublicReadCache): a safety net for a change no event announced. */
const BLOCKS_CACHE_MAX_AGE_MS = 60_000;
const BLOCKS_CACHE_MAX_ENTRIES = 500;

function toSyncRunResponse(run: RunRow): SyncRunResponse {
  return {
    id: run.id,
    startedAt: new Date(run.startedAt).toISOString(),
    finishedAt: run.finishedAt === null ? null : new Date(run.finishedAt).toISOString(),
    status: run.status,
    direction: run.direction,
    durationMs: run.durationMs,
    errorMessage: run.failure && renderError(run.failure),
    failure: run.failure,
    changesDetected: run.created + run.updated + run.cancelled,
    changes: { created: run.created, updated: run.updated, cancelled: run.cancelled },
    feedId: run.feedId,
    skipped: run.skipped,
    skippedReasons: run.skippedReasons ?? [],
  };
}

function requireDate(value: string | undefined, name: string): void {
  if (value !== undefined && !isIsoDate(value)) throw new ApiException('ical.queryDate', { name });
}

/** A villa's calendar as staff manage it: its Airbnb link and sync, blocks and runs. */
@Injectable()
export class VillaCalendarService {
  /**
   * A villa's blocks by villa and query, per process; dropped in every process with the visitors'
   * cached reads (`availability.changed`, a feed changed). Only the data: the route's permission is
   * checked on every request before the handler runs.
   */
  private readonly blocksCache = new ProcessCache<AvailabilityBlockResponse[]>(BLOCKS_CACHE_MAX_AGE_MS, BLOCKS_CACHE_MAX_ENTRIES);

  constructor(
    private readonly villas: VillasService,
    private readonly calendars: VillaCalendars,
    private readonly blocks: AvailabilityBlocksRepository,
    private readonly feeds: VillaFeedsService,
    private readonly syncRuns: SyncRunsRepository,
    realtime: RealtimeService,
  ) {
    realtime.onPublicDataChanged(() => this.blocksCache.clear());
  }

  /** Stores or removes the villa's Airbnb feed (its schedule follows; a removed feed releases its blocks). */
  async updateFeed(slug: string, url: string | null, actor: Actor): Promise<VillaResponse> {
    await this.feeds.setAirbnbLink(slug, url, actor);
    return this.calendars.staffView(slug);
  }

  sync(slug: string): Promise<SyncResultResponse> {
    return this.feeds.syncAirbnb(slug);
  }

  async availability(slug: string, query: AvailabilityQuery, now = new Date()): Promise<AvailabilityBlockResponse[]> {
    requireDate(query.start, 'start');
    requireDate(query.end, 'end');
    if (query.start && query.end && query.end <= query.start) throw new ApiException('ical.endAfterStart');
    // A block that checks out today has ended; one that checks out tomorrow is still under way.
    const endsAfter = [query.upcoming ? todayInBali(now) : undefined, query.start].filter((date) => date !== undefined).sort().at(-1);
    const filter = { includeCancelled: query.includeCancelled ?? false, endsAfter, startsBefore: query.end };
    const key = JSON.stringify([slug, filter.includeCancelled, endsAfter ?? null, filter.startsBefore ?? null]);
    return this.blocksCache.getOrCompute(key, async () => {
      const blocks = await this.blocks.list(slug, filter);
      if (!blocks) throw new ApiException('booking.villaNotFound', { slug });
      return blocks.map(toBlockResponse);
    });
  }

  async runs(slug: string, limit: number): Promise<SyncRunResponse[]> {
    await this.villas.getBySlug(slug);
    return (await this.syncRuns.ofVilla(slug, limit)).map(toSyncRunResponse);
  }
}
