import type { Lang, Localized } from './lang.ts';

/** Where an availability block comes from. */
export const BLOCK_SOURCES = ['airbnb', 'direct', 'manual', 'system'] as const;
export type BlockSource = (typeof BLOCK_SOURCES)[number];

/** A block is never deleted: a reservation gone from its feed, or a released hold, is cancelled. */
export const BLOCK_STATUSES = ['active', 'cancelled'] as const;
export type BlockStatus = (typeof BLOCK_STATUSES)[number];

/** A sync run pulls a villa's Airbnb feed, or (later) pushes to it. */
export const SYNC_DIRECTIONS = ['pull_airbnb', 'push'] as const;
export type SyncDirection = (typeof SYNC_DIRECTIONS)[number];
export const SYNC_RUN_STATUSES = ['running', 'success', 'failed'] as const;
export type SyncRunStatus = (typeof SYNC_RUN_STATUSES)[number];

/** Legend labels of the block sources (admin spec §4). */
export const BLOCK_LABELS: Readonly<Record<BlockSource, Localized>> = {
  manual: { en: 'Manual Hold', id: 'Blokir Manual' },
  system: { en: 'System Hold', id: 'Blokir Sistem' },
  direct: { en: 'Direct Booking', id: 'Pemesanan Langsung' },
  airbnb: { en: 'Airbnb Reservation', id: 'Reservasi Airbnb' },
};

/** Label of a block: manual, system and direct by name; anything else is an Airbnb reservation. */
export function blockLabel(source: string | null | undefined, lang: Lang = 'en'): string {
  const known = source === 'manual' || source === 'system' || source === 'direct' ? source : 'airbnb';
  return BLOCK_LABELS[known][lang];
}

/** Sync-run direction label: 'pull_airbnb' is Pull, anything else Push. */
export function syncDirectionLabel(direction: string | null | undefined): 'Pull' | 'Push' {
  return direction === 'pull_airbnb' ? 'Pull' : 'Push';
}

// Hosts' closed dates as feeds name them: Airbnb's 'Airbnb (Not available)', Booking.com's
// 'CLOSED - Not available', other exports' 'Blocked' or 'Unavailable'.
const CLOSED_DATES_SUMMARY = /not available|unavailable|blocked|closed/i;

/** True when an imported event is a guest's stay (Airbnb 'Reserved'), false for dates the host closed. */
export function isImportedReservation(summary: string | null | undefined): boolean {
  return !CLOSED_DATES_SUMMARY.test(summary ?? '');
}

/** A stay or hold: first night to check-out day (exclusive), both `YYYY-MM-DD`. */
export interface DateSpan {
  readonly startsAt: string;
  readonly endsAt: string;
}

/**
 * True when two spans share a night. Check-out is exclusive, so a stay ending on the day the next
 * one starts does not overlap it (the same rule as the database's `daterange(..., '[)')`).
 */
export function spansOverlap(a: DateSpan, b: DateSpan): boolean {
  return a.startsAt < b.endsAt && b.startsAt < a.endsAt;
}
