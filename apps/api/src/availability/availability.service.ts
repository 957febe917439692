import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AvailabilitySearchParams, AvailabilitySearchResponse, AvailabilityVillaResponse } from '@prana/contracts';
import { matchVilla, stayLength } from '@prana/domain';

/** A bookable villa with whether an active block overlaps the asked nights (null without dates). */
interface VillaRow {
  slug: string;
  name: string;
  max_guests: number | null;
  base_rate: number;
  site_id: string | null;
  site_name: string | null;
  booked: boolean | null;
}

// One statement for the whole answer: every active villa with its site, and an EXISTS probe per
// villa on availability_blocks (served by the villa/dates index), so no query per villa. Blocks
// are [startsAt, endsAt) like the stay, so they overlap when each starts before the other ends.
const VILLAS_WITH_BOOKED = `
  select v.slug, v.name, v.max_guests, v.base_rate, s.id as site_id, s.name as site_name,
    case when ?::date is null then null else exists (
      select 1 from availability_blocks b
      where b.villa_slug = v.slug and b.status = 'active' and b.starts_at < ?::date and b.ends_at > ?::date
    ) end as booked
  from villas v
  left join sites s on s.id = v.site_id
  where v.status = 'active'
  order by s.name asc nulls last, v.name asc`;

export function toAvailabilityVillaResponse(row: VillaRow): AvailabilityVillaResponse {
  return {
    slug: row.slug,
    name: row.name,
    siteId: row.site_id,
    site: row.site_name,
    capacity: row.max_guests ?? 0,
    baseRate: row.base_rate,
    free: row.booked === null ? null : !row.booked,
  };
}

@Injectable()
export class AvailabilityService {
  constructor(private readonly em: EntityManager) {}

  /**
   * The villas matching the party, site and villaIds (libs/domain matchVilla, the rule the page
   * uses), each marked free or not for the dates. Inactive villas are never offered; a villa
   * without a known capacity cannot be promised to a party.
   */
  async search(query: AvailabilitySearchParams): Promise<AvailabilitySearchResponse> {
    const checkIn = query.checkIn ?? null;
    const checkOut = query.checkOut ?? null;
    const rows = await this.em.getConnection().execute<VillaRow[]>(VILLAS_WITH_BOOKED, [checkIn, checkOut, checkIn]);
    const villas = rows
      .map(toAvailabilityVillaResponse)
      .filter((villa) => matchVilla({ id: villa.slug, siteId: villa.siteId ?? '', capacity: villa.capacity }, query));
    return { checkIn, checkOut, nights: stayLength(checkIn, checkOut), villas };
  }
}
