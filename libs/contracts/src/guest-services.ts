import { z } from 'zod';
import {
  NOTIFICATION_TYPES,
  REQUEST_CATEGORIES,
  REQUEST_STATUSES,
  isIsoDate,
  MAX_DATE_YEAR,
  MIN_DATE_YEAR,
  type NotificationType,
  type RequestCategory,
  type RequestStatus,
} from '@prana/domain';
import type { BillingEvents, ChargeResponse } from './guest-billing.ts';
import type { GuestProfileEvents } from './guest-profile.ts';
import type { GuestRequestQueueItem, QueueItemPayload } from './staff.ts';

export * from './guest-billing.ts';
export * from './guest-profile.ts';

/** Guest requests and notifications (public spec §3 Request, Notification; §4). */

// Which categories, statuses and notification kinds exist is a rule of @prana/domain; the wire uses the same words.
export { NOTIFICATION_TYPES, REQUEST_CATEGORIES, REQUEST_STATUSES, type NotificationType, type RequestCategory, type RequestStatus };

/** A text in both languages of the product (stored server-side, chosen by the web). */
export interface LocalizedMessage {
  en: string;
  id: string;
}

export interface GuestRequestResponse {
  id: string;
  bookingId: string;
  category: RequestCategory;
  title: string;
  notes: string;
  scheduledTime: string | null;
  status: RequestStatus;
  createdAt: string;
  updatedAt: string;
  metadata: Record<string, unknown> | null;
}

export interface NotificationResponse {
  id: string;
  type: NotificationType;
  /** The English text (spec wording); `localizedMessage` holds both languages. */
  message: string;
  localizedMessage: LocalizedMessage;
  createdAt: string;
  read: boolean;
  relatedRequestId: string | null;
}

// ---------- request bodies ----------

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A catalogue id such as `sunrise-yoga` or `shuttle-1400`. */
const catalogueId = (message: string) =>
  z.string({ error: message }).regex(/^[a-z0-9-]{1,60}$/, { error: message });
const isoDate = z
  .string({ error: 'Use a date like 2026-11-21.' })
  .regex(ISO_DATE, { error: 'Use a date like 2026-11-21.' })
  .refine(isIsoDate, { error: `Use a real date from ${MIN_DATE_YEAR} to ${MAX_DATE_YEAR}, like 2026-11-21.` });

const title = z
  .string({ error: 'Give the request a title.' })
  .trim()
  .min(1, { error: 'Give the request a title.' })
  .max(200, { error: 'The title can be at most 200 characters.' });
const notes = z.string({ error: 'Notes must be text.' }).max(2000, { error: 'Notes can be at most 2000 characters.' });
/** The times the request forms list: "asap", a clock time (HH:mm) or, for a private transfer, its date. */
const SCHEDULED_TIME_MESSAGE = 'Choose one of the listed times.';
const scheduledTime = z
  .string({ error: SCHEDULED_TIME_MESSAGE })
  .trim()
  .refine((value) => value === '' || value === 'asap' || HH_MM.test(value) || isIsoDate(value), { error: SCHEDULED_TIME_MESSAGE })
  .nullable();

const diningMetadata = z.strictObject({
  slot: z.string({ error: 'Choose a breakfast slot.' }).regex(HH_MM, { error: 'Choose a breakfast slot.' }).optional(),
  guests: z
    .number({ error: 'Guests must be a number from 1 to 6.' })
    .int({ error: 'Guests must be a number from 1 to 6.' })
    .min(1, { error: 'Guests must be a number from 1 to 6.' })
    .max(6, { error: 'Guests must be a number from 1 to 6.' })
    .optional(),
  addOnIds: z.array(catalogueId('Unknown dining add-on.'), { error: 'Send add-ons as a list.' }).max(20).optional(),
  itemIds: z.array(catalogueId('Unknown lunch or dinner item.'), { error: 'Send dishes as a list.' }).max(20).optional(),
});

const wellnessMetadata = z.strictObject({ serviceId: catalogueId('Choose a wellness ritual.').optional() });

const seats = z
  .number({ error: 'Choose 1 to 4 seats.' })
  .int({ error: 'Choose 1 to 4 seats.' })
  .min(1, { error: 'Choose 1 to 4 seats.' })
  .max(4, { error: 'Choose 1 to 4 seats.' });
const guestName = z.string({ error: 'The guest name must be text.' }).max(160, { error: 'The guest name can be at most 160 characters.' });
const price = z.number({ error: 'The price must be a number.' }).optional();

const transportMetadata = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      type: z.literal('shuttle'),
      departureId: catalogueId('Choose a shuttle departure.'),
      seats,
      date: isoDate.optional(),
      guestName: guestName.optional(),
      price,
    }),
    z.strictObject({
      type: z.literal('private'),
      optionId: catalogueId('Choose a private transport option.'),
      guestName: guestName.optional(),
      date: isoDate.optional(),
      price,
    }),
  ],
  { error: 'Transport is either a shuttle or a private option.' },
);

const housekeepingMetadata = z.strictObject({ serviceId: catalogueId('Choose a housekeeping service.') });

const CONCIERGE_REQUEST_TYPES = ['in-person', 'celebration', 'guide-share'] as const;
const conciergeMetadata = z.strictObject({
  type: z.enum(CONCIERGE_REQUEST_TYPES, { error: 'Concierge requests are in-person, celebration or guide-share.' }),
  guideEntryId: catalogueId('Unknown guide entry.').optional(),
});

const requestBase = { title, notes: notes.optional(), scheduledTime: scheduledTime.optional() };

/** POST /api/guest/requests: the spec's Request entity (id, status and createdAt are the server's). */
export const createGuestRequestBody = z.discriminatedUnion(
  'category',
  [
    z.strictObject({ category: z.literal('dining'), ...requestBase, metadata: diningMetadata.optional() }),
    z.strictObject({ category: z.literal('wellness'), ...requestBase, metadata: wellnessMetadata.optional() }),
    z.strictObject({ category: z.literal('transport'), ...requestBase, metadata: transportMetadata.optional() }),
    z.strictObject({ category: z.literal('housekeeping'), ...requestBase, metadata: housekeepingMetadata.optional() }),
    z.strictObject({
      category: z.literal('concierge'),
      ...requestBase,
      // A concierge request needs words: notes that are blank after trimming are refused (spec §4).
      notes: z
        .string({ error: 'Add a note so the concierge knows how to help.' })
        .trim()
        .min(1, { error: 'Add a note so the concierge knows how to help.' })
        .max(2000, { error: 'Notes can be at most 2000 characters.' }),
      metadata: conciergeMetadata.optional(),
    }),
  ],
  { error: 'Choose a category: dining, wellness, transport, housekeeping or concierge.' },
);
export type CreateGuestRequestBody = z.infer<typeof createGuestRequestBody>;

const statusField = z.enum(REQUEST_STATUSES, { error: 'Choose a status: pending, scheduled, confirmed or acknowledged.' });

/** PATCH /api/guest/requests/{id}: no status toggles (pending ↔ the category's partner); a status sets it. */
export const guestRequestChangeBody = z.strictObject({ status: statusField.optional() });
export type GuestRequestChangeBody = z.infer<typeof guestRequestChangeBody>;

/** PATCH /api/staff/requests/{id} */
export const staffRequestStatusBody = z.strictObject({ status: statusField });
export type StaffRequestStatusBody = z.infer<typeof staffRequestStatusBody>;

/** GET /api/guest/shuttles?date=YYYY-MM-DD (today in Bali by default). */
export const shuttleQuery = z.strictObject({ date: isoDate.optional() });
export type ShuttleQuery = z.infer<typeof shuttleQuery>;

export const NOTIFICATION_CHANNELS = ['email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** POST /api/guest/notifications/test: a confirmation (email) or a reminder (push). */
export const sendTestNotificationBody = z.strictObject({
  channel: z.enum(NOTIFICATION_CHANNELS, { error: 'Choose a channel: email or push.' }),
});
export type SendTestNotificationBody = z.infer<typeof sendTestNotificationBody>;

/** PATCH /api/guest/notification-preferences */
export const notificationPreferencesBody = z
  .strictObject({
    email: z.boolean({ error: 'Email must be on or off.' }).optional(),
    push: z.boolean({ error: 'Push must be on or off.' }).optional(),
  })
  .refine((body) => body.email !== undefined || body.push !== undefined, { error: 'Turn email or push on or off.' });
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

/** PATCH a request: `changed` is false when the status was already the asked one (nothing happens). */
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

export interface GuestServiceEvents extends BillingEvents, GuestProfileEvents {
  'request.created': (payload: RequestChangedPayload) => void;
  'request.updated': (payload: RequestChangedPayload) => void;
  'notification.created': (payload: NotificationCreatedPayload) => void;
  /** Notifications were marked read (on any of the booking's open pages). */
  'notification.read': (payload: NotificationReadPayload) => void;
}
