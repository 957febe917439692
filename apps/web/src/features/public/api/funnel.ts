import { api } from '../../../lib/api-client.ts';

/**
 * Counts one view of a villa page in the booking funnel (the page is built HTML: the hydrated page
 * says it was seen). Nothing about the visitor is sent, and a count that fails is no concern of theirs.
 */
export function countVillaView(villa: string): void {
  api.post<void>('/api/funnel/villa-views', { villa }).catch(() => undefined);
}
