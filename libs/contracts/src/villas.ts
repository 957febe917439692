import { VILLA_STATUSES, type VillaStatus } from '@prana/domain';
import type { VillaCalendarStatus, VillaFeedResponse } from './sync.ts';

export { VILLA_STATUSES, type VillaStatus };

/** A villa as the API returns it. The inbound feed URL is write-only. */
export interface VillaResponse {
  slug: string;
  name: string;
  /** Site name, or null when the villa is not assigned to a site ("Unassigned"). */
  site: string | null;
  siteId: string | null;
  status: VillaStatus;
  hasAirbnbFeed: boolean;
  outboundFeedConfigured: boolean;
  outboundFeedToken: string | null;
  /** Null shows as "Guests TBD". */
  maxGuests: number | null;
  /** Sync health, for staff only (null for visitors). */
  calendar: VillaCalendarStatus | null;
  /** Its inbound feeds with their health, oldest first, for staff only (null for visitors). */
  feeds: VillaFeedResponse[] | null;
}
