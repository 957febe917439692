import { randomUUID } from 'node:crypto';
import type { BlockStatus, SyncChanges } from '@prana/contracts';
import { isImportedReservation, spansOverlap, type DateSpan } from '@prana/domain';
import type { FeedEvent } from './feed-parser.ts';

/** An imported block as stored: what the diff compares against its feed. */
export interface StoredImport {
  id: string;
  uid: string;
  startsAt: string;
  endsAt: string;
  summary: string | null;
  reservationUrl: string | null;
  phoneLast4: string | null;
  status: BlockStatus;
  conflict: boolean;
}

interface Writes {
  create: (FeedEvent & { id: string })[];
  /** Changed dates, summary or details, a cancelled block whose event came back, or a rolling block that moved (new UID). */
  update: { id: string; event: FeedEvent }[];
}

interface FeedDiff extends Writes {
  /** Active blocks whose event left the feed: cancelled, never deleted. */
  cancel: string[];
}

type CurrentImport = Omit<StoredImport, 'uid' | 'conflict'>;

function differs(block: CurrentImport, event: FeedEvent): boolean {
  return (
    block.status !== 'active' ||
    block.startsAt !== event.startsAt ||
    block.endsAt !== event.endsAt ||
    block.summary !== event.summary ||
    block.reservationUrl !== event.reservationUrl ||
    block.phoneLast4 !== event.phoneLast4
  );
}

/** Two spans that share a night or touch (one ends the day the other starts). */
function overlapsOrTouches(a: { startsAt: string; endsAt: string }, b: { startsAt: string; endsAt: string }): boolean {
  return a.startsAt <= b.endsAt && b.startsAt <= a.endsAt;
}

/**
 * Compares one feed's imported blocks with that feed by UID, a chunk of events at a time: each
 * chunk gives its blocks to create and update; `finish` gives the rest: the active blocks whose
 * event never came (cancelled, never deleted), and the closed dates under a new UID. Airbnb gives
 * its rolling "Not available" window a new UID each day as it moves forward, so closed dates under
 * a new UID first take over a vanished closed block they overlap or touch, moving it instead of
 * cancelling one and creating another. The same feed twice gives no changes: a pull is idempotent.
 */
export class FeedDiffer {
  readonly changes: SyncChanges = { created: 0, updated: 0, cancelled: 0 };
  private readonly current = new Map<string, CurrentImport>();
  private readonly seen = new Set<string>();
  private readonly touched = new Set<string>();
  /** Closed dates under a UID this feed never had, by UID (a repeated UID: the later event). */
  private readonly newClosed = new Map<string, FeedEvent>();
  private readonly stored: readonly StoredImport[];
  private readonly newId: () => string;

  constructor(stored: readonly StoredImport[], newId: () => string = randomUUID) {
    this.stored = stored;
    this.newId = newId;
    for (const block of stored) this.current.set(block.uid, block);
  }

  add(events: Iterable<FeedEvent>): Writes {
    const create: Writes['create'] = [];
    const update: Writes['update'] = [];
    for (const event of events) {
      this.seen.add(event.uid);
      const block = this.current.get(event.uid);
      if (!block) {
        if (!isImportedReservation(event.summary)) {
          this.newClosed.set(event.uid, event);
          continue;
        }
        // The same UID as a stay later in the feed: the stay wins, as a later event always does.
        this.newClosed.delete(event.uid);
        const id = this.newId();
        create.push({ id, ...event });
        this.current.set(event.uid, { id, ...event, status: 'active' });
        this.touched.add(id);
        this.changes.created += 1;
      } else if (differs(block, event)) {
        update.push({ id: block.id, event });
        this.current.set(event.uid, { ...block, ...event, status: 'active' });
        // A block created or updated earlier in this feed (a repeated UID) counts once.
        if (!this.touched.has(block.id)) this.changes.updated += 1;
        this.touched.add(block.id);
      }
    }
    return { create, update };
  }

  finish(): FeedDiff {
    const gone = this.stored.filter((block) => block.status === 'active' && !this.seen.has(block.uid));
    const movable = gone.filter((block) => !isImportedReservation(block.summary));
    const moved = new Set<string>();
    const create: Writes['create'] = [];
    const update: Writes['update'] = [];
    for (const event of this.newClosed.values()) {
      const block = movable.find((candidate) => !moved.has(candidate.id) && overlapsOrTouches(candidate, event));
      if (block) {
        moved.add(block.id);
        update.push({ id: block.id, event });
        this.changes.updated += 1;
      } else {
        create.push({ id: this.newId(), ...event });
        this.changes.created += 1;
      }
    }
    const cancel = gone.filter((block) => !moved.has(block.id)).map((block) => block.id);
    this.changes.cancelled = cancel.length;
    return { create, update, cancel };
  }
}

/** The whole diff of a feed at once (see FeedDiffer). */
export function diffFeed(stored: readonly StoredImport[], incoming: ReadonlyMap<string, FeedEvent>): FeedDiff {
  const differ = new FeedDiffer(stored);
  const first = differ.add(incoming.values());
  const rest = differ.finish();
  return { create: [...first.create, ...rest.create], update: [...first.update, ...rest.update], cancel: rest.cancel };
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
