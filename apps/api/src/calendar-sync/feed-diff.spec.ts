import { describe, expect, it } from 'vitest';
import { changesOf, diffFeed, FeedDiffer, findConflicts, isEmptyDiff, type StoredImport } from './feed-diff.ts';
import type { FeedEvent } from './feed-parser.ts';

const event = (uid: string, startsAt: string, endsAt: string, summary = 'Reserved'): FeedEvent => ({ uid, startsAt, endsAt, summary, reservationUrl: null, phoneLast4: null });
const stored = (id: string, e: FeedEvent, status: StoredImport['status'] = 'active'): StoredImport => ({ id, ...e, status, conflict: false });
const feed = (...events: FeedEvent[]) => new Map(events.map((e) => [e.uid, e]));

describe('diffFeed', () => {
  const a = event('a', '2027-01-10', '2027-01-14');
  const b = event('b', '2027-02-01', '2027-02-05');

  it('creates what is new', () => {
    expect(changesOf(diffFeed([], feed(a, b)))).toEqual({ created: 2, updated: 0, cancelled: 0 });
  });

  it('gives an empty diff for the same feed twice (idempotent)', () => {
    const diff = diffFeed([stored('1', a), stored('2', b)], feed(a, b));
    expect(isEmptyDiff(diff)).toBe(true);
  });

  it('updates changed dates or summary and cancels what left the feed', () => {
    const moved = event('a', '2027-01-11', '2027-01-15');
    const diff = diffFeed([stored('1', a), stored('2', b)], feed(moved));
    expect(diff.update).toEqual([{ id: '1', event: moved }]);
    expect(diff.cancel).toEqual(['2']);
    expect(changesOf(diff)).toEqual({ created: 0, updated: 1, cancelled: 1 });
  });

  it('reactivates a cancelled block whose event came back, and never cancels one twice', () => {
    const diff = diffFeed([stored('1', a, 'cancelled'), stored('2', b, 'cancelled')], feed(a));
    expect(changesOf(diff)).toEqual({ created: 0, updated: 1, cancelled: 0 });
  });
});

describe('FeedDiffer', () => {
  it('diffs chunk by chunk, cancelling only what no chunk brought', () => {
    const a = event('a', '2027-01-10', '2027-01-14');
    const b = event('b', '2027-02-01', '2027-02-05');
    const differ = new FeedDiffer([stored('1', a), stored('2', b)], () => 'new-id');
    expect(differ.add([event('c', '2027-03-01', '2027-03-03')])).toEqual({ create: [{ id: 'new-id', ...event('c', '2027-03-01', '2027-03-03') }], update: [] });
    expect(differ.add([a])).toEqual({ create: [], update: [] });
    expect(differ.finish()).toEqual({ create: [], update: [], cancel: ['2'] });
    expect(differ.changes).toEqual({ created: 1, updated: 0, cancelled: 1 });
  });

  it('counts a UID repeated in a later chunk once, as the later event', () => {
    const differ = new FeedDiffer([], () => 'new-id');
    differ.add([event('a', '2027-01-10', '2027-01-14')]);
    expect(differ.add([event('a', '2027-01-11', '2027-01-14')]).update).toEqual([{ id: 'new-id', event: event('a', '2027-01-11', '2027-01-14') }]);
    differ.finish();
    expect(differ.changes).toEqual({ created: 1, updated: 0, cancelled: 0 });
  });
});

describe('rolling closed dates', () => {
  const closed = (uid: string, startsAt: string, endsAt: string) => event(uid, startsAt, endsAt, 'Airbnb (Not available)');

  it("moves Airbnb's rolling Not-available window that came back under a new UID, instead of cancelling and creating", () => {
    const yesterday = closed('window-1', '2027-11-24', '2028-11-24');
    const today = closed('window-2', '2027-11-25', '2028-11-25');
    const diff = diffFeed([stored('1', yesterday)], feed(today));
    expect(diff).toEqual({ create: [], update: [{ id: '1', event: today }], cancel: [] });
  });

  it('never moves a stay: a reservation under a new UID is a new reservation', () => {
    const stay = event('stay-1', '2027-01-10', '2027-01-14');
    const next = event('stay-2', '2027-01-11', '2027-01-15');
    expect(changesOf(diffFeed([stored('1', stay)], feed(next)))).toEqual({ created: 1, updated: 0, cancelled: 1 });
  });

  it('creates one block for a UID that is closed dates in one chunk and a stay in a later one', () => {
    const differ = new FeedDiffer([], () => 'new-id');
    differ.add([closed('x', '2027-05-01', '2027-05-03')]);
    expect(differ.add([event('x', '2027-05-01', '2027-05-03')]).create).toHaveLength(1);
    expect(differ.finish()).toEqual({ create: [], update: [], cancel: [] });
    expect(differ.changes).toEqual({ created: 1, updated: 0, cancelled: 0 });
  });

  it('creates closed dates that touch no vanished closed block, and moves each block once', () => {
    const old = closed('old', '2027-03-01', '2027-03-05');
    const diff = diffFeed([stored('1', old)], feed(closed('a', '2027-03-02', '2027-03-06'), closed('b', '2027-03-03', '2027-03-04'), closed('far', '2027-09-01', '2027-09-02')));
    expect(changesOf(diff)).toEqual({ created: 2, updated: 1, cancelled: 0 });
    expect(diff.update[0]).toMatchObject({ id: '1', event: { uid: 'a' } });
  });
});

describe('findConflicts', () => {
  const direct = { id: 'direct-1', startsAt: '2027-01-10', endsAt: '2027-01-14' };

  it('marks an imported reservation overlapping a direct booking', () => {
    const conflicts = findConflicts([{ id: 'imp-1', startsAt: '2027-01-12', endsAt: '2027-01-16', summary: 'Reserved' }], [direct]);
    expect([...conflicts]).toEqual([['imp-1', 'direct-1']]);
  });

  it("ignores a stay that arrives on the direct guest's check-out day", () => {
    expect(findConflicts([{ id: 'imp-1', startsAt: '2027-01-14', endsAt: '2027-01-16', summary: 'Reserved' }], [direct]).size).toBe(0);
  });

  it('ignores closed dates (often the channel echoing our own outbound feed)', () => {
    expect(findConflicts([{ id: 'imp-1', startsAt: '2027-01-10', endsAt: '2027-01-14', summary: 'Airbnb (Not available)' }], [direct]).size).toBe(0);
  });
});
