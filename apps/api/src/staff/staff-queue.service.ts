import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PERMISSIONS, type GuestRequestQueueItem, type ReservationQueueItem, type StaffColleaguesResponse, type StaffQueueItem, type StaffQueueResponse } from '@prana/contracts';
import { StaffUser } from '../auth/staff-user.entity.ts';
import { renderText } from '@prana/catalogue';
import { compareQueueItems, OPEN_RESERVATION_STATUSES, queuePriority, todayInBali } from '@prana/domain';
import { GuestRequest } from '../guest-services/guest-request.entity.ts';
import { ReservationRequest } from '../reservations/reservation-request.entity.ts';

function blankToNull(text: string | null): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

export function toGuestRequestQueueItem(request: GuestRequest, today: string): GuestRequestQueueItem {
  const booking = request.booking;
  const stay = booking.checkIn <= today ? 'in-residence' : 'upcoming';
  return {
    kind: 'guest-request',
    id: request.id,
    priority: queuePriority({ kind: 'guest-request', status: request.status, stay }),
    guestName: booking.guestName,
    villaSlug: booking.villa.slug,
    villaName: booking.villa.name,
    notes: blankToNull(request.notes),
    titleText: request.title,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
    category: request.category,
    title: renderText(request.title, 'en'),
    status: request.status,
    scheduledTime: request.scheduledTime,
    bookingId: booking.id,
    bookingCode: booking.code,
    stay,
    dueAt: request.dueAt.toISOString(),
    answeredAt: request.answeredAt?.toISOString() ?? null,
    lateAt: request.lateAt?.toISOString() ?? null,
    assignee: request.assignee ? { id: request.assignee.id, name: request.assignee.name } : null,
  };
}

export function toReservationQueueItem(reservation: ReservationRequest): ReservationQueueItem {
  return {
    kind: 'reservation-request',
    id: reservation.id,
    priority: queuePriority({ kind: 'reservation-request', status: reservation.status }),
    guestName: reservation.fullName,
    villaSlug: reservation.villa.slug,
    villaName: reservation.villa.name,
    notes: blankToNull(reservation.notes),
    createdAt: reservation.createdAt.toISOString(),
    category: 'reservation',
    status: reservation.status,
    checkIn: reservation.checkIn,
    checkOut: reservation.checkOut,
    adults: reservation.adults,
    children: reservation.children,
    infants: reservation.infants,
    email: reservation.email,
    phone: reservation.phone,
    bookingCode: reservation.booking?.code ?? null,
  };
}

@Injectable()
export class StaffQueueService {
  constructor(private readonly em: EntityManager) {}

  /**
   * The concierge queue: every request of a confirmed stay that has not ended (Bali date), and
   * every reservation request not yet closed; by priority, then the longest wait.
   */
  async list(now = new Date()): Promise<StaffQueueResponse> {
    const today = todayInBali(now);
    const requests = await this.em.find(
      GuestRequest,
      { booking: { status: 'confirmed', checkOut: { $gte: today } } },
      { populate: ['booking', 'booking.villa', 'assignee'] },
    );
    const reservations = await this.em.find(ReservationRequest, { status: { $in: [...OPEN_RESERVATION_STATUSES] } }, { populate: ['villa', 'booking'] });
    const items: StaffQueueItem[] = [
      ...requests.map((request) => toGuestRequestQueueItem(request, today)),
      ...reservations.map(toReservationQueueItem),
    ];
    return { items: items.sort(compareQueueItems) };
  }

  /** Active colleagues whose role works the queue, by name. */
  async colleagues(): Promise<StaffColleaguesResponse> {
    const staff = await this.em.fork().find(StaffUser, { status: 'active', role: { $in: [...PERMISSIONS['requests.manage']] } }, { orderBy: { name: 'asc' } });
    return { colleagues: staff.map((person) => ({ id: person.id, name: person.name })) };
  }
}
