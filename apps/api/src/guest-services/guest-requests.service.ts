import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PRIMARY_GUEST_FALLBACK, PRIVATE_TRANSPORT_OPTIONS } from '@prana/catalogue';
import {
  type CreateGuestRequestBody,
  type GuestRequestChangedResponse,
  type GuestRequestCreatedResponse,
  type GuestRequestsResponse,
  type RequestStatus,
  type ResponseStatsResponse,
  type StaffRole,
  can,
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
import { ResponseDeadlines } from './response-deadlines.service.ts';
import { StaffUser } from '../auth/staff-user.entity.ts';
import { ApiException } from '../common/api-exception.ts';

/** Who changes a request: the booking's guest (only their own) or a staff member (any booking). */
export type RequestActor = { kind: 'guest'; bookingId: string } | StaffActor;
export type StaffActor = { kind: 'staff'; staffId: string; username: string; name: string; role: StaffRole };

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
    private readonly deadlines: ResponseDeadlines,
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
      request.createdAt = now;
      request.updatedAt = now;
      request.dueAt = this.deadlines.dueAt(now, request);
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
    await this.scheduleEscalation(request, now);
    this.publishRequest('request.created', request, today);
    await this.notifications.published(bookingId, notification, unread);
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
    const answersNow = result.to !== 'pending' && result.request.answeredAt === null;
    result.request.status = result.to;
    result.request.updatedAt = changedAt;
    if (answersNow) result.request.answeredAt = changedAt;
    if (answersNow) await this.deadlines.cancel(requestId);
    const response = toGuestRequestResponse(result.request);
    if (actor.kind === 'staff') this.logger.log(`Request ${requestId} set to ${response.status} by ${actor.username}.`);
    this.publishRequest('request.updated', result.request, todayInBali(changedAt));
    await this.notifications.published(response.bookingId, result.notification, result.unread);
    return { request: response, changed: true };
  }

  /**
   * Who holds a request: anyone who works the queue may take a free request or release their own;
   * giving it to someone else, or taking it from them, needs requests.assign (managers). The
   * assignee must be an active colleague who works the queue. Logged and live to staff.
   */
  async assign(requestId: string, assigneeId: string | null, actor: StaffActor): Promise<GuestRequestChangedResponse> {
    if (!isUuid(requestId)) throw new ApiException(404, 'request.notFound');
    const changed = await this.em.fork().transactional(async (tx) => {
      const request = await this.requests.findForUpdate(requestId, null);
      if (!request) throw new ApiException(404, 'request.notFound');
      const holder = request.assignee?.id ?? null;
      if (holder === assigneeId) return false;
      const onlyOwn = (assigneeId === null || assigneeId === actor.staffId) && (holder === null || holder === actor.staffId);
      if (!onlyOwn && !can(actor.role, 'requests.assign')) throw new ApiException(403, 'assignment.othersOnly');
      const assignee = assigneeId === null ? null : await tx.findOne(StaffUser, { id: assigneeId, status: 'active' });
      if (assigneeId !== null && (!assignee || !can(assignee.role, 'requests.manage'))) throw new ApiException(400, 'assignment.assigneeNotFound');
      await this.requests.setAssignee(request.id, assigneeId);
      this.logger.log(`Request ${requestId} assigned to ${assignee?.username ?? 'nobody'} (was ${request.assignee?.username ?? 'nobody'}) by ${actor.username}.`);
      return true;
    });
    const request = (await this.em.fork().transactional(() => this.requests.find(requestId, null)))!;
    if (changed) {
      this.realtime.toStaffWith('requests.manage', 'request.assigned', {
        item: toGuestRequestQueueItem(request, todayInBali(new Date())),
        by: { id: actor.staffId, name: actor.name },
      });
    }
    return { request: toGuestRequestResponse(request), changed };
  }

  /** A reply to the guest answers the request (the first time): the escalation is removed. */
  async markAnswered(requestId: string, at: Date): Promise<boolean> {
    const answered = await this.requests.markAnswered(requestId, at);
    if (answered) await this.deadlines.cancel(requestId);
    return answered;
  }

  /**
   * The escalation job: still unanswered at its deadline, the request is marked late (once) and
   * request.late reaches every browser working the queue, managers' included. Push to managers'
   * phones hooks in here when the push queue lands (offline-companion issue).
   */
  async markLate(requestId: string, now = new Date()): Promise<boolean> {
    const marked = await this.em.fork().transactional(() => this.requests.markLate(requestId, now));
    if (!marked) return false;
    const request = await this.em.fork().transactional(() => this.requests.find(requestId, null));
    if (!request) return false;
    this.logger.warn(`Request ${requestId} is late: due ${request.dueAt.toISOString()}, unanswered.`);
    this.realtime.toStaffWith('requests.manage', 'request.late', { item: toGuestRequestQueueItem(request, todayInBali(now)) });
    return true;
  }

  /** Share answered on time today (Bali) and over the last 30 days, for the master dashboard. */
  async responseStats(now = new Date()): Promise<ResponseStatsResponse> {
    const today = todayInBali(now);
    const startOfToday = new Date(`${today}T00:00:00+08:00`);
    const since30 = new Date(startOfToday.getTime() - 29 * 24 * 60 * 60_000);
    const em = this.em.fork();
    return em.transactional(async () => ({
      today: await this.requests.responseStats(startOfToday, now),
      last30Days: await this.requests.responseStats(since30, now),
    }));
  }

  /** A failed enqueue must not lose the stored request: it is logged, and the queue still shows the deadline. */
  private async scheduleEscalation(request: GuestRequest, now: Date): Promise<void> {
    try {
      await this.deadlines.schedule(request.id, request.dueAt, now);
    } catch (error) {
      this.logger.error(`Escalation for request ${request.id} not scheduled: ${(error as Error).message}`);
    }
  }

  /** To the booking's open pages and to the staff who work the queue, who get the queue's row with it. Needs `booking.villa` loaded. */
  publishRequest(event: 'request.created' | 'request.updated', request: GuestRequest, today: string): void {
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

