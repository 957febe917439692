import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { renderError, type AvailabilityBlockResponse, type BlockSource, type BlockStatus, type CodedError, type SyncChanges } from '@prana/contracts';
import type { FeedEvent } from './feed-parser.ts';
import { FeedDiffer, findConflicts, type StoredImport } from './feed-diff.ts';

/** The link changed (or was removed) while the feed was being fetched: the result belongs to the old link. */
export class FeedLinkChangedError extends Error {
  readonly failure: CodedError = { code: 'sync.linkChanged' };

  constructor() {
    super(renderError({ code: 'sync.linkChanged' }));
    this.name = 'FeedLinkChangedError';
  }
}

export interface BlockRow {
  id: string;
  uid: string | null;
  starts_at: string;
  ends_at: string;
  summary: string | null;
  guest_name: string | null;
  status: BlockStatus;
  source: BlockSource;
  conflict: boolean;
}

export interface AppliedImport {
  changes: SyncChanges;
  /** Imported reservations that just became double bookings, with the block each clashes with. */
  newConflicts: { block: AvailabilityBlockResponse; conflictsWith: AvailabilityBlockResponse }[];
  /** Whether anything on the villa's calendar changed (blocks or conflict flags). */
  calendarChanged: boolean;
}

export interface RunRecord {
  id: string;
  villaSlug: string;
  status: 'success' | 'failed';
  startedAt: Date;
  finishedAt: Date;
  /** Why a failed run failed: a code of the error catalogue, shown in the reader's language. */
  failure: CodedError | null;
  changes: SyncChanges;
}

export function toBlockResponse(row: BlockRow): AvailabilityBlockResponse {
  return {
    id: row.id,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    status: row.status,
    source: row.source,
    summary: row.summary,
    guestName: row.guest_name,
    conflict: row.conflict,
  };
}

export const BLOCK_COLUMNS = sql.raw(`id, uid, starts_at::text as starts_at, ends_at::text as ends_at, summary, guest_name, status, source, conflict`);

// Statements go through the transaction's Kysely connection with bound parameters: a 5,000-row
// feed travels as five arrays, instead of one SQL text the ORM would escape character by character.
async function rows<T>(em: EntityManager, query: ReturnType<typeof sql<T>>): Promise<T[]> {
  return (await query.execute(em.getKysely())).rows;
}

/** Inserts one sync-run row (inside the caller's transaction when given one). */
export async function insertRun(em: EntityManager, run: RunRecord): Promise<void> {
  await rows(
    em,
    sql`insert into sync_runs (id, villa_slug, direction, status, started_at, finished_at, duration_ms, failure, created, updated, cancelled)
        values (${run.id}, ${run.villaSlug}, 'pull_airbnb', ${run.status}, ${run.startedAt}, ${run.finishedAt},
                ${Math.max(1, run.finishedAt.getTime() - run.startedAt.getTime())}, ${run.failure === null ? null : JSON.stringify(run.failure)}::jsonb,
                ${run.changes.created}, ${run.changes.updated}, ${run.changes.cancelled})`,
  );
}

/**
 * Writes a feed into a villa's calendar in the caller's transaction: creates, updates and cancels
 * imported blocks by UID with set-based statements, then re-marks imported reservations that
 * overlap an active direct booking or hold. `chunks` is consumed lazily: while PostgreSQL writes
 * one chunk, the next is parsed.
 */
export async function applyFeed(
  tx: EntityManager,
  villaSlug: string,
  feedUrl: string,
  chunks: Iterable<ReadonlyMap<string, FeedEvent>>,
): Promise<AppliedImport> {
  await lockFeed(tx, villaSlug, feedUrl);
  // The stored blocks are read while the first chunk is parsed.
  const storedQuery = rows<BlockRow>(tx, sql`select ${BLOCK_COLUMNS} from availability_blocks where villa_slug = ${villaSlug} and source = 'airbnb'`);
  storedQuery.catch(() => undefined);
  await statementSent();
  const iterator = chunks[Symbol.iterator]();
  let next = iterator.next();
  const differ = new FeedDiffer(
    (await storedQuery).map((row): StoredImport => ({ id: row.id, uid: row.uid ?? '', startsAt: row.starts_at, endsAt: row.ends_at, summary: row.summary, status: row.status, conflict: row.conflict })),
  );
  const now = new Date();
  let pending: Promise<void> | null = null;
  for (; !next.done; next = iterator.next()) {
    const { create, update } = differ.add(next.value.values());
    if (pending) await pending;
    if (create.length === 0 && update.length === 0) {
      pending = null;
      continue;
    }
    // PostgreSQL writes this chunk while the next one is parsed.
    pending = writeChunk(tx, villaSlug, create, update, now);
    // Awaited before the next write; until then a failure must not count as unhandled.
    pending.catch(() => undefined);
    await statementSent();
  }
  if (pending) await pending;
  const cancel = differ.finish();
  if (cancel.length > 0) {
    await rows(tx, sql`update availability_blocks set status = 'cancelled', conflict = false, updated_at = ${now} where id = any(${cancel}::uuid[])`);
  }

  const conflicts = await markConflicts(tx, villaSlug, now);
  const changes = { ...differ.changes };
  const calendarChanged = changes.created + changes.updated + changes.cancelled > 0 || conflicts.changed;
  return { changes, newConflicts: conflicts.added, calendarChanged };
}

/** Lets a statement just issued leave before a synchronous parse holds the event loop. */
function statementSent(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

async function writeChunk(
  tx: EntityManager,
  villaSlug: string,
  create: readonly (FeedEvent & { id: string })[],
  update: readonly { id: string; event: FeedEvent }[],
  now: Date,
): Promise<void> {
  if (create.length > 0) {
    await rows(
      tx,
      sql`insert into availability_blocks (id, villa_slug, starts_at, ends_at, status, source, uid, summary, conflict, created_at, updated_at)
          select x.id, ${villaSlug}, x.starts_at, x.ends_at, 'active', 'airbnb', x.uid, x.summary, false, ${now}, ${now}
          from unnest(${create.map((e) => e.id)}::uuid[], ${create.map((e) => e.startsAt)}::date[], ${create.map((e) => e.endsAt)}::date[],
                      ${create.map((e) => e.uid)}::text[], ${create.map((e) => e.summary)}::text[]) as x(id, starts_at, ends_at, uid, summary)`,
    );
  }
  if (update.length > 0) {
    await rows(
      tx,
      sql`update availability_blocks b set starts_at = x.starts_at, ends_at = x.ends_at, summary = x.summary, status = 'active', updated_at = ${now}
          from unnest(${update.map((u) => u.id)}::uuid[], ${update.map((u) => u.event.startsAt)}::date[], ${update.map((u) => u.event.endsAt)}::date[],
                      ${update.map((u) => u.event.summary)}::text[]) as x(id, starts_at, ends_at, summary)
          where b.id = x.id`,
    );
  }
}

/** Locks the villa row (a concurrent link change waits) and drops a pull whose link changed meanwhile. */
export async function lockFeed(tx: EntityManager, villaSlug: string, feedUrl: string): Promise<void> {
  const [villa] = await rows<{ airbnb_ical_url: string | null }>(tx, sql`select airbnb_ical_url from villas where slug = ${villaSlug} for update`);
  if (villa?.airbnb_ical_url !== feedUrl) throw new FeedLinkChangedError();
}

/**
 * Re-marks which active imported reservations overlap an active direct booking or hold (the
 * held blocks may have changed since the last pull); returns the ones that just became
 * conflicts. Only candidates are read: imported blocks already flagged or overlapping a hold.
 */
export async function markConflicts(
  tx: EntityManager,
  villaSlug: string,
  now: Date,
): Promise<{ added: AppliedImport['newConflicts']; changed: boolean }> {
  const held = await rows<BlockRow>(tx, sql`select ${BLOCK_COLUMNS} from availability_blocks where villa_slug = ${villaSlug} and status = 'active' and source <> 'airbnb'`);
  const imported = await rows<BlockRow>(
    tx,
    held.length === 0
      ? sql`select ${BLOCK_COLUMNS} from availability_blocks where villa_slug = ${villaSlug} and source = 'airbnb' and conflict`
      : sql`select ${BLOCK_COLUMNS} from availability_blocks b
            where b.villa_slug = ${villaSlug} and b.source = 'airbnb' and b.status = 'active'
              and (b.conflict or exists (
                select 1 from availability_blocks h
                where h.villa_slug = b.villa_slug and h.source <> 'airbnb' and h.status = 'active' and h.starts_at < b.ends_at and b.starts_at < h.ends_at))`,
  );
  const conflicts = findConflicts(
    imported.map((row) => ({ id: row.id, startsAt: row.starts_at, endsAt: row.ends_at, summary: row.summary })),
    held.map((row) => ({ id: row.id, startsAt: row.starts_at, endsAt: row.ends_at })),
  );
  const flip = imported.filter((row) => row.conflict !== conflicts.has(row.id));
  if (flip.length === 0) return { added: [], changed: false };
  await rows(
    tx,
    sql`update availability_blocks b set conflict = x.conflict, updated_at = ${now}
        from unnest(${flip.map((row) => row.id)}::uuid[], ${flip.map((row) => !row.conflict)}::boolean[]) as x(id, conflict) where b.id = x.id`,
  );
  const heldById = new Map(held.map((row) => [row.id, row]));
  const added = flip
    .filter((row) => !row.conflict)
    .map((row) => ({ block: toBlockResponse({ ...row, conflict: true }), conflictsWith: toBlockResponse(heldById.get(conflicts.get(row.id)!)!) }));
  return { added, changed: true };
}

/** After a successful download: the conditional-GET validators and the digest of what was applied. */
export async function saveValidators(
  tx: EntityManager,
  villaSlug: string,
  validators: { etag: string | null; lastModified: string | null; digest: string },
): Promise<void> {
  await rows(
    tx,
    sql`update villas set airbnb_feed_etag = ${validators.etag?.slice(0, 512) ?? null}, airbnb_feed_last_modified = ${validators.lastModified?.slice(0, 100) ?? null},
        airbnb_feed_digest = ${validators.digest} where slug = ${villaSlug}`,
  );
}
