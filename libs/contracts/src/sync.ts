/** Calendar sync wire shapes (admin spec §3, §7). */

export type BlockSource = 'airbnb' | 'direct' | 'manual' | 'system';
export type BlockStatus = 'active' | 'cancelled';

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
}

export interface SyncChanges {
  created: number;
  updated: number;
  cancelled: number;
}

/** POST /api/villas/{slug}/sync-airbnb */
export interface SyncResultResponse {
  status: 'success' | 'failed' | 'running';
  changes: SyncChanges;
  error: string | null;
}

/** GET /api/villas/{slug}/sync-runs?limit=n → SyncRunResponse[] */
export interface SyncRunResponse {
  id: string;
  startedAt: string;
  finishedAt: string | null;
  status: 'running' | 'success' | 'failed';
  direction: 'pull_airbnb' | 'push';
  durationMs: number | null;
  errorMessage: string | null;
  changesDetected: number;
}

export type SyncStage = 'queued' | 'fetching' | 'parsing' | 'saving';

export interface SyncStartedPayload {
  villaSlug: string;
  runId: string;
  startedAt: string;
}

export interface SyncProgressPayload {
  villaSlug: string;
  runId: string;
  stage: SyncStage;
  /** 0–100. */
  percent: number;
}

export interface SyncFinishedPayload {
  villaSlug: string;
  runId: string;
  status: 'success' | 'failed';
  changes: SyncChanges;
  error: string | null;
  durationMs: number;
}

export interface AvailabilityChangedPayload {
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
  'booking.conflict': (payload: BookingConflictPayload) => void;
}
