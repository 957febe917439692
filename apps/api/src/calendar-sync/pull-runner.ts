import { createHash } from 'node:crypto';
import { renderError, type CodedError, type ServerEventName, type ServerEventPayload, type SyncChanges, type SyncStage } from '@prana/contracts';
import { pullDirection, todayInBali } from '@prana/domain';
import type { AddressGuard } from '../common/address-guard.ts';
import { fetchFeed, FeedFetchError } from './feed-fetcher.ts';
import { FeedParseError, parseFeedChunks, type SkippedEvents } from './feed-parser.ts';
import type { Transactions } from '../database/transactions.ts';
import { applyFeed, FeedLinkChangedError, lockFeed, markConflicts, type AppliedImport, type ImportStores } from './import-writer.ts';
import type { RunRecord, SyncRunsRepository } from './sync-runs.repository.ts';
import type { TurnoverChanges } from './turnover-reconciler.ts';

const NO_CHANGES: SyncChanges = { created: 0, updated: 0, cancelled: 0 };
const NONE_SKIPPED: SkippedEvents = { count: 0, reasons: [] };

/** What a pull job returns (and the sync endpoints answer with). */
export interface PullOutcome {
  runId: string | null;
  status: 'success' | 'failed';
  changes: SyncChanges;
  /** Why it failed: a code of the error catalogue with its values. */
  failure: CodedError | null;
}

export interface PullAttempt {
  villaSlug: string;
  feedId: string;
  runId: string;
  startedAt: Date;
  /** False while BullMQ still has attempts left: a transient error is then retried instead of recorded. */
  finalAttempt: boolean;
}

/** What a pull writes with: the repositories join the transaction `transactions` opens around them. */
export interface PullDeps extends ImportStores {
  runs: SyncRunsRepository;
  transactions: Transactions;
  guard: AddressGuard;
  /** Live events to sync watchers (RealtimeService.toSyncWatchers in the worker). */
  /** The villa's turnovers follow its blocks: reconciled in the pull's transaction, settled after it (TurnoverSync). */
  turnovers: { reconcile: (villaSlug: string) => Promise<TurnoverChanges>; settle: (changes: TurnoverChanges) => Promise<void> };
  publish: <E extends ServerEventName>(event: E, payload: ServerEventPayload<E>) => void | Promise<void>;
  logError: (message: string) => void;
}

/** The same bytes on the same Bali day parse to the same events (recurrences expand around today). */
function feedDigest(body: string, today: string): string {
  return createHash('sha256').update(today).update('\n').update(body).digest('hex');
}

/**
 * One pull of one of a villa's inbound feeds: fetch (conditional GET), parse, diff by UID within
 * that feed, write its blocks and the run in one transaction, and say so live. A feed that fails
 * to fetch or parse records a failed run with its reason and leaves every block as it was. Plain
 * function (no Nest), so the benchmark measures exactly what the worker runs.
 */
export async function runPull(deps: PullDeps, attempt: PullAttempt): Promise<PullOutcome> {
  const { villaSlug, feedId, runId } = attempt;
  const progress = (stage: SyncStage, percent: number) => deps.publish('sync.progress', { villaSlug, feedId, runId, stage, percent });
  const finished = (status: 'success' | 'failed', changes: SyncChanges, failure: CodedError | null) =>
    deps.publish('sync.finished', {
      villaSlug,
      feedId,
      runId,
      status,
      changes,
      error: failure && renderError(failure),
      failure,
      durationMs: Math.max(1, Date.now() - attempt.startedAt.getTime()),
    });
  const { runs, transactions, turnovers, ...stores } = deps;
  const feed = await stores.feeds.state(feedId);
  // A schedule tick or request that outlived its feed: nothing to pull, nothing to record.
  if (!feed || feed.villaSlug !== villaSlug) return { runId: null, status: 'failed', changes: NO_CHANGES, failure: { code: 'sync.noLink' } };
  const { url } = feed;

  const record = (status: 'success' | 'failed', failure: CodedError | null, changes: SyncChanges, skipped: SkippedEvents = NONE_SKIPPED): RunRecord => ({
    id: runId,
    villaSlug,
    feedId,
    direction: pullDirection(feed.channel),
    status,
    startedAt: attempt.startedAt,
    finishedAt: new Date(),
    failure,
    changes,
    skipped,
  });

  deps.publish('sync.started', { villaSlug, feedId, runId, startedAt: attempt.startedAt.toISOString() });
  progress('fetching', 10);
  try {
    const fetched = await fetchFeed(url, deps.guard, { etag: feed.etag, lastModified: feed.lastModified });
    let applied: AppliedImport = { changes: NO_CHANGES, newConflicts: [], calendarChanged: false };
    let turnoverChanges: TurnoverChanges | null = null;
    const today = todayInBali(new Date());
    const digest = fetched.kind === 'ok' ? feedDigest(fetched.body, today) : null;
    if (fetched.kind === 'not-modified') {
      await runs.insert(record('success', null, NO_CHANGES));
    } else if (digest === feed.digest) {
      // A server that ignores conditional GET sent what was already applied: no parse, no diff.
      applied = await transactions.run(async () => {
        await lockFeed(stores, feed);
        const conflicts = await markConflicts(stores, villaSlug, new Date());
        await stores.feeds.saveValidators(feedId, { etag: fetched.etag, lastModified: fetched.lastModified, digest: digest! });
        await runs.insert(record('success', null, NO_CHANGES));
        return { changes: NO_CHANGES, newConflicts: conflicts.added, calendarChanged: conflicts.changed };
      });
    } else {
      progress('parsing', 40);
      // Checks the text is a calendar before any write, then parses chunk by chunk while writing.
      const { chunks, skipped } = parseFeedChunks(fetched.body, today);
      applied = await transactions.run(async () => {
        const result = await applyFeed(stores, feed, chunks);
        progress('saving', 80);
        turnoverChanges = await turnovers.reconcile(villaSlug);
        await stores.feeds.saveValidators(feedId, { etag: fetched.etag, lastModified: fetched.lastModified, digest: digest! });
        await runs.insert(record('success', null, result.changes, skipped));
        return result;
      });
    }
    finished('success', applied.changes, null);
    if (turnoverChanges) await turnovers.settle(turnoverChanges);
    if (applied.calendarChanged) await deps.publish('availability.changed', { villaSlug });
    for (const conflict of applied.newConflicts) void deps.publish('booking.conflict', { villaSlug, ...conflict });
    return { runId, status: 'success', changes: applied.changes, failure: null };
  } catch (error) {
    if (error instanceof FeedFetchError && error.transient && !attempt.finalAttempt) {
      progress('retrying', 10);
      throw error;
    }
    const known = error instanceof FeedFetchError || error instanceof FeedParseError || error instanceof FeedLinkChangedError ? error : null;
    if (!known) {
      deps.logError(`Pull of ${villaSlug} (feed ${feedId}) failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      // Let BullMQ retry an unexpected failure (a database hiccup); record it once attempts run out.
      if (!attempt.finalAttempt) throw error;
    }
    const failure: CodedError = known ? known.failure : { code: 'sync.unexpected' };
    // Existing blocks are untouched: only the failed run is written.
    await runs.insert(record('failed', failure, NO_CHANGES));
    finished('failed', NO_CHANGES, failure);
    return { runId, status: 'failed', changes: NO_CHANGES, failure };
  }
}
