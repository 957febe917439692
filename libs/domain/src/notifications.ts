import type { RequestStatus } from './requests.ts';
import type { NotificationText, RequestTitle } from './stored-text.ts';

/** Notification kinds; loyalty appears only in the prototype. */
export const NOTIFICATION_TYPES = ['confirmation', 'reminder', 'loyalty'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The type and meaning of a notification to create (rendered in the reader's language by libs/catalogue). */
export interface NotificationDraft {
  type: NotificationType;
  message: NotificationText;
}

/** Adding a request: confirmation '{title} request received'. */
export function requestCreatedNotification(title: RequestTitle): NotificationDraft {
  return { type: 'confirmation', message: { kind: 'request-received', title } };
}

/**
 * Changing a request's status: a reminder '{title} confirmed' when the new status is confirmed
 * or acknowledged, otherwise '{title} updated'; null (nothing) when the status is unchanged.
 */
export function statusChangeNotification(title: RequestTitle, from: RequestStatus, to: RequestStatus): NotificationDraft | null {
  if (from === to) return null;
  const confirmed = to === 'confirmed' || to === 'acknowledged';
  return { type: 'reminder', message: { kind: confirmed ? 'request-confirmed' : 'request-updated', title } };
}

/** A reply from the concierge in the request's thread: a reminder, so the guest's header shows it. */
export function requestReplyNotification(title: RequestTitle): NotificationDraft {
  return { type: 'reminder', message: { kind: 'request-reply', title } };
}

/** Confirming a payment: confirmation 'Paid IDR 820.000 via Visa •••• 4242'. */
export function paymentNotification(amount: number, methodLabel: string): NotificationDraft {
  return { type: 'confirmation', message: { kind: 'payment', amount, method: methodLabel } };
}

/** Settling with nothing outstanding: a reminder. */
export function nothingOutstandingNotification(): NotificationDraft {
  return { type: 'reminder', message: { kind: 'nothing-outstanding' } };
}

/** The arriving guest's villa is ready: a confirmation. */
export function villaReadyNotification(villa: string): NotificationDraft {
  return { type: 'confirmation', message: { kind: 'villa-ready', villa } };
}

/** The channels beyond the companion's own list that a guest notification may also go out on. */
export type DeliveryChannel = 'email' | 'push';

/**
 * Which channels each kind of guest notification also goes out on (when the guest turned that
 * channel on). The one table to extend: a new kind of notification is pushed or mailed by its
 * entry here, with no other code. What the guest did themselves (a request sent, a payment made
 * on the page) stays in the companion.
 */
export const NOTIFICATION_DELIVERY: Readonly<Record<Exclude<NotificationText['kind'], 'test'>, readonly DeliveryChannel[]>> = {
  'request-received': [],
  'request-confirmed': ['push', 'email'],
  'request-updated': ['push', 'email'],
  'request-declined': ['push', 'email'],
  // A concierge reply in the request's thread.
  'request-reply': ['push', 'email'],
  payment: ['email'],
  'nothing-outstanding': [],
  'villa-ready': ['push', 'email'],
  localized: [],
};

/** The channels a notification goes out on; Send test goes out on its own channel whatever the toggles say. */
export function deliveryChannels(message: NotificationText): { channels: readonly DeliveryChannel[]; evenWhenOff: boolean } {
  if (message.kind === 'test') return { channels: [message.channel], evenWhenOff: true };
  return { channels: NOTIFICATION_DELIVERY[message.kind], evenWhenOff: false };
}
