import type { CalendarBlock } from '@prana/contracts';
import { addDays, daysBetween } from '@prana/domain';

/**
 * Each block source's bar colour: the one place. A source without an entry (a channel added
 * later) still draws, in the neutral colour, labelled by its BLOCK_LABELS name.
 */
export const SOURCE_COLOURS: Readonly<Partial<Record<string, string>>> = {
  airbnb: '#c4505a',
  booking: '#2f5d9e',
  vrbo: '#3f7fa8',
  other: '#7a6a9b',
  direct: '#2f4a3a',
  manual: '#b86b4b',
  system: '#6b7f5e',
};
export const NEUTRAL_COLOUR = '#5f5950';

export const sourceColour = (source: string): string => SOURCE_COLOURS[source] ?? NEUTRAL_COLOUR;

/** The window's days, `from` first. */
export function windowDays(from: string, days: number): string[] {
  return Array.from({ length: days }, (_, index) => addDays(from, index));
}

/** A block drawn on a row: its first column and how many columns it covers inside the window. */
export interface Bar {
  block: CalendarBlock;
  start: number;
  span: number;
}

/** The bars of one villa's blocks, clipped to the window [from, from + days). */
export function barsOf(blocks: readonly CalendarBlock[], from: string, days: number): Bar[] {
  const bars: Bar[] = [];
  for (const block of blocks) {
    const start = Math.max(0, daysBetween(from, block.startsAt) ?? 0);
    const end = Math.min(days, daysBetween(from, block.endsAt) ?? 0);
    if (end > start) bars.push({ block, start, span: end - start });
  }
  return bars;
}

/**
 * Blocks grouped by villa, in date order: a plain object, so the query's structural sharing keeps
 * a villa's array when its blocks did not change (its row is not redrawn).
 */
export function groupByVilla(blocks: readonly CalendarBlock[]): Record<string, CalendarBlock[]> {
  const grouped: Record<string, CalendarBlock[]> = {};
  for (const block of blocks) (grouped[block.villaSlug] ??= []).push(block);
  for (const list of Object.values(grouped)) list.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id));
  return grouped;
}

/** The block covering a day (its night), if any; a conflicting import wins so it is never hidden. */
export function blockOn(blocks: readonly CalendarBlock[], day: string): CalendarBlock | undefined {
  const covering = blocks.filter((block) => block.startsAt <= day && day < block.endsAt);
  return covering.find((block) => block.conflict) ?? covering[0];
}

/** Two chosen nights (either order) as a stay: first night to the day after the last. */
export function stayBetween(a: string, b: string): { checkIn: string; checkOut: string } {
  const [first, last] = a <= b ? [a, b] : [b, a];
  return { checkIn: first, checkOut: addDays(last, 1) };
}

/** Where arrow keys move the active cell, kept inside `rows` × `columns`. */
export function moveCell(cell: { row: number; col: number }, key: string, rows: number, columns: number): { row: number; col: number } | null {
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max - 1);
  switch (key) {
    case 'ArrowLeft':
      return { row: cell.row, col: clamp(cell.col - 1, columns) };
    case 'ArrowRight':
      return { row: cell.row, col: clamp(cell.col + 1, columns) };
    case 'ArrowUp':
      return { row: clamp(cell.row - 1, rows), col: cell.col };
    case 'ArrowDown':
      return { row: clamp(cell.row + 1, rows), col: cell.col };
    case 'Home':
      return { row: cell.row, col: 0 };
    case 'End':
      return { row: cell.row, col: columns - 1 };
    default:
      return null;
  }
}
