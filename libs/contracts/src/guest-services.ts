import { z } from 'zod';
import { zodError, type PlainErrorCode } from './errors.ts';
import {
  CLOCK_TIME,
  LANGS,
  NOTIFICATION_TYPES,
  REQUEST_CATEGORIES,
  DINING_MEALS,
  REQUEST_STATUSES,
  MESSAGE_MAX_LENGTH,
  STAY_TIME_KINDS,
  STAY_TIME_OFFERS,
  isIsoDate,
  type Lang,
  type MessageAuthorKind,
  type NotesText,
  type NotificationText,
  type NotificationType,
  type RequestCategory,
  type RequestStatus,
  type RequestTitle,
} from '@prana/domain';
import type { BillingEvents, ChargeResponse } from './guest-billing.ts';
import type { GuestProfileEvents } from './guest-profile.ts';
import type { GuestRequestQueueItem, QueueItemPayload } from './staff.ts';

export * from './guest-billing.ts';
export * from './guest-profile.ts';

/** Guest requests and notifications. */

// Which categories, statuses and notification kinds exist is a rule of @prana/domain; the wire uses the same words.
export { NOTIFICATION_TYPES, REQUEST_CATEGORIES, REQUEST_STATUSES, type NotificationType, type RequestCategory, type RequestStatus };

export interface GuestRequestResponse {
  id: string;
  bookingId: string;
  category: RequestCategory;
  /** English; `titleText` is what it means, rendered in the reader's language. */
  title: string;
  titleText: RequestTitle;
  /** English, the screen's fallback when the guest left none; `notesText` for the reader's language. */
  notes: string;
  notesText: NotesText;
  scheduledTime: string | null;
  /** The Bali day of the stay the service happens on (YYYY-MM-DD); null for a concierge request. */
  serviceDate: string | null;
  status: RequestStatus;
  createdAt: string;
  updatedAt: string;
  metadata: Record<string, unknown> | null;
  /** When the concierge promised to answer by, and when they first did (null while waiting). */
  dueAt: string;
  answeredAt: string | null;
}

/** One message of a request's thread, oldest first. Plain text as written; never rendered as HTML. */
export interface RequestMessageResponse {
  id: string;
  /** The guest request or reservation request the thread belongs to. */
  requestId: string;
  author: MessageAuthorKind;
  /** The staff member's name; null for the guest's own messages. */
  authorName: string | null;
  text: string;
  /** A staff-only note: never in a guest's answer or on a guest's socket. */
  internal: boolean;
  createdAt: string;
}

/** GET and POST …/messages: the whole thread, oldest first (POST: after the new message). */
export interface RequestMessagesResponse {
  messages: RequestMessageResponse[];
}

export interface NotificationResponse {
  id: string;
  type: NotificationType;
  /** The English text; `messageText` is what it means, rendered in the reader's language. */
  message: string;
  messageText: NotificationText;
  createdAt: string;
  read: boolean;
  relatedRequestId: string | null;
}

// ---------- request bodies ----------

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The times either kind offers, for the error that names them. */
const OFFERED_TIMES = [...new Set(STAY_TIME_KINDS.flatMap((kind) => STAY_TIME_OFFERS[kind].map((offer) => offer.time)))].sort().join(', ');

/** A catalogue id such as `sunrise-yoga` or `shuttle-1400`. */
const catalogueId = (code: PlainErrorCode) => z.string(zodError(code)).regex(/^[a-z0-9-]{1,60}$/, zodError(code));
const isoDate = z
  .string(zodError('validation.isoDate'))
  .regex(ISO_DATE, zodError('validation.isoDate'))
  .refine(isIsoDate, zodError('validation.realIsoDate'));

const title = z
  .string(zodError('request.title'))
  .trim()
  .min(1, zodError('request.title'))
  .max(200, zodError('request.titleTooLong'));
const notes = z.string(zodError('request.notesText')).max(2000, zodError('request.notesTooLong'));
/** The times the request forms list: "asap", a clock time (HH:mm) or, for a private transfer, its date. */
const scheduledTime = z
  .string(zodError('request.scheduledTime'))
  .trim()
  .refine((value) => value === '' || value === 'asap' || CLOCK_TIME.test(value) || isIsoDate(value), zodError('request.scheduledTime'))
  .nullable();

const diningMetadata = z.strictObject({
  /** Breakfast when left out. */
  meal: z.enum(DINING_MEALS, zodError('request.meal')).optional(),
  slot: z.string(zodError('request.breakfastSlot')).regex(CLOCK_TIME, zodError('request.breakfastSlot')).optional(),
  guests: z
    .number(zodError('request.diningGuests'))
    .int(zodError('request.diningGuests'))
    .min(1, zodError('request.diningGuests'))
    .max(6, zodError('request.diningGuests'))
    .optional(),
  addOnIds: z.array(catalogueId('request.unknownAddOn'), zodError('request.addOnsList')).max(20).optional(),
  itemIds: z.array(catalogueId('request.unknownDish'), zodError('request.dishesList')).max(20).optional(),
});

const wellnessMetadata = z.strictObject({ serviceId: catalogueId('request.chooseWellness').optional() });

const seats = z
  .number(zodError('request.seats'))
  .int(zodError('request.seats'))
  .min(1, zodError('request.seats'))
  .max(4, zodError('request.seats'));
const guestName = z.string(zodError('request.guestNameText')).max(160, zodError('request.guestNameTooLong'));
const price = z.number(zodError('request.price')).optional();

const transportMetadata = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      type: z.literal('shuttle'),
      departureId: catalogueId('request.chooseShuttle'),
      seats,
      guestName: guestName.optional(),
      price,
    }),
    z.strictObject({
      type: z.literal('private'),
      optionId: catalogueId('request.choosePrivate'),
      guestName: guestName.optional(),
      price,
    }),
  ],
  zodError('request.transportType'),
);

const housekeepingMetadata = z.strictObject({ serviceId: catalogueId('request.chooseHousekeeping') });

const CONCIERGE_REQUEST_TYPES = ['in-person', 'celebration', 'guide-share'] as const;
const conciergeMetadata = z.strictObject({
  type: z.enum(CONCIERGE_REQUEST_TYPES, zodError('request.conciergeType')),
  guideEntryId: catalogueId('request.unknownGuideEntry').optional(),
});

const requestBase = { title, notes: notes.optional(), scheduledTime: scheduledTime.optional() };
/** A service on a day of the stay; today (Bali) when left out. */
const datedRequestBase = { ...requestBase, serviceDate: isoDate.optional() };

/** POST /api/guest/requests: a new request (id, status and createdAt are the server's). */
export const createGuestRequestBody = z.discriminatedUnion(
  'category',
  [
    z.strictObject({ category: z.literal('dining'), ...datedRequestBase, metadata: diningMetadata.optional() }),
    z.strictObject({ category: z.literal('wellness'), ...datedRequestBase, metadata: wellnessMetadata.optional() }),
    z.strictObject({ category: z.literal('transport'), ...datedRequestBase, metadata: transportMetadata.optional() }),
    z.strictObject({ category: z.literal('housekeeping'), ...datedRequestBase, metadata: housekeepingMetadata.optional() }),
    z.strictObject({
      category: z.literal('concierge'),
      ...requestBase,
      // A concierge request needs words: notes that are blank after trimming are refused.
      notes: z
        .string(zodError('request.conciergeNotes'))
        .trim()
        .min(1, zodError('request.conciergeNotes'))
        .max(2000, zodError('request.notesTooLong')),
      metadata: conciergeMetadata.optional(),
    }),
  ],
  zodError('request.category'),
);
export type CreateGuestRequestBody = z.infer<typeof createGuestRequestBody>;

/** PATCH /api/guest/requests/{id}: the guest rewrites the notes of a request staff have not answered yet. */
export const guestRequestNotesBody = z.strictObject({ notes });
export type GuestRequestNotesBody = z.infer<typeof guestRequestNotesBody>;

/** The statuses staff set: every one but `cancelled`, which only the guest's cancel gives. */
const STAFF_REQUEST_STATUSES = ['pending', 'scheduled', 'confirmed', 'acknowledged'] as const satisfies readonly RequestStatus[];

/**
 * PATCH /api/staff/requests/{id}: a new status, or who holds the request (`assigneeId`, a staff
 * member's id; null releases it). One change per call. One object rather than a union, so a bad
 * status is refused as a bad status (`request.status`), not as a body that matches no shape.
 */
export const staffRequestChangeBody = z
  .strictObject({
    status: z.enum(STAFF_REQUEST_STATUSES, zodError('request.status')).optional(),
    assigneeId: z.uuid(zodError('assignment.assignee')).nullable().optional(),
  })
  .refine((body) => (body.status === undefined) !== (body.assigneeId === undefined), zodError('assignment.body'))
  // The refinement leaves exactly one of the two.
  .transform((body): { status: StaffRequestStatus } | { assigneeId: string | null } =>
    body.assigneeId === undefined ? { status: body.status as StaffRequestStatus } : { assigneeId: body.assigneeId },
  );
type StaffRequestStatus = (typeof STAFF_REQUEST_STATUSES)[number];
export type StaffRequestChangeBody = z.infer<typeof staffRequestChangeBody>;

/** POST /api/guest/stay-times: an early check-in or a late check-out at one of the offered times (priced by the server). */
export const stayTimeBody = z.strictObject({
  kind: z.enum(STAY_TIME_KINDS, zodError('stayTime.kind')),
  time: z.string(zodError('stayTime.time', { times: OFFERED_TIMES })).regex(CLOCK_TIME, zodError('stayTime.time', { times: OFFERED_TIMES })),
});
export type StayTimeBody = z.infer<typeof stayTimeBody>;

export const STAY_TIME_DECISIONS = ['approve', 'decline'] as const;
export type StayTimeDecision = (typeof STAY_TIME_DECISIONS)[number];

/** POST /api/staff/requests/{id}/stay-time: staff approve (the bill and the turnover change) or decline an early check-in or late check-out. */
export const stayTimeDecisionBody = z.strictObject({ decision: z.enum(STAY_TIME_DECISIONS, zodError('stayTime.decision')) });
export type StayTimeDecisionBody = z.infer<typeof stayTimeDecisionBody>;

const messageText = z
  .string(zodError('message.text'))
  .trim()
  .min(1, zodError('message.text'))
  .max(MESSAGE_MAX_LENGTH, zodError('message.tooLong'));

/** POST /api/guest/requests/{id}/messages: the guest writes in their request's thread. */
export const guestMessageBody = z.strictObject({ text: messageText });
export type GuestMessageBody = z.infer<typeof guestMessageBody>;

/** POST /api/staff/requests/{id}/messages and /api/staff/reservation-requests/{id}/messages; `internal` notes never reach the guest. */
export const staffMessageBody = z.strictObject({ text: messageText, internal: z.boolean(zodError('message.internalFlag')).default(false) });
export type StaffMessageBody = z.infer<typeof staffMessageBody>;

/** GET /api/guest/shuttles?date=YYYY-MM-DD (today in Bali by default). */
export const shuttleQuery = z.strictObject({ date: isoDate.optional() });
export type ShuttleQuery = z.infer<typeof shuttleQuery>;

export const NOTIFICATION_CHANNELS = ['email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** POST /api/guest/notifications/test: a confirmation (email) or a reminder (push). */
export const sendTestNotificationBody = z.strictObject({
  channel: z.enum(NOTIFICATION_CHANNELS, zodError('notification.channel')),
});
export type SendTestNotificationBody = z.infer<typeof sendTestNotificationBody>;

/** PATCH /api/guest/notification-preferences */
export const notificationPreferencesBody = z
  .strictObject({
    email: z.boolean(zodError('notification.emailFlag')).optional(),
    push: z.boolean(zodError('notification.pushFlag')).optional(),
    /** The companion's language: email is written in it. Saving it alone is fine. */
    language: z.enum(LANGS, zodError('push.language')).optional(),
  })
  .refine((body) => body.email !== undefined || body.push !== undefined || body.language !== undefined, zodError('notification.preferences'));
export type NotificationPreferencesBody = z.infer<typeof notificationPreferencesBody>;

// ---------- responses ----------

/** GET /api/guest/requests, newest first. */
export interface GuestRequestsResponse {
  requests: GuestRequestResponse[];
}

/** POST /api/guest/requests: the request and the charges it added to the bill. */
export interface GuestRequestCreatedResponse {
  request: GuestRequestResponse;
  charges: ChargeResponse[];
}

/** PATCH or cancel a request: `changed` is false when it already was as asked (nothing happens). */
export interface GuestRequestChangedResponse {
  request: GuestRequestResponse;
  changed: boolean;
}

export interface ShuttleDepartureResponse {
  id: string;
  time: string;
  seatsTotal: number;
  seatsTaken: number;
  seatsRemaining: number;
  /** It left already (a run earlier today): closed to new bookings. */
  departed: boolean;
}

export interface ShuttleDeparturesResponse {
  date: string;
  departures: ShuttleDepartureResponse[];
}

/** GET /api/guest/notifications, newest first. */
export interface NotificationsResponse {
  notifications: NotificationResponse[];
  unreadCount: number;
}

/** POST /api/guest/notifications/{id}/read, …/read-all, …/test */
export interface NotificationChangeResponse {
  notifications: NotificationResponse[];
  unreadCount: number;
}

export interface NotificationPreferencesResponse {
  email: boolean;
  push: boolean;
  /** The language email is written in. */
  language: Lang;
}

// ---------- live events ----------

/** To the booking's pages (`request`) and to the staff who work the queue (`item`, the queue's row). */
export interface RequestChangedPayload extends QueueItemPayload<GuestRequestQueueItem> {
  request: GuestRequestResponse;
}

export interface NotificationCreatedPayload {
  notification: NotificationResponse;
  /** Unread notifications of the booking after this one, for the header badge. */
  unreadCount: number;
}

export interface NotificationReadPayload {
  notificationIds: string[];
  unreadCount: number;
}

/** A new message in a thread: to the staff who work the queue, and (never for a note) to the booking. */
export interface RequestMessagePayload {
  requestKind: 'guest-request' | 'reservation-request';
  message: RequestMessageResponse;
}

export interface GuestServiceEvents extends BillingEvents, GuestProfileEvents {
  'request.created': (payload: RequestChangedPayload) => void;
  'request.updated': (payload: RequestChangedPayload) => void;
  'request.message': (payload: RequestMessagePayload) => void;
  'notification.created': (payload: NotificationCreatedPayload) => void;
  /** Notifications were marked read (on any of the booking's open pages). */
  'notification.read': (payload: NotificationReadPayload) => void;
}
