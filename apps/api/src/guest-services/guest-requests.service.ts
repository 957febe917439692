import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PRIMARY_GUEST_FALLBACK, PRIVATE_TRANSPORT_OPTIONS } from '@prana/catalogue';
import {
  type CreateGuestRequestBody,
  type GuestRequestChangedResponse,
  type GuestRequestCreatedResponse,
  type GuestRequestsResponse,
  type RequestStatus,
} from '@prana/contracts';
import {
  allowedStatuses,
  isAllowedTransition,
  requestCreatedNotification,
  statusChangeNotification,
  todayInBali,
  toggleStatus,
} from '@prana/domain';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import type { Booking } from '../bookings/booking.entity.ts';
import { RateLimiters, type RateLimit } from '../common/rate-limiter.ts';
import { RealtimeService } from '../realtime/realtime.service.ts';
import { toGuestRequestQueueItem } from '../staff/staff-queue.service.ts';
import { GuestRequest } from './guest-request.entity.ts';
import { GuestCharge } from './guest-charge.entity.ts';
import { GuestBillingService } from './guest-billing.service.ts';
import { GuestNotificationsService, newNotification } from './guest-notifications.service.ts';
import { requestTitleOf } from './request-title.ts';
import { chargeReference, chargesFor } from './request-charges.ts';
import { ShuttleSeatsService } from './shuttle-seats.service.ts';
import { GuestRequestsRepository } from './guest-requests.repository.ts';
import { toChargeResponse, toGuestRequestResponse } from './guest-responses.ts';
import { isUuid } from '../common/ids.ts';
import { ApiException } from '../common/api-exception.ts';
import { NotificationDelivery } from '../notifications/notification-delivery.service.ts';

/** Who changes a request: the booking's guest (only their own) or a staff member (any booking). */
type RequestActor = { kind: 'guest'; bookingId: string } | { kind: 'staff'; staffId: string; username: string };

/** Where a staff push about a request opens: the concierge queue of their dashboard. */
const STAFF_QUEUE_PATH = '/admin';

/** New requests one booking may send per window: far above any guest's pace, far below a flood. */
export const GUEST_REQUEST_RATE_LIMIT: RateLimit = { max: 20, windowSeconds: 60 };

@Injectable()
export class GuestRequestsService {
  private readonly logger = new Logger(GuestRequestsService.name);
  private readonly perBooking: RateLimiterRedis;

  constructor(
    private readonly em: EntityManager,
    private readonly requests: GuestRequestsRepository,
    private readonly realtime: RealtimeService,
    private readonly notifications: GuestNotificationsService,
    private readonly shuttles: ShuttleSeatsService,
    private readonly billing: GuestBillingService,
    private readonly limiters: RateLimiters,
    private readonly delivery: NotificationDelivery,
  ) {
    this.perBooking = limiters.create('guest-requests', GUEST_REQUEST_RATE_LIMIT);
  }

  async list(bookingId: string): Promise<GuestRequestsResponse> {
    const requests = await this.em
      .fork()
      .find(GuestRequest, { booking: bookingId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    return { requests: requests.map(toGuestRequestResponse) };
  }

  /**
   * A new request, its charges (catalogue prices) and its 'request received' notification, in
   * one transaction; a shuttle request also takes its seats there. Published after the commit.
   */
  async create(bookingId: string, body: CreateGuestRequestBody, now = new Date()): Promise<GuestRequestCreatedResponse> {
    await this.limiters.consume(this.perBooking, bookingId, 'request.tooMany');
    const today = todayInBali(now);
    const drafts = chargesFor(body, today);
    const { request, charges, notification, unread } = await this.em.fork().transactional(async (tx) => {
      const booking = await this.requests.bookingWithVilla(bookingId);
      if (!booking) throw new ApiException(404, 'request.bookingNotFound');
      const request = new GuestRequest(booking, body.category, requestTitleOf(body.category, body.title, body.metadata), body.notes?.trim() ?? '');
      request.scheduledTime = body.scheduledTime?.trim() || null;
      request.metadata = await this.metadataFor(body, booking, today);
      const notification = newNotification(booking, requestCreatedNotification(request.title), request);
      const unread = await this.requests.insertWithNotification(request, notification);
      const charges = drafts.map((draft) => {
        const charge = new GuestCharge({ booking, ...draft, status: 'pending', reference: '' });
        charge.reference = chargeReference(draft.category, charge.id);
        // Stored above by the repository, so a reference: the ORM must not insert it again.
        charge.request = tx.getReference(GuestRequest, request.id);
        return charge;
      });
      tx.persist(charges);
      return { request, charges, notification, unread };
    });
    const response = toGuestRequestResponse(request);
    this.publishRequest('request.created', request, today);
    await this.notifications.published(bookingId, notification, unread);
    await this.delivery.staffAlert('requests.manage', { kind: 'staff-new-request', title: request.title, villa: request.booking.villa.name }, STAFF_QUEUE_PATH, `request-${request.id}`);
    if (charges.length > 0) await this.billing.publishSummary(bookingId);
    return { request: response, charges: charges.map(toChargeResponse) };
  }

  /**
   * Moves a request to `status` (or, when null, toggles it: pending ↔ the category's partner).
   * The same status does nothing; a status the category does not use is refused. A change adds
   * the '{title} confirmed' / '{title} updated' reminder and reaches the guest and staff live.
   */
  async changeStatus(requestId: string, status: RequestStatus | null, actor: RequestActor): Promise<GuestRequestChangedResponse> {
    if (!isUuid(requestId)) throw new ApiException(404, 'request.notFound');
    const changedAt = new Date();
    const result = await this.em.fork().transactional(async () => {
      // Locked so two staff members (or a guest and staff) clicking at once change it one after the other.
      const request = await this.requests.findForUpdate(requestId, actor.kind === 'guest' ? actor.bookingId : null);
      if (!request) throw new ApiException(404, 'request.notFound');
      const from = request.status;
      const to = status ?? toggleStatus(request.category, from);
      if (to === from) return { request, to, notification: null, unread: 0 };
      if (!isAllowedTransition(request.category, from, to)) {
        const [first, second] = allowedStatuses(request.category);
        throw new ApiException(400, 'request.transition', { category: request.category, first, second });
      }
      // A change of status always has its reminder ('{title} confirmed' / '{title} updated').
      const notification = newNotification(request.booking, statusChangeNotification(request.title, from, to)!, request);
      const unread = await this.requests.updateStatusWithNotification(request.id, to, changedAt, notification);
      return { request, to, notification, unread };
    });
    if (!result.notification) return { request: toGuestRequestResponse(result.request), changed: false };
    // Stored by the repository; the entity is set only now, after the commit, so the ORM never writes it again.
    result.request.status = result.to;
    result.request.updatedAt = changedAt;
    const response = toGuestRequestResponse(result.request);
    if (actor.kind === 'staff') this.logger.log(`Request ${requestId} set to ${response.status} by ${actor.username}.`);
    this.publishRequest('request.updated', result.request, todayInBali(changedAt));
    await this.notifications.published(response.bookingId, result.notification, result.unread);
    return { request: response, changed: true };
  }

  /** To the booking's open pages and to the staff who work the queue, who get the queue's row with it. Needs `booking.villa` loaded. */
  private publishRequest(event: 'request.created' | 'request.updated', request: GuestRequest, today: string): void {
    const payload = { request: toGuestRequestResponse(request), item: toGuestRequestQueueItem(request, today) };
    this.realtime.toBooking(request.booking.id, event, payload);
    this.realtime.toStaffWith('requests.manage', event, payload);
  }

  /** The stored metadata: catalogue prices and defaults filled in, shuttle seats taken. */
  private async metadataFor(
    body: CreateGuestRequestBody,
    booking: Booking,
    today: string,
  ): Promise<Record<string, unknown> | null> {
    if (body.category !== 'transport' || !body.metadata) return body.metadata ? { ...body.metadata } : null;
    const metadata = body.metadata;
    const date = metadata.date ?? today;
    const guestName = metadata.guestName?.trim() || PRIMARY_GUEST_FALLBACK.en;
    if (metadata.type === 'private') {
      const option = PRIVATE_TRANSPORT_OPTIONS.find((candidate) => candidate.id === metadata.optionId)!;
      return { type: 'private', optionId: option.id, guestName, date, price: option.price };
    }
    if (date < today || date > booking.checkOut) {
      throw new ApiException(400, 'request.shuttleDates');
    }
    await this.shuttles.takeSeats(metadata.departureId, date, metadata.seats);
    return { type: 'shuttle', departureId: metadata.departureId, seats: metadata.seats, date, guestName, price: 0 };
  }
}

