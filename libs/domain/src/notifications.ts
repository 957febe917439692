import type { Lang } from './lang.ts';
import { formatIdr } from './money.ts';
import type { RequestStatus } from './requests.ts';

/** Notification kinds; loyalty appears only in the prototype. */
export const NOTIFICATION_TYPES = ['confirmation', 'reminder', 'loyalty'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The type and text of a notification to create. */
export interface NotificationDraft {
  type: NotificationType;
  message: string;
}

/** Adding a request: confirmation '{title} request received'. */
export function requestCreatedNotification(title: string, lang: Lang = 'en'): NotificationDraft {
  const message = lang === 'id' ? `${title}: permintaan diterima` : `${title} request received`;
  return { type: 'confirmation', message };
}

/**
 * Changing a request's status: a reminder '{title} confirmed' when the new status is confirmed
 * or acknowledged, otherwise '{title} updated'; null (nothing) when the status is unchanged.
 */
export function statusChangeNotification(
  title: string,
  from: RequestStatus,
  to: RequestStatus,
  lang: Lang = 'en',
): NotificationDraft | null {
  if (from === to) return null;
  const confirmed = to === 'confirmed' || to === 'acknowledged';
  const message =
    lang === 'id'
      ? `${title}: ${confirmed ? 'dikonfirmasi' : 'diperbarui'}`
      : `${title} ${confirmed ? 'confirmed' : 'updated'}`;
  return { type: 'reminder', message };
}

/** Confirming a payment: confirmation 'Paid IDR 820.000 via Visa •••• 4242'. */
export function paymentNotification(amount: number, methodLabel: string, lang: Lang = 'en'): NotificationDraft {
  const formatted = formatIdr(amount, lang);
  const message = lang === 'id' ? `Dibayar ${formatted} melalui ${methodLabel}` : `Paid ${formatted} via ${methodLabel}`;
  return { type: 'confirmation', message };
}

/** Settling with nothing outstanding: a reminder. */
export function nothingOutstandingNotification(lang: Lang = 'en'): NotificationDraft {
  const message =
    lang === 'id'
      ? 'Tidak ada saldo terutang yang perlu dilunasi saat ini.'
      : 'No outstanding balance to settle right now.';
  return { type: 'reminder', message };
}
