import { Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { VillaCalendarStatus, VillaResponse } from '@prana/contracts';
import { todayInBali } from '@prana/domain';
import { villaCalendarStatuses } from '../calendar-sync/villa-calendar-status.ts';
import { Villa } from './villa.entity.ts';

/** The inbound feed URL is write-only: only whether one is stored leaves the server. */
export function toVillaResponse(villa: Villa, options: { revealFeedToken: boolean; calendar?: VillaCalendarStatus | null }): VillaResponse {
  return {
    slug: villa.slug,
    name: villa.name,
    site: villa.site?.name ?? null,
    siteId: villa.site?.id ?? null,
    status: villa.status,
    hasAirbnbFeed: villa.airbnbIcalUrl !== null,
    outboundFeedConfigured: villa.outboundFeedToken !== null,
    outboundFeedToken: options.revealFeedToken ? villa.outboundFeedToken : null,
    maxGuests: villa.maxGuests,
    calendar: options.calendar ?? null,
  };
}

@Injectable()
export class VillasService {
  constructor(private readonly em: EntityManager) {}

  /** Sorted by site then name, as every villa list shows them; unassigned villas last. */
  async list(options: { revealFeedTokens: boolean }): Promise<VillaResponse[]> {
    const villas = await this.em.find(
      Villa,
      {},
      { populate: ['site'], orderBy: [{ site: { name: 'asc nulls last' } }, { name: 'asc' }] },
    );
    // Staff also see each villa's sync health (last pull, failures in a row, double bookings).
    const calendars = options.revealFeedTokens ? await villaCalendarStatuses(this.em, todayInBali(new Date())) : null;
    return villas.map((villa) =>
      toVillaResponse(villa, { revealFeedToken: options.revealFeedTokens, calendar: calendars?.get(villa.slug) ?? null }),
    );
  }

  async getBySlug(slug: string): Promise<Villa> {
    const villa = await this.em.findOne(Villa, { slug }, { populate: ['site'] });
    if (!villa) throw new NotFoundException(`No villa with slug "${slug}".`);
    return villa;
  }
}
