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

export interface FeedDiff {
  create: FeedEvent[];
  /** Changed dates or summary, or a cancelled block whose event came back. */
  update: { id: string; event: FeedEvent }[];
  /** Active blocks whose event left the feed: cancelled, never deleted. */
  cancel: string[];
}

/**
 * Compares a villa's imported blocks with the feed by UID. The same feed twice gives an empty
 * diff, so a pull is idempotent.
 */
export function diffFeed(stored: readonly StoredImport[], incoming: ReadonlyMap<string, FeedEvent>): FeedDiff {
  const diff: FeedDiff = { create: [], update: [], cancel: [] };
  const byUid = new Map(stored.map((block) => [block.uid, block]));
  for (const event of incoming.values()) {
    const block = byUid.get(event.uid);
    if (!block) diff.create.push(event);
    else if (block.status !== 'active' || block.startsAt !== event.startsAt || block.endsAt !== event.endsAt || block.summary !== event.summary) {
      diff.update.push({ id: block.id, event });
    }
  }
  for (const block of stored) {
    if (block.status === 'active' && !incoming.has(block.uid)) diff.cancel.push(block.id);
  }
  return diff;
}

export function changesOf(diff: FeedDiff): SyncChanges {
  return { created: diff.create.length, updated: diff.update.length, cancelled: diff.cancel.length };
}

export function isEmptyDiff(diff: FeedDiff): boolean {
  return diff.create.length === 0 && diff.update.length === 0 && diff.cancel.length === 0;
}

/** An active imported block after the diff, and the direct bookings and holds it may clash with. */
export interface ImportedSpan extends DateSpan {
  id: string;
  summary: string | null;
}

export interface HeldSpan extends DateSpan {
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
