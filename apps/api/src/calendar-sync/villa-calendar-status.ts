import { FEED_FAILING_AFTER, renderError, type VillaCalendarStatus } from '@prana/contracts';
import type { CalendarHealthRow } from './sync-runs.repository.ts';

function iso(value: string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/** A villa's sync health for staff: a feed can go silently stale, fail in a row, or clash with a direct booking. */
export function toVillaCalendarStatus(row: CalendarHealthRow): VillaCalendarStatus {
  return {
    lastSyncedAt: iso(row.lastSyncedAt),
    lastRun: row.lastStatus ? { status: row.lastStatus, startedAt: iso(row.lastStartedAt)!, errorMessage: row.lastFailure && renderError(row.lastFailure), failure: row.lastFailure } : null,
    consecutiveFailures: row.consecutiveFailures,
    failing: row.consecutiveFailures >= FEED_FAILING_AFTER,
    conflicts: row.conflicts,
  };
}
