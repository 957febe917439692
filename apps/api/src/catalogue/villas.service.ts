import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { VillaCalendarStatus, VillaResponse } from '@prana/contracts';
import { todayInBali } from '@prana/domain';
import { toVillaCalendarStatus } from '../calendar-sync/villa-calendar-status.ts';
import { SyncRunsRepository } from '../calendar-sync/sync-runs.repository.ts';
import { VillasRepository, type VillaRow } from './villas.repository.ts';
import { Villa } from './villa.entity.ts';
import { ApiException } from '../common/api-exception.ts';

function rowOf(villa: Villa): VillaRow {
  return {
    slug: villa.slug,
    name: villa.name,
    status: villa.status,
    maxGuests: villa.maxGuests,
    outboundFeedToken: villa.outboundFeedToken,
    hasAirbnbFeed: villa.airbnbIcalUrl !== null,
    siteId: villa.site?.id ?? null,
    siteName: villa.site?.name ?? null,
  };
}

/** The inbound feed URL is write-only: only whether one is stored leaves the server. */
export function toVillaResponse(villa: Villa | VillaRow, options: { revealFeedToken: boolean; calendar?: VillaCalendarStatus | null }): VillaResponse {
  const row = villa instanceof Villa ? rowOf(villa) : villa;
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
    calendar: options.calendar ?? null,
  };
}

@Injectable()
export class VillasService {
  constructor(
    private readonly em: EntityManager,
    private readonly villas: VillasRepository,
    private readonly runs: SyncRunsRepository,
  ) {}

  /** Sorted by site then name, as every villa list shows them; unassigned villas last. */
  async list(options: { revealFeedTokens: boolean }): Promise<VillaResponse[]> {
    const villas = await this.villas.list();
    // Staff also see each villa's sync health (last pull, failures in a row, double bookings).
    const calendars = options.revealFeedTokens ? await this.calendars(todayInBali(new Date())) : null;
    return villas.map((villa) =>
      toVillaResponse(villa, { revealFeedToken: options.revealFeedTokens, calendar: calendars?.get(villa.slug) ?? null }),
    );
  }

  /** Sync health per villa slug (or of the one villa), for staff. */
  async calendars(today: string, slug?: string): Promise<Map<string, VillaCalendarStatus>> {
    const rows = await this.runs.calendarHealth(today, slug);
    return new Map(rows.map((row) => [row.slug, toVillaCalendarStatus(row)]));
  }

  async getBySlug(slug: string): Promise<Villa> {
    const villa = await this.em.findOne(Villa, { slug }, { populate: ['site'] });
    if (!villa) throw new ApiException(404, 'booking.villaNotFound', { slug });
    return villa;
  }
}
