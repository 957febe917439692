import { FEED_FAILING_AFTER, FEED_STALE_AFTER_MINUTES, renderError, type FeedCalendarStatus, type VillaCalendarStatus, type VillaFeedResponse } from '@prana/contracts';
import type { FeedHealthRow } from './villa-feeds.repository.ts';

function iso(value: string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/** One feed's sync health for staff: a feed can go silently stale or fail in a row, whatever the villa's other feeds do. */
export function toFeedCalendarStatus(row: FeedHealthRow, now: Date): FeedCalendarStatus {
  const lastSyncedAt = iso(row.lastSyncedAt);
  return {
    lastSyncedAt,
    lastRun: row.lastStatus ? { status: row.lastStatus, startedAt: iso(row.lastStartedAt)!, errorMessage: row.lastFailure && renderError(row.lastFailure), failure: row.lastFailure } : null,
    consecutiveFailures: row.consecutiveFailures,
    failing: row.consecutiveFailures >= FEED_FAILING_AFTER,
    stale: lastSyncedAt === null || now.getTime() - Date.parse(lastSyncedAt) > FEED_STALE_AFTER_MINUTES * 60_000,
  };
}

/** A feed as staff see it: never its URL (write-only), always its health. */
export function toFeedResponse(row: FeedHealthRow, now: Date): VillaFeedResponse {
  return {
    id: row.id,
    villaSlug: row.villaSlug,
    label: row.label,
    channel: row.channel,
    createdAt: new Date(row.createdAt).toISOString(),
    calendar: toFeedCalendarStatus(row, now),
  };
}

/**
 * A villa's sync health from its feeds' (null when it has none): synced as of its stalest feed,
 * its newest run, failing when any feed is; and its double bookings.
 */
export function toVillaCalendarStatus(feeds: readonly FeedCalendarStatus[], conflicts: number): VillaCalendarStatus {
  const synced = feeds.map((feed) => feed.lastSyncedAt);
  const lastRun = feeds.map((feed) => feed.lastRun).reduce((newest, run) => (run && (!newest || run.startedAt > newest.startedAt) ? run : newest), null);
  const consecutiveFailures = Math.max(0, ...feeds.map((feed) => feed.consecutiveFailures));
  return {
    lastSyncedAt: synced.includes(null) ? null : (synced.sort()[0] ?? null),
    lastRun,
    consecutiveFailures,
    failing: feeds.some((feed) => feed.failing),
    conflicts,
  };
}
