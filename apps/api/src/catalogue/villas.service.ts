import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { VillaCalendarStatus, VillaResponse } from '@prana/contracts';
import { todayInBali } from '@prana/domain';
import { villaCalendarStatuses } from '../calendar-sync/villa-calendar-status.ts';
import { Villa } from './villa.entity.ts';
import { ApiException } from '../common/api-exception.ts';

/** What a villa response is made of; read straight from SQL for lists (no entity hydration on a hot path). */
interface VillaRow {
  slug: string;
  name: string;
  status: Villa['status'];
  max_guests: number | null;
  outbound_feed_token: string | null;
  has_airbnb_feed: boolean;
  site_id: string | null;
  site_name: string | null;
}

function rowOf(villa: Villa): VillaRow {
  return {
    slug: villa.slug,
    name: villa.name,
    status: villa.status,
    max_guests: villa.maxGuests,
    outbound_feed_token: villa.outboundFeedToken,
    has_airbnb_feed: villa.airbnbIcalUrl !== null,
    site_id: villa.site?.id ?? null,
    site_name: villa.site?.name ?? null,
  };
}

/** The inbound feed URL is write-only: only whether one is stored leaves the server. */
export function toVillaResponse(villa: Villa | VillaRow, options: { revealFeedToken: boolean; calendar?: VillaCalendarStatus | null }): VillaResponse {
  const row = villa instanceof Villa ? rowOf(villa) : villa;
  return {
    slug: row.slug,
    name: row.name,
    site: row.site_name,
    siteId: row.site_id,
    status: row.status,
    hasAirbnbFeed: row.has_airbnb_feed,
    outboundFeedConfigured: row.outbound_feed_token !== null,
    outboundFeedToken: options.revealFeedToken ? row.outbound_feed_token : null,
    maxGuests: row.max_guests,
    calendar: options.calendar ?? null,
  };
}

@Injectable()
export class VillasService {
  constructor(private readonly em: EntityManager) {}

  /** Sorted by site then name, as every villa list shows them; unassigned villas last. */
  async list(options: { revealFeedTokens: boolean }): Promise<VillaResponse[]> {
    const villas = await this.em.execute<VillaRow[]>(
      `select v.slug, v.name, v.status, v.max_guests, v.outbound_feed_token, v.airbnb_ical_url is not null as has_airbnb_feed,
              s.id as site_id, s.name as site_name
         from villas v left join sites s on s.id = v.site_id
        order by s.name asc nulls last, v.name asc`,
    );
    // Staff also see each villa's sync health (last pull, failures in a row, double bookings).
    const calendars = options.revealFeedTokens ? await villaCalendarStatuses(this.em, todayInBali(new Date())) : null;
    return villas.map((villa) =>
      toVillaResponse(villa, { revealFeedToken: options.revealFeedTokens, calendar: calendars?.get(villa.slug) ?? null }),
    );
  }

  async getBySlug(slug: string): Promise<Villa> {
    const villa = await this.em.findOne(Villa, { slug }, { populate: ['site'] });
    if (!villa) throw new ApiException(404, 'booking.villaNotFound', { slug });
    return villa;
  }
}
