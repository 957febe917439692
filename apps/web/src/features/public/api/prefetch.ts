import { todayInBali } from '@prana/domain';
import { queryClient } from '../../../lib/query-client.ts';
import { publicConfigQuery } from '../../../lib/use-public-config.ts';
import { availabilityApiPath, readAvailabilityAddress } from '../availability/availability-listings.ts';
import { availabilityQuery } from './availability.ts';

/** The search in the address and the concierge settings of /availability (the router asks beside the code). */
export function prefetchAvailability(url: URL): void {
  const path = availabilityApiPath(readAvailabilityAddress(url.searchParams, todayInBali(new Date())).query);
  if (path) void queryClient.prefetchQuery(availabilityQuery(path));
  void queryClient.prefetchQuery(publicConfigQuery);
}
