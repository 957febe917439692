/** Guest request categories (public spec §3). */
export const REQUEST_CATEGORIES = ['dining', 'wellness', 'transport', 'housekeeping', 'concierge'] as const;
export type RequestCategory = (typeof REQUEST_CATEGORIES)[number];

/** Guest request statuses. */
export const REQUEST_STATUSES = ['pending', 'scheduled', 'confirmed', 'acknowledged'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Every new request starts pending. */
export const INITIAL_REQUEST_STATUS: RequestStatus = 'pending';

/**
 * The two statuses each category toggles between (public spec §4). The spec gives no pair for
 * dining; it uses pending ↔ confirmed, since a table or breakfast slot is confirmed like a ride.
 */
export const REQUEST_STATUS_PAIRS: Readonly<Record<RequestCategory, readonly [RequestStatus, RequestStatus]>> = {
  dining: ['pending', 'confirmed'],
  wellness: ['pending', 'scheduled'],
  transport: ['pending', 'confirmed'],
  housekeeping: ['pending', 'acknowledged'],
  concierge: ['pending', 'acknowledged'],
};

/** True for one of the five categories. */
export function isRequestCategory(value: unknown): value is RequestCategory {
  return typeof value === 'string' && (REQUEST_CATEGORIES as readonly string[]).includes(value);
}

/** True for one of the four statuses. */
export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === 'string' && (REQUEST_STATUSES as readonly string[]).includes(value);
}

/** The statuses a request of this category may have: pending first, then its partner. */
export function allowedStatuses(category: RequestCategory): readonly [RequestStatus, RequestStatus] {
  return REQUEST_STATUS_PAIRS[category];
}

/**
 * The status the toggle button moves to: pending ↔ the category's partner status. A status the
 * category does not use (stale data) toggles back to pending.
 */
export function toggleStatus(category: RequestCategory, status: RequestStatus): RequestStatus {
  const [initial, partner] = REQUEST_STATUS_PAIRS[category];
  return status === initial ? partner : initial;
}

/** True when a request of this category may move from `from` to a different status `to`. */
export function isAllowedTransition(category: RequestCategory, from: RequestStatus, to: RequestStatus): boolean {
  const allowed: readonly RequestStatus[] = REQUEST_STATUS_PAIRS[category];
  return from !== to && allowed.includes(from) && allowed.includes(to);
}

/** Which fallback text blank notes show, per screen (public spec §5); the texts are libs/catalogue's. */
export type NotesFallbackKey = 'special' | 'extra' | 'additional';
export const NOTES_FALLBACK_BY_CATEGORY: Readonly<Record<RequestCategory, NotesFallbackKey>> = {
  dining: 'special',
  wellness: 'special',
  transport: 'extra',
  housekeeping: 'additional',
  concierge: 'additional',
};

/** The trimmed notes, or `fallback` when they are missing or blank. */
export function notesOrFallback(notes: string | null | undefined, fallback: string): string {
  const trimmed = notes?.trim() ?? '';
  return trimmed === '' ? fallback : trimmed;
}
