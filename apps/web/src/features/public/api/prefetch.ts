import { parseAvailabilityQuery } from '@prana/domain';
import { queryClient } from '../../../lib/query-client.ts';
import { publicConfigQuery } from '../../../lib/use-public-config.ts';
import { availabilityApiPath } from '../availability/availability-listings.ts';
import { availabilityQuery } from './availability.ts';

/** The search in the address and the concierge settings of /availability (the router asks beside the code). */
export function prefetchAvailability(url: URL): void {
  const path = availabilityApiPath(parseAvailabilityQuery(url.searchParams));
  if (path) void queryClient.prefetchQuery(availabilityQuery(path));
  void queryClient.prefetchQuery(publicConfigQuery);
}
