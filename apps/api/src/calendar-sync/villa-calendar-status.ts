import type { EntityManager } from '@mikro-orm/postgresql';
import { FEED_FAILING_AFTER, renderError, type CodedError, type VillaCalendarStatus } from '@prana/contracts';

interface StatusRow {
  slug: string;
  last_synced_at: Date | string | null;
  last_status: 'running' | 'success' | 'failed' | null;
  last_started_at: Date | string | null;
  last_failure: CodedError | null;
  consecutive_failures: number | string;
  conflicts: number | string;
}

function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/**
 * Sync health of every villa (or of one), for staff: the last successful pull (a feed can go
 * silently stale), the last run, failures in a row, and upcoming double bookings. `today` is the
 * Bali date.
 */
export async function villaCalendarStatuses(em: EntityManager, today: string, slug?: string): Promise<Map<string, VillaCalendarStatus>> {
  const rows = await em.execute<StatusRow[]>(
    `select v.slug,
       (select max(r.finished_at) from sync_runs r where r.villa_slug = v.slug and r.status = 'success') as last_synced_at,
       last_run.status as last_status, last_run.started_at as last_started_at, last_run.failure as last_failure,
       (select count(*) from (
          select 1 from sync_runs f
          where f.villa_slug = v.slug and f.status = 'failed'
            and f.started_at > coalesce((select max(s.started_at) from sync_runs s where s.villa_slug = v.slug and s.status = 'success'), '-infinity'::timestamptz)
          limit 100) failures) as consecutive_failures,
       (select count(*) from availability_blocks b
          where b.villa_slug = v.slug and b.status = 'active' and b.conflict and b.ends_at > ?) as conflicts
     from villas v
     left join lateral (
       select r.status, r.started_at, r.failure from sync_runs r where r.villa_slug = v.slug order by r.started_at desc limit 1
     ) last_run on true
     ${slug === undefined ? '' : 'where v.slug = ?'}`,
    slug === undefined ? [today] : [today, slug],
  );
  return new Map(
    rows.map((row) => {
      const consecutiveFailures = Number(row.consecutive_failures);
      const status: VillaCalendarStatus = {
        lastSyncedAt: iso(row.last_synced_at),
        lastRun: row.last_status
          ? {
              status: row.last_status,
              startedAt: iso(row.last_started_at)!,
              errorMessage: row.last_failure && renderError(row.last_failure),
              failure: row.last_failure,
            }
          : null,
        consecutiveFailures,
        failing: consecutiveFailures >= FEED_FAILING_AFTER,
        conflicts: Number(row.conflicts),
      };
      return [row.slug, status];
    }),
  );
}
