import { renderError, type AvailabilityBlockResponse, type CodedError, type FeedChannel, type SyncChanges } from '@prana/contracts';
import type { VillaFeedsRepository } from './villa-feeds.repository.ts';
import { toBlockResponse, type AvailabilityBlocksRepository } from './availability-blocks.repository.ts';
import type { FeedEvent } from './feed-parser.ts';
import { FeedDiffer, findConflicts, type StoredImport } from './feed-diff.ts';

/** The feed's URL changed (or the feed was removed) while it was being fetched: the result belongs to the old URL. */
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
  feeds: VillaFeedsRepository;
  blocks: AvailabilityBlocksRepository;
}

/** The feed being applied, as the pull read it. */
export interface PulledFeed {
  id: string;
  villaSlug: string;
  channel: FeedChannel;
  url: string;
}

/**
 * Writes one feed into its villa's calendar in the caller's transaction: creates, updates and
 * cancels that feed's blocks by UID with set-based statements (other feeds' blocks are not
 * touched), then re-marks imported reservations that overlap an active direct booking or hold.
 * `chunks` is consumed lazily: while PostgreSQL writes one chunk, the next is parsed.
 */
export async function applyFeed(stores: ImportStores, feed: PulledFeed, chunks: Iterable<ReadonlyMap<string, FeedEvent>>): Promise<AppliedImport> {
  await lockFeed(stores, feed);
  // The stored blocks are read while the first chunk is parsed.
  const storedQuery = stores.blocks.imported(feed.id);
  storedQuery.catch(() => undefined);
  await statementSent();
  const iterator = chunks[Symbol.iterator]();
  let next = iterator.next();
  const differ = new FeedDiffer(
    (await storedQuery).map(
      (row): StoredImport => ({
        id: row.id,
        uid: row.uid ?? '',
        startsAt: row.startsAt,
        endsAt: row.endsAt,
        summary: row.summary,
        reservationUrl: row.reservationUrl,
        phoneLast4: row.phoneLast4,
        status: row.status,
        conflict: row.conflict,
      }),
    ),
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
    pending = writeChunk(stores, feed, create, update, now);
    // Awaited before the next write; until then a failure must not count as unhandled.
    pending.catch(() => undefined);
    await statementSent();
  }
  if (pending) await pending;
  // Closed dates under new UIDs (rolling blocks move) and the blocks whose event left the feed.
  const rest = differ.finish();
  await writeChunk(stores, feed, rest.create, rest.update, now);
  if (rest.cancel.length > 0) await stores.blocks.cancel(rest.cancel, now);

  const conflicts = await markConflicts(stores, feed.villaSlug, now);
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
  feed: PulledFeed,
  create: readonly (FeedEvent & { id: string })[],
  update: readonly { id: string; event: FeedEvent }[],
  now: Date,
): Promise<void> {
  if (create.length > 0) await stores.blocks.createImported(feed.villaSlug, feed, create, now);
  if (update.length > 0) await stores.blocks.updateImported(update, now);
}

/**
 * Locks the feed row (a concurrent edit or removal waits) and drops a pull whose URL changed
 * meanwhile; then takes the villa's import lock, so two of its feeds never re-mark its conflicts at once.
 */
export async function lockFeed(stores: ImportStores, feed: PulledFeed): Promise<void> {
  if ((await stores.feeds.lockUrl(feed.id)) !== feed.url) throw new FeedLinkChangedError();
  await stores.blocks.lockVillaImports(feed.villaSlug);
}

/**
 * Re-marks which active imported reservations meet what an active direct booking or hold holds
 * (its nights, and a turn its approved stay times take; the held blocks may have changed since the
 * last pull); returns the ones that just became conflicts, told with the held block's own nights.
 * Only candidates are read: imported blocks already flagged or meeting a held block.
 */
export async function markConflicts(
  stores: ImportStores,
  villaSlug: string,
  now: Date,
): Promise<{ added: AppliedImport['newConflicts']; changed: boolean }> {
  const held = await stores.blocks.held(villaSlug);
  const imported = await stores.blocks.conflictCandidates(villaSlug, held.length > 0);
  const conflicts = findConflicts(
    imported,
    held.map((row) => ({ id: row.id, startsAt: row.heldFrom, endsAt: row.heldUntil })),
  );
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
