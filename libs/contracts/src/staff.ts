import { z } from 'zod';
import type { Lang, QueuePriority, RequestTitle, StayStatus } from '@prana/domain';
import { zodError } from './errors.ts';
import type { RequestCategory, RequestStatus } from './guest-services.ts';
import type { ReservationStatus } from './reservations.ts';
import type { TurnoverResponse } from './turnovers.ts';

/** How urgently a queue item needs someone; the queue lists high first, then by age (oldest first). */
export type { QueuePriority };

/** Where the guest behind a request is in their stay: on site now, or still to arrive. */
type QueueStayPhase = Exclude<StayStatus, 'completed'>;

interface QueueItemBase {
  id: string;
  priority: QueuePriority;
  guestName: string;
  villaSlug: string;
  villaName: string;
  /** Null when the guest left none. */
  notes: string | null;
  createdAt: string;
}

/** A guest request of a stay that has not ended yet (any status, so staff can see and undo what was handled). */
export interface GuestRequestQueueItem extends QueueItemBase {
  kind: 'guest-request';
  category: RequestCategory;
  /** English; `titleText` is what it means, for the reader's language. */
  title: string;
  titleText: RequestTitle;
  status: RequestStatus;
  scheduledTime: string | null;
  bookingId: string;
  bookingCode: string;
  /** The guest's language as their companion last saved it (replies go out in it); null when the api does not know it. */
  guestLanguage: Lang | null;
  stay: QueueStayPhase;
  updatedAt: string;
  /** The response deadline (libs/domain responseDeadline); `answeredAt` stops the wait; `lateAt` set once it passed unanswered. */
  dueAt: string;
  answeredAt: string | null;
  lateAt: string | null;
  /** Who holds it; null while nobody took it. */
  assignee: QueueAssignee | null;
  /** An early check-in or late check-out: what it costs the guest and staff's answer (null while waiting); null for any other request. */
  stayTime: { price: number; decision: 'approved' | 'declined' | null } | null;
}

export interface QueueAssignee {
  id: string;
  name: string;
}

/**
 * A reservation request from the public site still being followed up (new or contacted). Closed
 * only in the answer and event of the change that closed it; the queue no longer lists it.
 */
export interface ReservationQueueItem extends QueueItemBase {
  kind: 'reservation-request';
  category: 'reservation';
  status: ReservationStatus;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  infants: number;
  /** Null for a viewer without reservations.contact (an investor hearing reservation.created). */
  email: string | null;
  phone: string | null;
  /** The code of the booking staff confirmed it as; null until then. */
  bookingCode: string | null;
}

export type StaffQueueItem = GuestRequestQueueItem | ReservationQueueItem;

/**
 * What staff hear when a queue row appears or changes (request.* and reservation.*): the row
 * exactly as GET /api/staff/requests lists it, so an open queue applies it without asking again.
 */
export interface QueueItemPayload<I extends StaffQueueItem = StaffQueueItem> {
  item: I;
}

/**
 * Concierge events that only staff hear (request.assigned, request.late): the row as the queue
 * lists it. When a request goes late, those who hold requests.assign also get a push.
 */
export interface ConciergeEvents {
  /** Someone took, gave or released a request. */
  'request.assigned': (payload: QueueItemPayload<GuestRequestQueueItem> & { by: QueueAssignee }) => void;
  /** A request passed its response deadline unanswered (sent once, by the escalation job). */
  'request.late': (payload: QueueItemPayload<GuestRequestQueueItem>) => void;
}

/** Requests whose deadline came in a period, and how many of them were answered by it. */
export interface ResponseStatsPeriod {
  due: number;
  onTime: number;
}

/** GET /api/staff/requests/stats: the share answered on time today (Bali) and over the last 30 days. */
export interface ResponseStatsResponse {
  today: ResponseStatsPeriod;
  last30Days: ResponseStatsPeriod;
}

/** GET /api/staff/colleagues: who can hold a request (the assignment menu). */
export interface StaffColleaguesResponse {
  colleagues: QueueAssignee[];
}

/** GET /api/staff/requests: the live concierge queue, ordered by priority, then age. */
export interface StaffQueueResponse {
  items: StaffQueueItem[];
  /**
   * Villas not ready an hour before their turnover is due (turnover.late adds one, turnover.changed
   * drops it once ready), same-day turns first; empty for a viewer without turnovers.manage.
   */
  turnoverAlerts: TurnoverResponse[];
}

/** Landing-focus workstreams of the dashboard session (anchors in the catalogue). */
export const FOCUS_WORKSTREAM_IDS = ['financials', 'operations', 'content', 'governance'] as const;
export type FocusWorkstreamId = (typeof FOCUS_WORKSTREAM_IDS)[number];

/** Ticked when nothing is stored. */
export const DEFAULT_FOCUS: readonly FocusWorkstreamId[] = ['financials', 'operations'];

/** PUT /api/staff/preferences */
export const staffPreferencesBody = z.strictObject({
  focus: z
    .array(z.enum(FOCUS_WORKSTREAM_IDS, zodError('staff.focusWorkstreams')), {
      ...zodError('staff.focusList'),
    })
    .max(FOCUS_WORKSTREAM_IDS.length, zodError('staff.focusOnce'))
    .refine((focus) => new Set(focus).size === focus.length, zodError('staff.focusOnce')),
});
export type StaffPreferencesBody = z.infer<typeof staffPreferencesBody>;

/** GET and PUT /api/staff/preferences: the signed-in person's own settings. */
export interface StaffPreferencesResponse {
  focus: FocusWorkstreamId[];
}
