import { ANY_SITE, isSiteId } from '@prana/domain';
import { api } from '../../../lib/api-client.ts';

/**
 * Counts one view of a villa page in the booking funnel (the page is built HTML: the hydrated page
 * says it was seen). Nothing about the visitor is sent, and a count that fails is no concern of theirs.
 */
export function countVillaView(villa: string): void {
  api.post<void>('/api/funnel/villa-views', { villa }, { readsUnchanged: true }).catch(() => undefined);
}

const searchesCounted = new Set<string>();

/**
 * Counts a search in the booking funnel the first time this visit shows its answer (`path`: the
 * search's api address). The same search read again (back to the tab, back to the page) is not another.
 */
export function countSearch(path: string, site: string): void {
  if (searchesCounted.has(path)) return;
  searchesCounted.add(path);
  api.post<void>('/api/funnel/searches', { site: isSiteId(site) ? site : ANY_SITE }, { readsUnchanged: true }).catch(() => undefined);
}
