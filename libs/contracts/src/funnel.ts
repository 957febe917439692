import { z } from 'zod';
import { ANY_SITE, daysBetween, FUNNEL_MAX_DAYS, SITE_IDS, type FeedChannel, type FunnelCounts, type SiteId } from '@prana/domain';
import { zodError } from './errors.ts';
import { calendarDateText } from './public-fields.ts';
import { VILLA_ID } from './availability.ts';

/** GET /api/funnel?from&to&site: Bali days, both included; every site when `site` is left out or `any`. */
export const funnelQuery = z
  .strictObject({
    from: calendarDateText('date'),
    to: calendarDateText('date'),
    site: z.enum([ANY_SITE, ...SITE_IDS], zodError('search.site')).default(ANY_SITE),
  })
  .superRefine((query, context) => {
    const days = daysBetween(query.from, query.to) ?? -1;
    if (days < 0 || days >= FUNNEL_MAX_DAYS) {
      context.addIssue({ code: 'custom', path: ['to'], message: zodError('funnel.period', { max: FUNNEL_MAX_DAYS }).error });
    }
  });
export type FunnelQuery = z.infer<typeof funnelQuery>;

/** POST /api/funnel/searches → 204: the availability page, showing a search's answer, says a search was made. */
export const searchCountBody = z.strictObject({
  site: z.enum([ANY_SITE, ...SITE_IDS], zodError('search.site')).default(ANY_SITE),
});
export type SearchCountBody = z.infer<typeof searchCountBody>;

/** POST /api/funnel/villa-views → 204: the public villa page, once hydrated, says it was seen. */
export const villaViewBody = z.strictObject({
  villa: z.string(zodError('funnel.villa')).regex(VILLA_ID, zodError('funnel.villa')),
});
export type VillaViewBody = z.infer<typeof villaViewBody>;

/** One site's funnel in the period. A search counts for a site when it named it or searched every site. */
export interface FunnelSiteResponse {
  site: SiteId;
  counts: FunnelCounts;
}

/** Reservations imported from a channel's feed in the period (they have no funnel before the booking). */
export interface ChannelBookingsResponse {
  channel: FeedChannel;
  bookings: number;
}

/** GET /api/funnel: the direct funnel (searches, villa views, requests sent, requests booked) and bookings by channel. */
export interface FunnelResponse {
  from: string;
  to: string;
  site: SiteId | typeof ANY_SITE;
  /** The chosen site's, or all sites' together (each search once). */
  direct: FunnelCounts;
  /** Per site, for the period (every site when none is chosen). */
  sites: FunnelSiteResponse[];
  channels: ChannelBookingsResponse[];
}
