import type { Lang, Localized } from './lang.ts';

/** The channels a villa's inbound feeds come from; an imported block's source is its feed's channel. */
export const FEED_CHANNELS = ['airbnb', 'booking', 'vrbo', 'other'] as const;
export type FeedChannel = (typeof FEED_CHANNELS)[number];

/** Where an availability block comes from: one of Prana's own, or a channel's feed. */
export const BLOCK_SOURCES = ['airbnb', 'direct', 'manual', 'system', 'booking', 'vrbo', 'other'] as const;
export type BlockSource = (typeof BLOCK_SOURCES)[number];

/** True for blocks imported from a channel's feed (diffed by their feed, never held by Prana). */
export function isImportedSource(source: BlockSource): source is FeedChannel {
  return (FEED_CHANNELS as readonly string[]).includes(source);
}

/** A block is never deleted: a reservation gone from its feed, or a released hold, is cancelled. */
export const BLOCK_STATUSES = ['active', 'cancelled'] as const;
export type BlockStatus = (typeof BLOCK_STATUSES)[number];

/** A sync run pulls one of a villa's feeds ('pull_airbnb' for Airbnb's, 'pull' for other channels'), or (later) pushes. */
export const SYNC_DIRECTIONS = ['pull_airbnb', 'pull', 'push'] as const;
export type SyncDirection = (typeof SYNC_DIRECTIONS)[number];
export const SYNC_RUN_STATUSES = ['running', 'success', 'failed'] as const;
export type SyncRunStatus = (typeof SYNC_RUN_STATUSES)[number];

/** Legend labels of the block sources. */
export const BLOCK_LABELS: Readonly<Record<BlockSource, Localized>> = {
  manual: { en: 'Manual Hold', id: 'Blokir Manual' },
  system: { en: 'System Hold', id: 'Blokir Sistem' },
  direct: { en: 'Direct Booking', id: 'Pemesanan Langsung' },
  airbnb: { en: 'Airbnb Reservation', id: 'Reservasi Airbnb' },
  booking: { en: 'Booking.com', id: 'Booking.com' },
  vrbo: { en: 'Vrbo', id: 'Vrbo' },
  other: { en: 'Other feed', id: 'Feed lain' },
};

/** Label of a block by its source; an unknown source (an older client's data) reads as an Airbnb reservation. */
export function blockLabel(source: string | null | undefined, lang: Lang = 'en'): string {
  const known = (BLOCK_SOURCES as readonly (string | null | undefined)[]).includes(source) ? (source as BlockSource) : 'airbnb';
  return BLOCK_LABELS[known][lang];
}

/** Sync-run direction label: the pulls are Pull, anything else Push. */
export function syncDirectionLabel(direction: string | null | undefined): 'Pull' | 'Push' {
  return direction === 'pull_airbnb' || direction === 'pull' ? 'Pull' : 'Push';
}

/** Where a feed is pulled from: Airbnb's pulls keep their own direction name (pull_airbnb). */
export function pullDirection(channel: FeedChannel): SyncDirection {
  return channel === 'airbnb' ? 'pull_airbnb' : 'pull';
}

// Hosts' closed dates as feeds name them: Airbnb's 'Airbnb (Not available)', Booking.com's
// 'CLOSED - Not available', other exports' 'Blocked' or 'Unavailable'.
const CLOSED_DATES_SUMMARY = /not available|unavailable|blocked|closed/i;

/** True when an imported event is a guest's stay (Airbnb 'Reserved'), false for dates the host closed. */
export function isImportedReservation(summary: string | null | undefined): boolean {
  return !CLOSED_DATES_SUMMARY.test(summary ?? '');
}

/**
 * An imported block is a stay (sold nights, a booking of its channel) when its feed names it a
 * reservation, or when staff entered a payout for it: Booking.com names its stays like closed dates.
 */
export function isImportedStay(block: { summary: string | null; payout: number | null }): boolean {
  return block.payout !== null || isImportedReservation(block.summary);
}

/**
 * Whether a block is a guest's stay (a turnover follows it): a direct booking or an imported stay.
 * Holds, the host's closed dates and the channels' echoes of Prana's own nights are not.
 */
export function isStayBlock(block: { source: string; summary: string | null; payout: number | null }): boolean {
  if (block.source === 'direct') return true;
  if (block.source === 'manual' || block.source === 'system') return false;
  return isImportedStay(block);
}

/**
 * Whether a block imported from `channel` goes out in the outbound feeds other channels read.
 * A channel that names stays apart ('Reserved') also lists, as closed dates, every night it
 * imported from Prana: re-exporting those would bounce the same nights between two channels for
 * ever (each keeps the other's echo alive). So from such channels only stays go out. Booking.com
 * names everything 'CLOSED - Not available', so all of its events go out; its echoes then stop at
 * the next channel, which does name stays apart.
 */
export function isSharedWithOtherChannels(channel: FeedChannel, summary: string | null | undefined): boolean {
  return channel === 'booking' || isImportedReservation(summary);
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
