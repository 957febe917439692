import { randomUUID } from 'node:crypto';
import type { BlockStatus, SyncChanges } from '@prana/contracts';
import { isImportedReservation, spansOverlap, type DateSpan } from '@prana/domain';
import type { FeedEvent } from './feed-parser.ts';

/** An imported block as stored: what the diff compares against the feed. */
export interface StoredImport {
  id: string;
  uid: string;
  startsAt: string;
  endsAt: string;
  summary: string | null;
  status: BlockStatus;
  conflict: boolean;
}

interface FeedDiff {
  create: FeedEvent[];
  /** Changed dates or summary, or a cancelled block whose event came back. */
  update: { id: string; event: FeedEvent }[];
  /** Active blocks whose event left the feed: cancelled, never deleted. */
  cancel: string[];
}

interface CurrentImport {
  id: string;
  startsAt: string;
  endsAt: string;
  summary: string | null;
  status: BlockStatus;
}

/**
 * Compares a villa's imported blocks with a feed by UID, a chunk of events at a time: each chunk
 * gives its blocks to create and update; `finish` gives the active blocks whose event never came
 * (cancelled, never deleted). The same feed twice gives no changes, so a pull is idempotent.
 */
export class FeedDiffer {
  readonly changes: SyncChanges = { created: 0, updated: 0, cancelled: 0 };
  private readonly current = new Map<string, CurrentImport>();
  private readonly seen = new Set<string>();
  private readonly touched = new Set<string>();
  private readonly stored: readonly StoredImport[];
  private readonly newId: () => string;

  constructor(stored: readonly StoredImport[], newId: () => string = randomUUID) {
    this.stored = stored;
    this.newId = newId;
    for (const block of stored) this.current.set(block.uid, block);
  }

  add(events: Iterable<FeedEvent>): { create: (FeedEvent & { id: string })[]; update: { id: string; event: FeedEvent }[] } {
    const create: (FeedEvent & { id: string })[] = [];
    const update: { id: string; event: FeedEvent }[] = [];
    for (const event of events) {
      this.seen.add(event.uid);
      const block = this.current.get(event.uid);
      if (!block) {
        const id = this.newId();
        create.push({ id, ...event });
        this.current.set(event.uid, { id, startsAt: event.startsAt, endsAt: event.endsAt, summary: event.summary, status: 'active' });
        this.touched.add(id);
        this.changes.created += 1;
      } else if (block.status !== 'active' || block.startsAt !== event.startsAt || block.endsAt !== event.endsAt || block.summary !== event.summary) {
        update.push({ id: block.id, event });
        this.current.set(event.uid, { ...block, startsAt: event.startsAt, endsAt: event.endsAt, summary: event.summary, status: 'active' });
        // A block created or updated earlier in this feed (a repeated UID) counts once.
        if (!this.touched.has(block.id)) this.changes.updated += 1;
        this.touched.add(block.id);
      }
    }
    return { create, update };
  }

  finish(): string[] {
    const cancel = this.stored.filter((block) => block.status === 'active' && !this.seen.has(block.uid)).map((block) => block.id);
    this.changes.cancelled = cancel.length;
    return cancel;
  }
}

/** The whole diff of a feed at once (see FeedDiffer). */
export function diffFeed(stored: readonly StoredImport[], incoming: ReadonlyMap<string, FeedEvent>): FeedDiff {
  const differ = new FeedDiffer(stored);
  const { create, update } = differ.add(incoming.values());
  return { create: create.map(({ id: _id, ...event }) => event), update, cancel: differ.finish() };
}

export function changesOf(diff: FeedDiff): SyncChanges {
  return { created: diff.create.length, updated: diff.update.length, cancelled: diff.cancel.length };
}

export function isEmptyDiff(diff: FeedDiff): boolean {
  return diff.create.length === 0 && diff.update.length === 0 && diff.cancel.length === 0;
}

/** An active imported block after the diff, and the direct bookings and holds it may clash with. */
interface ImportedSpan extends DateSpan {
  id: string;
  summary: string | null;
}

interface HeldSpan extends DateSpan {
  id: string;
}

/**
 * Imported reservations that overlap an active direct booking or hold: a double booking, mapped
 * to the first block it clashes with. Closed dates ('Airbnb (Not available)') are not stays; they
 * are often the channel echoing Prana's own outbound feed, so they never count.
 */
export function findConflicts(imported: readonly ImportedSpan[], held: readonly HeldSpan[]): Map<string, string> {
  const conflicts = new Map<string, string>();
  if (held.length === 0) return conflicts;
  const sortedHeld = [...held].sort((a, b) => (a.startsAt < b.startsAt ? -1 : a.startsAt > b.startsAt ? 1 : 0));
  for (const block of imported) {
    if (!isImportedReservation(block.summary)) continue;
    for (const hold of sortedHeld) {
      if (hold.startsAt >= block.endsAt) break;
      if (spansOverlap(block, hold)) {
        conflicts.set(block.id, hold.id);
        break;
      }
    }
  }
  return conflicts;
}
