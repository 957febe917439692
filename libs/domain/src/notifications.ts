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
