import { renderError, type AvailabilityBlockResponse, type CodedError, type SyncChanges } from '@prana/contracts';
import type { VillasRepository } from '../catalogue/villas.repository.ts';
import { toBlockResponse, type AvailabilityBlocksRepository } from './availability-blocks.repository.ts';
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

export interface AppliedImport {
  changes: SyncChanges;
  /** Imported reservations that just became double bookings, with the block each clashes with. */
  newConflicts: { block: AvailabilityBlockResponse; conflictsWith: AvailabilityBlockResponse }[];
  /** Whether anything on the villa's calendar changed (blocks or conflict flags). */
  calendarChanged: boolean;
}

/** What a pull writes with, inside the transaction the caller opened. */
export interface ImportStores {
  villas: VillasRepository;
  blocks: AvailabilityBlocksRepository;
}

/**
 * Writes a feed into a villa's calendar in the caller's transaction: creates, updates and cancels
 * imported blocks by UID with set-based statements, then re-marks imported reservations that
 * overlap an active direct booking or hold. `chunks` is consumed lazily: while PostgreSQL writes
 * one chunk, the next is parsed.
 */
export async function applyFeed(
  stores: ImportStores,
  villaSlug: string,
  feedUrl: string,
  chunks: Iterable<ReadonlyMap<string, FeedEvent>>,
): Promise<AppliedImport> {
  await lockFeed(stores, villaSlug, feedUrl);
  // The stored blocks are read while the first chunk is parsed.
  const storedQuery = stores.blocks.imported(villaSlug);
  storedQuery.catch(() => undefined);
  await statementSent();
  const iterator = chunks[Symbol.iterator]();
  let next = iterator.next();
  const differ = new FeedDiffer(
    (await storedQuery).map((row): StoredImport => ({ id: row.id, uid: row.uid ?? '', startsAt: row.startsAt, endsAt: row.endsAt, summary: row.summary, status: row.status, conflict: row.conflict })),
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
    pending = writeChunk(stores, villaSlug, create, update, now);
    // Awaited before the next write; until then a failure must not count as unhandled.
    pending.catch(() => undefined);
    await statementSent();
  }
  if (pending) await pending;
  const cancel = differ.finish();
  if (cancel.length > 0) await stores.blocks.cancel(cancel, now);

  const conflicts = await markConflicts(stores, villaSlug, now);
  const changes = { ...differ.changes };
  const calendarChanged = changes.created + changes.updated + changes.cancelled > 0 || conflicts.changed;
  return { changes, newConflicts: conflicts.added, calendarChanged };
}

/** Lets a statement just issued leave before a synchronous parse holds the event loop. */
function statementSent(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

async function writeChunk(
  stores: ImportStores,
  villaSlug: string,
  create: readonly (FeedEvent & { id: string })[],
  update: readonly { id: string; event: FeedEvent }[],
  now: Date,
): Promise<void> {
  if (create.length > 0) await stores.blocks.createImported(villaSlug, create, now);
  if (update.length > 0) await stores.blocks.updateImported(update, now);
}

/** Locks the villa row (a concurrent link change waits) and drops a pull whose link changed meanwhile. */
export async function lockFeed(stores: ImportStores, villaSlug: string, feedUrl: string): Promise<void> {
  if ((await stores.villas.lockFeedUrl(villaSlug)) !== feedUrl) throw new FeedLinkChangedError();
}

/**
 * Re-marks which active imported reservations overlap an active direct booking or hold (the
 * held blocks may have changed since the last pull); returns the ones that just became
 * conflicts. Only candidates are read: imported blocks already flagged or overlapping a hold.
 */
export async function markConflicts(
  stores: ImportStores,
  villaSlug: string,
  now: Date,
): Promise<{ added: AppliedImport['newConflicts']; changed: boolean }> {
  const held = await stores.blocks.held(villaSlug);
  const imported = await stores.blocks.conflictCandidates(villaSlug, held.length > 0);
  const conflicts = findConflicts(imported, held);
  const flip = imported.filter((row) => row.conflict !== conflicts.has(row.id));
  if (flip.length === 0) return { added: [], changed: false };
  await stores.blocks.setConflicts(
    flip.map((row) => ({ id: row.id, conflict: !row.conflict })),
    now,
  );
  const heldById = new Map(held.map((row) => [row.id, row]));
  const added = flip
    .filter((row) => !row.conflict)
    .map((row) => ({ block: toBlockResponse({ ...row, conflict: true }), conflictsWith: toBlockResponse(heldById.get(conflicts.get(row.id)!)!) }));
  return { added, changed: true };
}
