import type { CodedError, FeedChannel, SyncResultResponse, VillaResponse } from '@prana/contracts';

/** Villas by site, then name; villas without a site last. */
export function sortVillas(villas: readonly VillaResponse[]): VillaResponse[] {
  return [...villas].sort((a, b) => {
    if (a.site === null || b.site === null) return a.site === b.site ? a.name.localeCompare(b.name) : a.site === null ? 1 : -1;
    return a.site.localeCompare(b.site) || a.name.localeCompare(b.name);
  });
}

/** The message for a sync answer: which text, with which values. */
export function syncResultMessage(
  slug: string,
  result: SyncResultResponse,
): { key: 'syncSuccess' | 'syncFailed' | 'syncRunning'; tone: 'success' | 'error' | 'info'; values: Record<string, string | number>; failure?: CodedError | null } {
  if (result.status === 'success') return { key: 'syncSuccess', tone: 'success', values: { slug, ...result.changes } };
  if (result.status === 'running') return { key: 'syncRunning', tone: 'info', values: { slug } };
  return { key: 'syncFailed', tone: 'error', values: { slug }, failure: result.failure };
}

/**
 * The outbound feed address a channel imports: `{origin}/ical/villa/{token}`, with `?channel=` for
 * the channel that reads it (so its own blocks are never echoed back; without it, Airbnb's).
 */
export function outboundFeedUrl(origin: string, token: string, channel?: FeedChannel): string {
  const address = `${origin}/ical/villa/${encodeURIComponent(token)}`;
  return channel ? `${address}?channel=${channel}` : address;
}
