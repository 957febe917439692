import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { PRIMARY_GUEST_FALLBACK, requestTitleOf, type PublishedCatalogue } from '@prana/catalogue';
import {
  type CreateGuestRequestBody,
  type GuestRequestChangedResponse,
  type GuestRequestCreatedResponse,
  type GuestRequestResponse,
  type GuestRequestsResponse,
  type RequestStatus,
  type ResponseStatsResponse,
  type StaffRole,
  PERMISSIONS,
  can,
} from '@prana/contracts';
import {
  allowedStatuses,
  CLOCK_TIME,
  isAllowedTransition,
  isOpenForGuest,
  requestCreatedNotification,
  SERVICE_LEAD_MINUTES,
  serviceDateProblem,
  startsInTime,
  statusChangeNotification,
  todayInBali,
} from '@prana/domain';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import { RateLimiters, type RateLimit } from '../common/rate-limiter.ts';
import { RealtimeService } from '../realtime/realtime.service.ts';
import { Transactions } from '../database/transactions.ts';
import { GuestBillingService } from './guest-billing.service.ts';
import { GuestBillingRepository, type ChargeRow } from './guest-billing.repository.ts';
import { GuestNotificationsService, newNotification } from './guest-notifications.service.ts';
import { chargeReference, chargesFor, offeringSectionsFor } from './request-charges.ts';
import { OfferingsService } from '../offerings/offerings.service.ts';
import { ShuttleSeatsService } from './shuttle-seats.service.ts';
import { GuestRequestsRepository, type GuestRequestRow, type RequestBooking } from './guest-requests.repository.ts';
import { toChargeResponse, toGuestRequestQueueItem, toGuestRequestResponse } from './guest-responses.ts';
import { ResponseDeadlines } from './response-deadlines.service.ts';
import { ApiException } from '../common/api-exception.ts';
import { NotificationDelivery } from '../notifications/notification-delivery.service.ts';

/** The staff member who moves, assigns or answers a request (any booking). */
export type StaffActor = { kind: 'staff'; staffId: string; username: string; name: string; role: StaffRole };

/** Where a staff push about a request opens: the concierge queue of their dashboard. */
const STAFF_QUEUE_PATH = '/admin';

/** New requests one booking may send per window: far above any guest's pace, far below a flood. */
export const GUEST_REQUEST_RATE_LIMIT: RateLimit = { max: 20, windowSeconds: 60 };

@Injectable()
export class GuestRequestsService {
  private readonly logger = new Logger(GuestRequestsService.name);
  private readonly perBooking: RateLimiterRedis;

  constructor(
    private readonly transactions: Transactions,
    private readonly requests: GuestRequestsRepository,
    private readonly bills: GuestBillingRepository,
    private readonly realtime: RealtimeService,
    private readonly notifications: GuestNotificationsService,
    private readonly shuttles: ShuttleSeatsService,
    private readonly billing: GuestBillingService,
    private readonly limiters: RateLimiters,
    private readonly delivery: NotificationDelivery,
    private readonly deadlines: ResponseDeadlines,
    private readonly offerings: OfferingsService,
  ) {
    this.perBooking = limiters.create('guest-requests', GUEST_REQUEST_RATE_LIMIT);
  }

  async list(bookingId: string): Promise<GuestRequestsResponse> {
    const requests = await this.requests.listForBooking(bookingId);
    return { requests: requests.map(toGuestRequestResponse) };
  }

  /**
   * A new request, its charges (published catalogue prices, never the client's) and its 'request received' notification, in
   * one transaction; a shuttle request also takes its seats there. A dated request happens on a
   * day of the stay that has not passed (today when none is sent), at a time at least its lead
   * time away; a refused day or time adds nothing, charges included. Published after the commit.
   */
  async create(bookingId: string, body: CreateGuestRequestBody, now = new Date()): Promise<GuestRequestCreatedResponse> {
    await this.limiters.consume(this.perBooking, bookingId, 'request.tooMany');
    const today = todayInBali(now);
    const serviceDate = body.category === 'concierge' ? null : (body.serviceDate ?? today);
    const sections = offeringSectionsFor(body);
    const catalogue = await this.offerings.catalogue(sections);
    const drafts = chargesFor(body, serviceDate ?? today, catalogue);
    const write = async () => {
      const booking = await this.requests.bookingWithVilla(bookingId);
      if (!booking) throw new ApiException('request.bookingNotFound');
      if (serviceDate !== null) {
        checkServiceDate(serviceDate, booking, today);
        checkStartTime(body, serviceDate, now);
      }
      const metadata = await this.metadataFor(body, serviceDate ?? today, now, catalogue);
      const request: GuestRequestRow = {
        id: randomUUID(),
        booking,
        category: body.category,
        title: requestTitleOf(body.category, body.title, body.metadata),
        notes: body.notes?.trim() ?? '',
        scheduledTime: body.scheduledTime?.trim() || null,
        serviceDate,
        status: 'pending',
        metadata,
        createdAt: now,
        updatedAt: now,
        dueAt: this.deadlines.dueAt(now, { category: body.category, metadata }),
        answeredAt: null,
        lateAt: null,
        assignee: null,
      };
      const notification = newNotification(booking.id, requestCreatedNotification(request.title), request.id);
      const { unread, staffDevices } = await this.requests.insertWithNotification(request, notification, PERMISSIONS['requests.manage']);
      const charges = drafts.map((draft): ChargeRow => {
        const id = randomUUID();
        return { id, bookingId: booking.id, ...draft, status: 'pending', reference: chargeReference(draft.category, id), requestId: request.id, settledAt: null, createdAt: now };
      });
      await this.bills.insertCharges(charges);
      return { request, charges, notification, unread, staffDevices };
    };
    // Most requests write one statement (the request with its notification): no transaction, so two
    // round trips (the booking, the write) instead of four. Charges and shuttle seats need one.
    const alone = drafts.length === 0 && !takesSeats(body);
    const { request, charges, notification, unread, staffDevices } = await (alone ? write() : this.transactions.run(write));
    // Live first: the queue hears the request before anything is enqueued for later.
    const response = this.publishRequest('request.created', request, today);
    await this.notifications.published(bookingId, notification, { unread });
    const alert = { kind: 'staff-new-request', title: request.title, villa: request.booking.villa.name } as const;
    await this.delivery.staffAlert('requests.manage', alert, STAFF_QUEUE_PATH, `request-${request.id}`, staffDevices);
    if (charges.length > 0) await this.billing.chargesChanged(bookingId);
    return { request: response, charges: charges.map(toChargeResponse) };
  }

  /**
   * Staff move a request to `status`, within its category's pair (wellness pending ↔ scheduled,
   * transport and dining pending ↔ confirmed, housekeeping and concierge pending ↔ acknowledged).
   * The same status does nothing; a request the guest cancelled stays cancelled. A change adds
   * the '{title} confirmed' / '{title} updated' reminder and reaches the guest and staff live.
   */
  async changeStatus(requestId: string, status: RequestStatus, actor: StaffActor): Promise<GuestRequestChangedResponse> {
    const changedAt = new Date();
    // No lock and no transaction: the change is one statement that writes only if the request is
    // still as read, so a connection is held for one statement. When someone else (a colleague, the
    // guest's cancel) changed it in between, it is read again and decided on what they left; every
    // retry follows a change that was stored, so the loop always ends.
    let outcome: Awaited<ReturnType<GuestRequestsService['tryStatusChange']>>;
    do outcome = await this.tryStatusChange(requestId, status, changedAt);
    while (outcome === 'changedMeanwhile');
    const { request, stored } = outcome;
    if (!stored) return { request: toGuestRequestResponse(request), changed: false };
    const changed = { ...request, status, updatedAt: changedAt, answeredAt: stored.answeredAt };
    this.logger.log(`Request ${requestId} set to ${status} by ${actor.username}.`);
    const response = this.publishRequest('request.updated', changed, todayInBali(changedAt));
    await this.notifications.published(response.bookingId, stored.notification, { unread: stored.unread, guestHasAddress: stored.guestHasAddress });
    return { request: response, changed: true };
  }

  /**
   * One try of `changeStatus`: the request as read now and what was stored (nothing when it already
   * has `status`), or 'changedMeanwhile' when another change came between the read and the write.
   */
  private async tryStatusChange(requestId: string, status: RequestStatus, changedAt: Date) {
    const request = await this.requests.find(requestId, null);
    if (!request) throw new ApiException('request.notFound');
    const from = request.status;
    if (from === 'cancelled') throw new ApiException('request.cancelled');
    if (status === from) return { request, stored: null };
    // Its answer changes the stay (the bill, the turnover): only approve or decline move it.
    if (request.title.kind === 'stay-time') throw new ApiException('stayTime.decideInstead');
    if (!isAllowedTransition(request.category, from, status)) {
      const [first, second] = allowedStatuses(request.category);
      throw new ApiException('request.transition', { category: request.category, first, second });
    }
    // A change of status always has its reminder ('{title} confirmed' / '{title} updated').
    const notification = newNotification(request.booking.id, statusChangeNotification(request.title, from, status)!, request.id);
    const stored = await this.requests.changeStatusWithNotification(request.id, from, status, changedAt, notification);
    if (!stored) return 'changedMeanwhile' as const;
    return { request, stored: { ...stored, notification } };
  }

  /**
   * The guest cancels a request staff have not answered yet (pending): its shuttle seats go back
   * and the charges it added are voided, in one transaction with the status. A paid charge would
   * need a refund, which the concierge handles: that cancel is refused. Cancelling a cancelled
   * request changes nothing. Staff see the row change live (their queue tells them).
   */
  async cancel(bookingId: string, requestId: string): Promise<GuestRequestChangedResponse> {
    const at = new Date();
    const result = await this.transactions.run(async () => {
      const request = await this.requests.find(requestId, bookingId, true);
      if (!request) throw new ApiException('request.notFound');
      if (request.status === 'cancelled') return { request, changed: false, voided: false };
      if (!isOpenForGuest(request.status)) throw new ApiException('request.notCancellable');
      const charges = await this.requests.chargeStatusesForUpdate(request.id);
      if (charges.includes('settled')) throw new ApiException('request.paidCannotCancel');
      await this.requests.cancelWithCharges(request.id, at);
      const shuttle = shuttleSeatsOf(request);
      if (shuttle) await this.shuttles.releaseSeats(shuttle.departureId, shuttle.date, shuttle.seats);
      return { request, changed: true, voided: charges.includes('pending') };
    });
    if (!result.changed) return { request: toGuestRequestResponse(result.request), changed: false };
    const cancelled = { ...result.request, status: 'cancelled' as const, updatedAt: at };
    this.logger.log(`Request ${requestId} cancelled by its guest.`);
    const response = this.publishRequest('request.updated', cancelled, todayInBali(at));
    if (result.voided) await this.billing.chargesChanged(bookingId);
    return { request: response, changed: true };
  }

  /** The guest rewrites the notes of a request staff have not answered yet; staff see it live. */
  async editNotes(bookingId: string, requestId: string, notes: string): Promise<GuestRequestChangedResponse> {
    const at = new Date();
    const text = notes.trim();
    const result = await this.transactions.run(async () => {
      const request = await this.requests.find(requestId, bookingId, true);
      if (!request) throw new ApiException('request.notFound');
      if (request.status === 'cancelled') throw new ApiException('request.cancelled');
      if (!isOpenForGuest(request.status)) throw new ApiException('request.notesLocked');
      if (request.category === 'concierge' && text === '') throw new ApiException('request.conciergeNotes');
      if (request.notes === text) return { request, changed: false };
      await this.requests.updateNotes(request.id, text, at);
      return { request, changed: true };
    });
    if (!result.changed) return { request: toGuestRequestResponse(result.request), changed: false };
    const edited = { ...result.request, notes: text, updatedAt: at };
    return { request: this.publishRequest('request.updated', edited, todayInBali(at)), changed: true };
  }

  /**
   * Who holds a request: anyone who works the queue may take a free request or release their own;
   * giving it to someone else, or taking it from them, needs requests.assign (managers). The
   * assignee must be an active colleague who works the queue. Logged and live to staff.
   */
  async assign(requestId: string, assigneeId: string | null, actor: StaffActor): Promise<GuestRequestChangedResponse> {
    const changed = await this.transactions.run(async () => {
      const request = await this.requests.find(requestId, null, true);
      if (!request) throw new ApiException('request.notFound');
      const holder = request.assignee?.id ?? null;
      if (holder === assigneeId) return false;
      const onlyOwn = (assigneeId === null || assigneeId === actor.staffId) && (holder === null || holder === actor.staffId);
      if (!onlyOwn && !can(actor.role, 'requests.assign')) throw new ApiException('assignment.othersOnly');
      const assignee = assigneeId === null ? null : await this.requests.activeAssignee(assigneeId);
      if (assigneeId !== null && (!assignee || !can(assignee.role, 'requests.manage'))) throw new ApiException('assignment.assigneeNotFound');
      await this.requests.setAssignee(request.id, assigneeId);
      this.logger.log(`Request ${requestId} assigned to ${assignee?.username ?? 'nobody'} (was ${request.assignee?.username ?? 'nobody'}) by ${actor.username}.`);
      return true;
    });
    const request = (await this.requests.find(requestId, null))!;
    if (changed) {
      this.realtime.toStaffWith('requests.manage', 'request.assigned', {
        item: toGuestRequestQueueItem(request, todayInBali(new Date())),
        by: { id: actor.staffId, name: actor.name },
      });
    }
    return { request: toGuestRequestResponse(request), changed };
  }

  /** A reply to the guest answers the request (the first time); true when this reply did. */
  markAnswered(requestId: string, at: Date): Promise<boolean> {
    return this.requests.markAnswered(requestId, at);
  }

  /**
   * The late-requests check: every request past its deadline and still unanswered is marked late
   * (one conditional statement, so each once however many workers run), request.late reaches every
   * browser working the queue, and managers get a push. Returns how many were marked.
   */
  async markLate(now: Date): Promise<number> {
    const marked = await this.requests.markLate(now);
    const today = todayInBali(now);
    for (const requestId of marked) {
      const request = await this.requests.find(requestId, null);
      if (!request) continue;
      this.logger.warn(`Request ${requestId} is late: due ${request.dueAt.toISOString()}, unanswered.`);
      this.realtime.toStaffWith('requests.manage', 'request.late', { item: toGuestRequestQueueItem(request, today) });
      // Managers (who may hand the request to someone) also get a push, also with Prana closed.
      await this.delivery.staffAlert('requests.assign', { kind: 'staff-late-request', title: request.title, villa: request.booking.villa.name }, STAFF_QUEUE_PATH, `request-${request.id}-late`);
    }
    return marked.length;
  }

  /** Share answered on time today (Bali) and over the last 30 days, for the master dashboard. */
  async responseStats(now = new Date()): Promise<ResponseStatsResponse> {
    const today = todayInBali(now);
    const startOfToday = new Date(`${today}T00:00:00+08:00`);
    const since30 = new Date(startOfToday.getTime() - 29 * 24 * 60 * 60_000);
    return {
      today: await this.requests.responseStats(startOfToday, now),
      last30Days: await this.requests.responseStats(since30, now),
    };
  }

  /**
   * To the booking's open pages and to the staff who work the queue, who get the queue's row with it.
   * Returns the request as sent, which is also the HTTP answer: each change is rendered once.
   */
  publishRequest(event: 'request.created' | 'request.updated', request: GuestRequestRow, today: string): GuestRequestResponse {
    const payload = { request: toGuestRequestResponse(request), item: toGuestRequestQueueItem(request, today) };
    this.realtime.toStaffWith('requests.manage', event, payload, request.booking.id);
    return payload.request;
  }

  /** The stored metadata: published prices and defaults filled in, shuttle seats taken (on the service day). */
  private async metadataFor(body: CreateGuestRequestBody, serviceDate: string, now: Date, catalogue: PublishedCatalogue): Promise<Record<string, unknown> | null> {
    if (body.category !== 'transport' || !body.metadata) return body.metadata ? { ...body.metadata } : null;
    const metadata = body.metadata;
    const guestName = metadata.guestName?.trim() || PRIMARY_GUEST_FALLBACK.en;
    if (metadata.type === 'private') {
      const option = catalogue.transport.find((candidate) => candidate.id === metadata.optionId)!;
      return { type: 'private', optionId: option.id, guestName, price: option.price };
    }
    await this.shuttles.takeSeats(metadata.departureId, serviceDate, metadata.seats, now);
    return { type: 'shuttle', departureId: metadata.departureId, seats: metadata.seats, guestName, price: 0 };
  }
}

/** A day of the stay that has not passed (Bali), or a 400 saying which days are. */
function checkServiceDate(date: string, booking: RequestBooking, today: string): void {
  const problem = serviceDateProblem(date, booking, today);
  if (problem === 'request.serviceDateOutsideStay') throw new ApiException(problem, { checkIn: booking.checkIn, checkOut: booking.checkOut });
  if (problem === 'request.serviceDatePast') throw new ApiException(problem);
}

/**
 * A dated service's start (its clock time, else a meal's slot) must be at least the category's
 * lead time away (Bali), else a 400 naming the notice. 'asap' and a request without a time pass;
 * so does a shuttle, a run that leaves at a set time whose seats are refused once it has left
 * (`ShuttleSeatsService.takeSeats`).
 */
function checkStartTime(body: CreateGuestRequestBody, serviceDate: string, now: Date): void {
  if (body.category === 'concierge' || takesSeats(body)) return;
  const time = body.scheduledTime?.trim();
  const start = time || (body.category === 'dining' ? body.metadata?.slot : undefined);
  if (start === undefined || !CLOCK_TIME.test(start)) return;
  if (!startsInTime(body.category, serviceDate, start, now)) throw new ApiException('request.startTooSoon', { minutes: SERVICE_LEAD_MINUTES[body.category] });
}

/** Whether creating it takes shuttle seats (in the request's transaction). */
function takesSeats(body: CreateGuestRequestBody): boolean {
  return body.category === 'transport' && body.metadata?.type === 'shuttle';
}

/** The seats a shuttle request holds on its day, if it is one. */
function shuttleSeatsOf(request: GuestRequestRow): { departureId: string; date: string; seats: number } | null {
  const metadata = request.metadata;
  if (request.category !== 'transport' || metadata?.type !== 'shuttle' || !request.serviceDate) return null;
  if (typeof metadata.departureId !== 'string' || typeof metadata.seats !== 'number') return null;
  return { departureId: metadata.departureId, date: request.serviceDate, seats: metadata.seats };
}
