import { describe, expect, it } from 'vitest';
import { replaceEqualDeep } from '@tanstack/react-query';
import type { CalendarBlock } from '@prana/contracts';
import { barsOf, blockOn, groupByVilla, moveCell, sourceColour, stayBetween, NEUTRAL_COLOUR, windowDays } from './calendar-layout.ts';

const block = (id: string, villaSlug: string, startsAt: string, endsAt: string, extra: Partial<CalendarBlock> = {}): CalendarBlock => ({
  id,
  villaSlug,
  startsAt,
  endsAt,
  status: 'active',
  source: 'direct',
  summary: null,
  guestName: null,
  conflict: false,
  feedId: null,
  reservationUrl: null,
  phoneLast4: null,
  reason: null,
  bookingId: null,
  ...extra,
});

describe('the multi-calendar layout', () => {
  it('lists the window days and clips bars to it (check-out day is free)', () => {
    expect(windowDays('2026-12-30', 3)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    const bars = barsOf(
      [block('a', 'v', '2026-12-28', '2027-01-01'), block('b', 'v', '2027-01-01', '2027-01-09'), block('c', 'v', '2026-12-20', '2026-12-30')],
      '2026-12-30',
      3,
    );
    expect(bars.map(({ block: { id }, start, span }) => `${id}@${start}+${span}`)).toEqual(['a@0+2', 'b@2+1']);
  });

  it('groups by villa so the query\'s structural sharing keeps an unchanged villa\'s array', () => {
    const a = block('a', 'one', '2026-12-01', '2026-12-03');
    const b = block('b', 'two', '2026-12-01', '2026-12-03');
    const first = groupByVilla([a, b]);
    // A live change of villa two arrives as fresh JSON for it; villa one is the same data.
    const c = block('c', 'two', '2026-12-05', '2026-12-06');
    const second = replaceEqualDeep(first, groupByVilla([{ ...a }, { ...b }, c]));
    expect(second.one).toBe(first.one);
    expect(second.two).not.toBe(first.two);
    expect(second.two?.map((x) => x.id)).toEqual(['b', 'c']);
  });

  it('finds the block of a night, a conflict first', () => {
    const direct = block('d', 'v', '2026-12-01', '2026-12-04');
    const imported = block('i', 'v', '2026-12-02', '2026-12-05', { source: 'airbnb', conflict: true });
    expect(blockOn([direct, imported], '2026-12-01')).toBe(direct);
    expect(blockOn([direct, imported], '2026-12-03')).toBe(imported);
    expect(blockOn([direct, imported], '2026-12-05')).toBeUndefined();
  });

  it('turns two chosen nights into a stay in either order, and moves the active cell within the grid', () => {
    expect(stayBetween('2026-12-05', '2026-12-03')).toEqual({ checkIn: '2026-12-03', checkOut: '2026-12-06' });
    expect(stayBetween('2026-12-03', '2026-12-03')).toEqual({ checkIn: '2026-12-03', checkOut: '2026-12-04' });
    expect(moveCell({ row: 0, col: 0 }, 'ArrowLeft', 17, 30)).toEqual({ row: 0, col: 0 });
    expect(moveCell({ row: 16, col: 29 }, 'ArrowDown', 17, 30)).toEqual({ row: 16, col: 29 });
    expect(moveCell({ row: 3, col: 4 }, 'ArrowRight', 17, 30)).toEqual({ row: 3, col: 5 });
    expect(moveCell({ row: 3, col: 4 }, 'End', 17, 30)).toEqual({ row: 3, col: 29 });
    expect(moveCell({ row: 3, col: 4 }, 'a', 17, 30)).toBeNull();
  });

  it('colours every source, and a source added later in the neutral colour', () => {
    expect(sourceColour('manual')).not.toBe(NEUTRAL_COLOUR);
    expect(sourceColour('some-new-channel')).toBe(NEUTRAL_COLOUR);
  });
});
