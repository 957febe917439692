import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { VillaCalendarStatus, VillaFeedResponse, VillaResponse } from '@prana/contracts';
import { todayInBali } from '@prana/domain';
import { toFeedResponse, toVillaCalendarStatus } from '../calendar-sync/villa-calendar-status.ts';
import { SyncRunsRepository } from '../calendar-sync/sync-runs.repository.ts';
import { VillaFeedsRepository } from '../calendar-sync/villa-feeds.repository.ts';
import { VillasRepository, type VillaRow } from './villas.repository.ts';
import { Villa } from './villa.entity.ts';
import { ApiException } from '../common/api-exception.ts';

/** The inbound feed URL is write-only: only whether one is stored leaves the server. */
/** A villa's calendar as staff see it: its sync health and its feeds'. */
export interface VillaCalendarView {
  calendar: VillaCalendarStatus;
  feeds: VillaFeedResponse[];
}

const NO_FEEDS: VillaCalendarView = { calendar: toVillaCalendarStatus([], 0), feeds: [] };

export function toVillaResponse(row: VillaRow, options: { revealFeedToken: boolean; calendar?: VillaCalendarView | null }): VillaResponse {
  return {
    slug: row.slug,
    name: row.name,
    site: row.siteName,
    siteId: row.siteId,
    status: row.status,
    hasAirbnbFeed: row.hasAirbnbFeed,
    outboundFeedConfigured: row.outboundFeedToken !== null,
    outboundFeedToken: options.revealFeedToken ? row.outboundFeedToken : null,
    maxGuests: row.maxGuests,
    calendar: options.calendar?.calendar ?? null,
    feeds: options.calendar?.feeds ?? null,
  };
}

@Injectable()
export class VillasService {
  constructor(
    private readonly em: EntityManager,
    private readonly villas: VillasRepository,
    private readonly runs: SyncRunsRepository,
    private readonly feeds: VillaFeedsRepository,
  ) {}

  /**
   * Sorted by site then name, as every villa list shows them; unassigned villas last. Staff also see
   * each villa's sync health (last pull, failures in a row, double bookings); the outbound feed's
   * token only the roles that manage channels, since whoever holds it reads the villa's calendar.
   */
  async list(viewer: { staff: boolean; managesChannels: boolean }): Promise<VillaResponse[]> {
    const villas = await this.villas.list();
    const calendars = viewer.staff ? await this.calendars(todayInBali(new Date())) : null;
    return villas.map((villa) =>
      toVillaResponse(villa, { revealFeedToken: viewer.managesChannels, calendar: calendars && (calendars.get(villa.slug) ?? NO_FEEDS) }),
    );
  }

  /** One villa as staff see it (its feed token and sync health). */
  async staffView(slug: string): Promise<VillaResponse> {
    const [row] = await this.villas.list(slug);
    if (!row) throw new ApiException('booking.villaNotFound', { slug });
    const calendars = await this.calendars(todayInBali(new Date()), slug);
    return toVillaResponse(row, { revealFeedToken: true, calendar: calendars.get(slug) ?? NO_FEEDS });
  }

  /** Sync health and feeds per villa slug (or of the one villa), for staff: the villa's health is its feeds'. */
  async calendars(today: string, slug?: string, now = new Date()): Promise<Map<string, VillaCalendarView>> {
    const [rows, conflicts] = await Promise.all([this.feeds.health({ villaSlug: slug }), this.runs.conflicts(today, slug)]);
    const feeds = new Map<string, VillaFeedResponse[]>();
    for (const row of rows) feeds.set(row.villaSlug, [...(feeds.get(row.villaSlug) ?? []), toFeedResponse(row, now)]);
    const slugs = new Set([...feeds.keys(), ...conflicts.keys()]);
    return new Map(
      [...slugs].map((villaSlug) => {
        const mine = feeds.get(villaSlug) ?? [];
        return [villaSlug, { calendar: toVillaCalendarStatus(mine.map((feed) => feed.calendar), conflicts.get(villaSlug) ?? 0), feeds: mine }];
      }),
    );
  }

  async getBySlug(slug: string): Promise<Villa> {
    const villa = await this.em.findOne(Villa, { slug }, { populate: ['site'] });
    if (!villa) throw new ApiException('booking.villaNotFound', { slug });
    return villa;
  }
}
