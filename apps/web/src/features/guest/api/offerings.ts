import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublishedOfferingsResponse } from '@prana/contracts';
import { publishedCatalogue, type PublishedCatalogue } from '@prana/catalogue';
import { api } from '../../../lib/api-client.ts';

export const OFFERINGS_KEY = ['guest', 'offerings'] as const;

/**
 * The published service catalogue (menus, rituals, transport, housekeeping, the guide). Saved on the
 * device with the rest of the guest's cache, so it shows offline; asked again whenever a page that
 * shows it opens, so a publication reaches the companion on its next page.
 */
export const offeringsQuery = queryOptions({
  queryKey: OFFERINGS_KEY,
  queryFn: ({ signal }) => api.get<PublishedOfferingsResponse>('/api/guest/offerings', { signal }),
});

/** What a guest may order now: a paused item is left out (the api refuses it too). */
function orderable(data: PublishedOfferingsResponse): PublishedCatalogue {
  return publishedCatalogue(data.items.filter((item) => !item.paused));
}

/** The published catalogue as the companion's pages show it; undefined until it is read. */
export const useOfferings = () => useQuery({ ...offeringsQuery, select: orderable });
