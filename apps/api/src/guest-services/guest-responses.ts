import type {
  ChargeResponse,
  GuestRequestQueueItem,
  GuestRequestResponse,
  NotificationResponse,
  PaymentMethodResponse,
  PaymentResponse,
} from '@prana/contracts';
import { renderText } from '@prana/catalogue';
import { NOTES_FALLBACK_BY_CATEGORY, queueNotes, queuePriority, type Lang, type NotesText } from '@prana/domain';
import type { GuestRequestRow } from './guest-requests.repository.ts';
import type { NotificationRow } from './guest-notifications.repository.ts';
import type { ChargeRow, PaymentMethodRow, PaymentRow } from './guest-billing.repository.ts';

/** What a request's answer and queue row are made of: a row of GuestRequestsRepository. */
export type RequestOfStay = Omit<GuestRequestRow, 'booking' | 'assignee'> & {
  booking: { id: string; code: string; guestName: string; checkIn: string; villa: { slug: string; name: string }; language: Lang | null };
  assignee: { id: string; name: string } | null;
};

/** The notes as written, or the fallback of the request's screen when the guest left none. */
export function notesText(request: Pick<GuestRequestRow, 'notes' | 'category'>): NotesText {
  const notes = request.notes.trim();
  return notes === '' ? { kind: 'notes-fallback', screen: NOTES_FALLBACK_BY_CATEGORY[request.category] } : { kind: 'text', text: notes };
}

/** `title` and `notes` are English; the web renders the texts in the reader's language. */
export function toGuestRequestResponse(request: RequestOfStay): GuestRequestResponse {
  return {
    id: request.id,
    bookingId: request.booking.id,
    category: request.category,
    title: renderText(request.title, 'en'),
    titleText: request.title,
    notes: renderText(notesText(request), 'en'),
    notesText: notesText(request),
    scheduledTime: request.scheduledTime,
    serviceDate: request.serviceDate,
    status: request.status,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
    metadata: request.metadata,
    dueAt: request.dueAt.toISOString(),
    answeredAt: request.answeredAt?.toISOString() ?? null,
  };
}

export function toNotificationResponse(notification: NotificationRow): NotificationResponse {
  return {
    id: notification.id,
    type: notification.type,
    message: renderText(notification.message, 'en'),
    messageText: notification.message,
    createdAt: notification.createdAt.toISOString(),
    read: notification.read,
    relatedRequestId: notification.relatedRequestId,
  };
}

export function toChargeResponse(charge: ChargeRow): ChargeResponse {
  return {
    id: charge.id,
    description: charge.description.en,
    localizedDescription: { en: charge.description.en, id: charge.description.id },
    date: charge.date,
    amount: charge.amount,
    status: charge.status,
    category: charge.category,
    reference: charge.reference,
    requestId: charge.requestId,
    settledAt: charge.settledAt?.toISOString() ?? null,
  };
}

export function toPaymentMethodResponse(method: PaymentMethodRow): PaymentMethodResponse {
  return {
    id: method.id,
    type: method.type,
    label: method.label,
    last4: method.last4,
    expiry: method.expiry,
    isDefault: method.isDefault,
  };
}

export function toPaymentResponse(payment: PaymentRow, chargeIds: string[]): PaymentResponse {
  return {
    id: payment.id,
    amount: payment.amount,
    gross: payment.gross,
    discount: payment.discount,
    methodId: payment.methodId,
    methodLabel: payment.methodLabel,
    chargeIds,
    createdAt: payment.createdAt.toISOString(),
  };
}

/** The request's row in the staff's concierge queue (GET /api/staff/requests and every request.* event). */
export function toGuestRequestQueueItem(request: RequestOfStay, today: string): GuestRequestQueueItem {
  const booking = request.booking;
  const stay = booking.checkIn <= today ? 'in-residence' : 'upcoming';
  return {
    kind: 'guest-request',
    id: request.id,
    priority: queuePriority({ kind: 'guest-request', status: request.status, stay }),
    guestName: booking.guestName,
    villaSlug: booking.villa.slug,
    villaName: booking.villa.name,
    notes: queueNotes(request.notes),
    titleText: request.title,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
    category: request.category,
    title: renderText(request.title, 'en'),
    status: request.status,
    scheduledTime: request.scheduledTime,
    bookingId: booking.id,
    bookingCode: booking.code,
    guestLanguage: booking.language,
    stay,
    dueAt: request.dueAt.toISOString(),
    answeredAt: request.answeredAt?.toISOString() ?? null,
    lateAt: request.lateAt?.toISOString() ?? null,
    assignee: request.assignee ? { id: request.assignee.id, name: request.assignee.name } : null,
    stayTime: stayTimeOf(request),
  };
}

/** An early check-in or late check-out's price and answer, from its metadata (`StayTimesService`). */
function stayTimeOf(request: RequestOfStay): GuestRequestQueueItem['stayTime'] {
  const metadata = request.metadata;
  if (request.title.kind !== 'stay-time' || !metadata) return null;
  const decision = metadata.decision === 'approved' || metadata.decision === 'declined' ? metadata.decision : null;
  return { price: typeof metadata.price === 'number' ? metadata.price : 0, decision };
}
