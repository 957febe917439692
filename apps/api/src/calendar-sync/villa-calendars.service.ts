import { Injectable } from '@nestjs/common';
import type { VillaFeedResponse, VillaResponse } from '@prana/contracts';
import { todayInBali } from '@prana/domain';
import { toVillaResponse, VillasService, type VillaCalendarSource, type VillaCalendarView } from '../catalogue/villas.service.ts';
import { VillasRepository } from '../catalogue/villas.repository.ts';
import { ApiException } from '../common/api-exception.ts';
import { SyncRunsRepository } from './sync-runs.repository.ts';
import { VillaFeedsRepository } from './villa-feeds.repository.ts';
import { toFeedResponse, toVillaCalendarStatus } from './villa-calendar-status.ts';

const NO_FEEDS: VillaCalendarView = { calendar: toVillaCalendarStatus([], 0), feeds: [] };

/** Each villa's sync health and feeds as staff see them beside the villa (GET /api/villas, a villa's staff view). */
@Injectable()
export class VillaCalendars implements VillaCalendarSource {
  constructor(
    villas: VillasService,
    private readonly villaRows: VillasRepository,
    private readonly runs: SyncRunsRepository,
    private readonly feeds: VillaFeedsRepository,
  ) {
    villas.readCalendarsFrom(this);
  }

  /** One villa as staff see it (its feed token and sync health). */
  async staffView(slug: string): Promise<VillaResponse> {
    const [row] = await this.villaRows.list(slug);
    if (!row) throw new ApiException('booking.villaNotFound', { slug });
    const calendarOf = await this.calendars(todayInBali(new Date()), slug);
    return toVillaResponse(row, { revealFeedToken: true, calendar: calendarOf(slug) });
  }

  /** Sync health and feeds per villa slug (or of the one villa), for staff: the villa's health is its feeds'. */
  async calendars(today: string, slug?: string, now = new Date()): Promise<(slug: string) => VillaCalendarView> {
    const [rows, conflicts] = await Promise.all([this.feeds.health({ villaSlug: slug }), this.runs.conflicts(today, slug)]);
    const feeds = new Map<string, VillaFeedResponse[]>();
    for (const row of rows) feeds.set(row.villaSlug, [...(feeds.get(row.villaSlug) ?? []), toFeedResponse(row, now)]);
    const slugs = new Set([...feeds.keys(), ...conflicts.keys()]);
    const views = new Map(
      [...slugs].map((villaSlug) => {
        const mine = feeds.get(villaSlug) ?? [];
        return [villaSlug, { calendar: toVillaCalendarStatus(mine.map((feed) => feed.calendar), conflicts.get(villaSlug) ?? 0), feeds: mine }];
      }),
    );
    return (villaSlug) => views.get(villaSlug) ?? NO_FEEDS;
  }
}
