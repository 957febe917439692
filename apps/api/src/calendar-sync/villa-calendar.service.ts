import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { renderError, type AvailabilityBlockResponse, type AvailabilityQuery, type SyncResultResponse, type SyncRunResponse, type VillaResponse } from '@prana/contracts';
import { isIsoDate, todayInBali } from '@prana/domain';
import { toVillaResponse, VillasService } from '../catalogue/villas.service.ts';
import { AvailabilityBlocksRepository, toBlockResponse } from './availability-blocks.repository.ts';
import { SyncRun } from './sync-run.entity.ts';
import { CalendarSchedules } from './calendar-schedules.service.ts';
import { CalendarSyncRequests } from './calendar-sync-requests.service.ts';
import { RealtimeService } from '../realtime/realtime.service.ts';
import { ApiException } from '../common/api-exception.ts';

function toSyncRunResponse(run: SyncRun): SyncRunResponse {
  return {
    id: run.id,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    status: run.status,
    direction: run.direction,
    durationMs: run.durationMs,
    errorMessage: run.failure && renderError(run.failure),
    failure: run.failure,
    changesDetected: run.created + run.updated + run.cancelled,
    changes: { created: run.created, updated: run.updated, cancelled: run.cancelled },
  };
}

function requireDate(value: string | undefined, name: string): void {
  if (value !== undefined && !isIsoDate(value)) throw new ApiException(400, 'ical.queryDate', { name });
}

/** A villa's calendar as staff manage it: the inbound link, on-demand sync, blocks and runs. */
@Injectable()
export class VillaCalendarService {
  constructor(
    private readonly em: EntityManager,
    private readonly villas: VillasService,
    private readonly blocks: AvailabilityBlocksRepository,
    private readonly schedules: CalendarSchedules,
    private readonly requests: CalendarSyncRequests,
    private readonly realtime: RealtimeService,
  ) {}

  /** Stores or removes the inbound link; its schedule follows. Imported blocks stay as they are. */
  async updateFeed(slug: string, url: string | null): Promise<VillaResponse> {
    const villa = await this.villas.getBySlug(slug);
    if (villa.airbnbIcalUrl !== url) {
      villa.airbnbIcalUrl = url;
      // The validators belong to the old link: the new one starts with a full download.
      villa.airbnbFeedEtag = null;
      villa.airbnbFeedLastModified = null;
      villa.airbnbFeedDigest = null;
      await this.em.flush();
      // Visitors' villa list says whether a feed is linked.
      this.realtime.publicDataChanged();
    }
    if (url) await this.schedules.schedule(slug);
    else await this.schedules.unschedule(slug);
    const calendars = await this.villas.calendars(todayInBali(new Date()), slug);
    return toVillaResponse(villa, { revealFeedToken: true, calendar: calendars.get(slug) ?? null });
  }

  async sync(slug: string): Promise<SyncResultResponse> {
    const villa = await this.villas.getBySlug(slug);
    if (!villa.airbnbIcalUrl) throw new ApiException(409, 'ical.noLink', { villa: villa.name });
    return this.requests.sync(slug);
  }

  async availability(slug: string, query: AvailabilityQuery, now = new Date()): Promise<AvailabilityBlockResponse[]> {
    requireDate(query.start, 'start');
    requireDate(query.end, 'end');
    if (query.start && query.end && query.end <= query.start) throw new ApiException(400, 'ical.endAfterStart');
    // A block that checks out today has ended; one that checks out tomorrow is still under way.
    const endsAfter = [query.upcoming ? todayInBali(now) : undefined, query.start].filter((date) => date !== undefined).sort().at(-1);
    const blocks = await this.blocks.list(slug, { includeCancelled: query.includeCancelled ?? false, endsAfter, startsBefore: query.end });
    if (!blocks) throw new ApiException(404, 'booking.villaNotFound', { slug });
    return blocks.map(toBlockResponse);
  }

  async runs(slug: string, limit: number): Promise<SyncRunResponse[]> {
    await this.villas.getBySlug(slug);
    const runs = await this.em.find(SyncRun, { villa: { slug } }, { orderBy: { startedAt: 'desc' }, limit });
    return runs.map(toSyncRunResponse);
  }
}
