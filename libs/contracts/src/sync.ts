import { z } from 'zod';
import {
  BLOCK_SOURCES,
  BLOCK_STATUSES,
  FEED_CHANNELS,
  SYNC_DIRECTIONS,
  SYNC_RUN_STATUSES,
  type BlockSource,
  type BlockStatus,
  type FeedChannel,
  type SyncDirection,
  type SyncRunStatus,
} from '@prana/domain';
import { zodError, type CodedError } from './errors.ts';

/** Calendar sync wire shapes. */

// Block sources and statuses, sync directions and run statuses are rules of @prana/domain.
export {
  BLOCK_SOURCES,
  BLOCK_STATUSES,
  FEED_CHANNELS,
  SYNC_DIRECTIONS,
  SYNC_RUN_STATUSES,
  type BlockSource,
  type BlockStatus,
  type FeedChannel,
  type SyncDirection,
  type SyncRunStatus,
};

/** GET /api/villas/{slug}/availability → AvailabilityBlockResponse[] */
export interface AvailabilityBlockResponse {
  id: string;
  /** First night, YYYY-MM-DD. */
  startsAt: string;
  /** Check-out day (exclusive), YYYY-MM-DD. */
  endsAt: string;
  status: BlockStatus;
  source: BlockSource;
  summary: string | null;
  guestName: string | null;
  /** An imported reservation overlapping a direct booking (a double booking staff must resolve). */
  conflict: boolean;
  /** The feed an imported block came from (null for Prana's own blocks, or once its feed was removed). */
  feedId: string | null;
  /** What Airbnb's DESCRIPTION tells staff about a stay: the reservation's page and the guest phone's last four digits. */
  reservationUrl: string | null;
  phoneLast4: string | null;
  /** Why a manual hold was placed; null for every other source. */
  reason: string | null;
  /** The direct booking the block stands for (null for imports and holds). */
  bookingId: string | null;
}

export interface SyncChanges {
  created: number;
  updated: number;
  cancelled: number;
}

/**
 * POST /api/villas/{slug}/sync-airbnb. `running` means the pull did not finish within the wait
 * and continues in the background; its result arrives live (`sync.finished`) and in the runs.
 */
export interface SyncResultResponse {
  status: 'success' | 'failed' | 'running';
  changes: SyncChanges;
  /** Why it failed, in English; `failure` is its code for the reader's language. */
  error: string | null;
  failure: CodedError | null;
  /** The sync run written by the pull, once it finished. */
  runId: string | null;
}

/** GET /api/villas/{slug}/sync-runs?limit=n → SyncRunResponse[] (newest first) */
export interface SyncRunResponse {
  id: string;
  startedAt: string;
  finishedAt: string | null;
  status: SyncRunStatus;
  direction: SyncDirection;
  durationMs: number | null;
  /** Why it failed, in English; `failure` is its code for the reader's language. */
  errorMessage: string | null;
  failure: CodedError | null;
  /** created + updated + cancelled. */
  changesDetected: number;
  changes: SyncChanges;
  /** The feed pulled (null once that feed was removed). */
  feedId: string | null;
  /** Events of the feed that could not be read and were left out; the rest was imported. */
  skipped: number;
  /** Why, for the first few of them. */
  skippedReasons: CodedError[];
}

/** Staff-only calendar health of a villa, part of GET /api/villas for staff (null for visitors). */
export interface VillaCalendarStatus {
  /** When the last successful pull finished: a feed can go silently stale. */
  lastSyncedAt: string | null;
  lastRun: { status: SyncRunStatus; startedAt: string; errorMessage: string | null; failure: CodedError | null } | null;
  /** Failed pulls since the last successful one. */
  consecutiveFailures: number;
  /** True once a feed failed FEED_FAILING_AFTER times in a row. */
  failing: boolean;
  /** Upcoming imported reservations that overlap a direct booking or hold. */
  conflicts: number;
}

/** A feed that failed this many pulls in a row is flagged on its villa's card. */
export const FEED_FAILING_AFTER = 3;

/** A feed with no successful pull for this long (four scheduled pulls missed) is flagged stale. */
export const FEED_STALE_AFTER_MINUTES = 60;

/** One inbound feed's sync health: a feed goes stale or fails on its own, whatever its villa's other feeds do. */
export interface FeedCalendarStatus extends Omit<VillaCalendarStatus, 'conflicts'> {
  /** No successful pull within FEED_STALE_AFTER_MINUTES (or never). */
  stale: boolean;
}

/**
 * GET /api/villas/{slug}/feeds → VillaFeedResponse[] (oldest first). The URL is write-only:
 * only whether it is set leaves the server, as for a villa's airbnbIcalUrl.
 */
export interface VillaFeedResponse {
  id: string;
  villaSlug: string;
  label: string;
  channel: FeedChannel;
  createdAt: string;
  calendar: FeedCalendarStatus;
}

export type SyncStage = 'queued' | 'fetching' | 'parsing' | 'saving' | 'retrying';

export interface SyncStartedPayload {
  villaSlug: string;
  /** Which of the villa's feeds is being pulled. */
  feedId: string;
  runId: string;
  startedAt: string;
}

export interface SyncProgressPayload {
  villaSlug: string;
  feedId: string;
  runId: string;
  stage: SyncStage;
  /** 0–100. */
  percent: number;
}

export interface SyncFinishedPayload {
  villaSlug: string;
  feedId: string;
  runId: string;
  status: 'success' | 'failed';
  changes: SyncChanges;
  error: string | null;
  failure: CodedError | null;
  durationMs: number;
}

export interface AvailabilityChangedPayload {
  villaSlug: string;
}

/** A villa's feeds were added, edited or removed: staff watching calendars reload its feed list. */
export interface FeedsChangedPayload {
  villaSlug: string;
}

export interface BookingConflictPayload {
  villaSlug: string;
  /** The imported block that overlaps a direct booking or hold. */
  block: AvailabilityBlockResponse;
  conflictsWith: AvailabilityBlockResponse;
}

export interface SyncEvents {
  'sync.started': (payload: SyncStartedPayload) => void;
  'sync.progress': (payload: SyncProgressPayload) => void;
  'sync.finished': (payload: SyncFinishedPayload) => void;
  'availability.changed': (payload: AvailabilityChangedPayload) => void;
  'feeds.changed': (payload: FeedsChangedPayload) => void;
  'booking.conflict': (payload: BookingConflictPayload) => void;
}

// ---------- request schemas ----------

/** Longest inbound iCal link accepted. */
const ICAL_URL_MAX_LENGTH = 2048;

function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
}

/**
 * PATCH /api/villas/{slug}: the inbound link, trimmed; null or blank removes it.
 * The result is the URL to store, or null.
 */
export const updateVillaFeedBody = z.strictObject({
  airbnbIcalUrl: z
    .string(zodError('ical.urlRequired'))
    .max(ICAL_URL_MAX_LENGTH, zodError('ical.urlTooLong', { max: ICAL_URL_MAX_LENGTH }))
    .trim()
    .refine((value) => value === '' || isHttpUrl(value), zodError('ical.invalidUrl'))
    .transform((value) => (value === '' ? null : value))
    .nullable(),
});
export type UpdateVillaFeedBody = z.infer<typeof updateVillaFeedBody>;

const FEED_LABEL_MAX_LENGTH = 80;
const feedUrl = z
  .string(zodError('ical.feedUrlRequired'))
  .max(ICAL_URL_MAX_LENGTH, zodError('ical.urlTooLong', { max: ICAL_URL_MAX_LENGTH }))
  .trim()
  .refine(isHttpUrl, zodError('ical.invalidUrl'));
const feedLabel = z
  .string(zodError('ical.feedLabel', { max: FEED_LABEL_MAX_LENGTH }))
  .trim()
  .min(1, zodError('ical.feedLabel', { max: FEED_LABEL_MAX_LENGTH }))
  .max(FEED_LABEL_MAX_LENGTH, zodError('ical.feedLabel', { max: FEED_LABEL_MAX_LENGTH }));
const feedChannel = z.enum(FEED_CHANNELS, zodError('ical.feedChannel'));

/** POST /api/villas/{slug}/feeds */
export const createVillaFeedBody = z.strictObject({ label: feedLabel, url: feedUrl, channel: feedChannel });
export type CreateVillaFeedBody = z.infer<typeof createVillaFeedBody>;

/** PATCH /api/villas/{slug}/feeds/{id}: any of the three; a new URL starts over with a full download. */
export const updateVillaFeedSettingsBody = z
  .strictObject({ label: feedLabel.optional(), url: feedUrl.optional(), channel: feedChannel.optional() })
  .refine((body) => body.label !== undefined || body.url !== undefined || body.channel !== undefined, zodError('ical.feedNoChange'));
export type UpdateVillaFeedSettingsBody = z.infer<typeof updateVillaFeedSettingsBody>;

/** GET /ical/villa/{token}?channel=…: which channel reads the feed (Airbnb when absent, the link staff gave it first). */
export const outboundFeedQuery = z.strictObject({ channel: z.enum(FEED_CHANNELS, zodError('ical.outboundChannel')).optional() });

/** POST /api/villas/{slug}/outbound-feed/rotate → the new token; the old address then answers 404. */
export interface OutboundFeedTokenResponse {
  outboundFeedToken: string;
}

const ISO_DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
const queryDate = z.string(zodError('validation.isoDate')).regex(ISO_DATE_SHAPE, zodError('validation.isoDate'));
const queryFlag = z.enum(['true', 'false'], zodError('validation.flag')).transform((value) => value === 'true');

/** GET /api/villas/{slug}/availability?start&end&upcoming=true&includeCancelled=true */
export const availabilityQuery = z.strictObject({
  start: queryDate.optional(),
  end: queryDate.optional(),
  upcoming: queryFlag.optional(),
  includeCancelled: queryFlag.optional(),
});
export type AvailabilityQuery = z.infer<typeof availabilityQuery>;

/** The availability page asks for 10 runs; more than 50 is refused. */
export const SYNC_RUNS_DEFAULT_LIMIT = 10;
const SYNC_RUNS_MAX_LIMIT = 50;

/** GET /api/villas/{slug}/sync-runs?limit=n */
export const syncRunsQuery = z.strictObject({
  limit: z
    .string(zodError('ical.runsLimit', { max: SYNC_RUNS_MAX_LIMIT }))
    .regex(/^\d{1,3}$/, zodError('ical.runsLimit', { max: SYNC_RUNS_MAX_LIMIT }))
    .transform(Number)
    .refine((value) => value >= 1 && value <= SYNC_RUNS_MAX_LIMIT, zodError('ical.runsLimit', { max: SYNC_RUNS_MAX_LIMIT }))
    .optional(),
});

/** The sync endpoints take no body: none, or an empty JSON object. */
export const syncRequestBody = z.strictObject({}, zodError('validation.noBody'));
