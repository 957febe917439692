import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './iso-date.ts';
import { timelineSegment, timelineTicks, timelineWindow } from './timeline.ts';

const start = '2025-06-15';

describe('timeline window and ticks', () => {
  it('covers 35 days from today', () => {
    expect(timelineWindow(start)).toEqual({ start, end: '2025-07-20', days: 35 });
  });

  it('ticks every 7 days', () => {
    expect(timelineTicks(start)).toEqual([
      { date: '2025-06-15', offsetPercent: 0 },
      { date: '2025-06-22', offsetPercent: 20 },
      { date: '2025-06-29', offsetPercent: 40 },
      { date: '2025-07-06', offsetPercent: 60 },
      { date: '2025-07-13', offsetPercent: 80 },
    ]);
  });
});

describe('timelineSegment', () => {
  it('places a block inside the window', () => {
    expect(timelineSegment({ startsAt: '2025-06-22', endsAt: '2025-06-29' }, start)).toEqual({ left: 20, width: 20 });
  });

  it('drops blocks wholly outside the window', () => {
    expect(timelineSegment({ startsAt: '2025-06-01', endsAt: '2025-06-15' }, start)).toBeNull();
    expect(timelineSegment({ startsAt: '2025-07-20', endsAt: '2025-07-25' }, start)).toBeNull();
  });

  it('clamps blocks that overhang either edge', () => {
    expect(timelineSegment({ startsAt: '2025-06-01', endsAt: '2025-06-22' }, start)).toEqual({ left: 0, width: 20 });
    expect(timelineSegment({ startsAt: '2025-07-13', endsAt: '2025-08-30' }, start)).toEqual({ left: 80, width: 20 });
  });

  it('draws zero-length blocks at the minimum width, even at the right edge', () => {
    expect(timelineSegment({ startsAt: '2025-06-22', endsAt: '2025-06-22' }, start)).toEqual({ left: 20, width: 2 });
    expect(timelineSegment({ startsAt: '2025-07-19', endsAt: '2025-07-19' }, start)?.width).toBe(2);
    // In a 100-day window the last day starts at 99 %: the block shifts left to stay inside.
    const edge = timelineSegment({ startsAt: addDays(start, 99), endsAt: addDays(start, 99) }, start, 100);
    expect(edge).toEqual({ left: 98, width: 2 });
  });

  it('reads zoned timestamps as Bali dates and refuses bad blocks', () => {
    expect(timelineSegment({ startsAt: '2025-06-21T16:00:00Z', endsAt: '2025-06-28T16:00:00Z' }, start)).toEqual({ left: 20, width: 20 });
    expect(timelineSegment({ startsAt: 'soon', endsAt: '2025-06-28' }, start)).toBeNull();
    expect(timelineSegment({ startsAt: '2025-06-28', endsAt: '2025-06-20' }, start)).toBeNull();
  });

  it('always stays within 0-100 with a width of at least 2', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), fc.integer({ min: 0, max: 100 }), (offset, length) => {
        const segment = timelineSegment({ startsAt: addDays(start, offset), endsAt: addDays(start, offset + length) }, start);
        const overlaps = offset < 35 && offset + length > 0;
        if (!overlaps) return segment === null;
        return segment !== null && segment.left >= 0 && segment.width >= 2 && segment.left + segment.width <= 100 + 1e-9;
      }),
    );
  });
});
