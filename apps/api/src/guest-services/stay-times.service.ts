import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { PERMISSIONS, type GuestRequestChangedResponse, type GuestRequestCreatedResponse, type StayTimeBody, type StayTimeDecision } from '@prana/contracts';
import {
  isStayTimeKind,
  requestCreatedNotification,
  STAY_TIME_OFFERS,
  stayTimeConflict,
  stayTimePrice,
  stayTimeStillOpen,
  todayInBali,
  type NotificationDraft,
  type StayTimeKind,
} from '@prana/domain';
import { renderText } from '@prana/catalogue';
import { ApiException } from '../common/api-exception.ts';
import { Transactions } from '../database/transactions.ts';
import { VillasRepository } from '../catalogue/villas.repository.ts';
import { TurnoverSync } from '../calendar-sync/turnover-sync.service.ts';
import { AvailabilityBlocksRepository } from '../calendar-sync/availability-blocks.repository.ts';
import { NO_TURNOVER_CHANGES } from '../calendar-sync/turnover-reconciler.ts';
import { NotificationDelivery } from '../notifications/notification-delivery.service.ts';
import { RealtimeService } from '../realtime/realtime.service.ts';
import { GuestBillingRepository, type ChargeRow } from './guest-billing.repository.ts';
import { GuestBillingService } from './guest-billing.service.ts';
import { GuestNotificationsService, newNotification } from './guest-notifications.service.ts';
import { GuestProfileService } from './guest-profile.service.ts';
import { GuestRequestsRepository, type GuestRequestRow, type RequestBooking } from './guest-requests.repository.ts';
import { GuestRequestsService, type StaffActor } from './guest-requests.service.ts';
import { chargeReference } from './request-charges.ts';
import { toGuestRequestResponse } from './guest-responses.ts';
import { ResponseDeadlines } from './response-deadlines.service.ts';
import { StayTimesRepository } from './stay-times.repository.ts';
import type { StayMove, StayMoveFollower } from '../bookings/direct-bookings.service.ts';

/** What an early check-in or late check-out request keeps in its metadata. */
interface StayTimeAsk {
  type: StayTimeKind;
  time: string;
  /** What the guest was shown and pays on approval (0: Gold's perk). */
  price: number;
  decision?: 'approved' | 'declined';
}

/** The ask a request carries, or null for any other request. */
export function stayTimeAskOf(request: Pick<GuestRequestRow, 'category' | 'metadata'>): StayTimeAsk | null {
  const metadata = request.metadata;
  if (request.category !== 'concierge' || !metadata || !isStayTimeKind(metadata.type)) return null;
  return metadata as unknown as StayTimeAsk;
}

const STAFF_QUEUE_PATH = '/admin';

/**
 * Early check-in and late check-out, sold and approved. The guest asks for one of the offered
 * times; a same-day turn (or a hold) on that side of the stay refuses it at once, otherwise it
 * waits in the concierge queue as a request. Approval checks the calendar again under the villa's
 * lock (a booking may have landed since), keeps the time on the booking (the turnovers are derived
 * with it, and from then on no stay, hold or channel may arrive or leave on that side's day),
 * adds the charge and answers the guest live; a decline changes nothing else.
 */
@Injectable()
export class StayTimesService implements StayMoveFollower {
  private readonly logger = new Logger(StayTimesService.name);

  constructor(
    private readonly transactions: Transactions,
    private readonly stayTimes: StayTimesRepository,
    private readonly requests: GuestRequestsRepository,
    private readonly guestRequests: GuestRequestsService,
    private readonly bills: GuestBillingRepository,
    private readonly billing: GuestBillingService,
    private readonly profiles: GuestProfileService,
    private readonly notifications: GuestNotificationsService,
    private readonly deadlines: ResponseDeadlines,
    private readonly delivery: NotificationDelivery,
    private readonly villas: VillasRepository,
    private readonly turnovers: TurnoverSync,
    private readonly blocks: AvailabilityBlocksRepository,
    private readonly realtime: RealtimeService,
  ) {}

  /** A moved stay takes its approved times along (the move refuses a day they would take from another stay): their charges follow the days. */
  async follow(move: StayMove): Promise<boolean> {
    return (await this.stayTimes.redateCharges(move.bookingId, move.checkIn, move.checkOut)) > 0;
  }

  async followed(move: StayMove): Promise<void> {
    await this.billing.chargesChanged(move.bookingId);
  }

  async ask(bookingId: string, body: StayTimeBody, now = new Date()): Promise<GuestRequestCreatedResponse> {
    const { tier } = await this.profiles.loyaltyOf(bookingId);
    const price = stayTimePrice(body.kind, body.time, tier);
    if (price === null) throw new ApiException('stayTime.time', { times: STAY_TIME_OFFERS[body.kind].map((offer) => offer.time).join(', ') });
    const { request, notification, unread, staffDevices } = await this.transactions.run(async () => {
      await this.stayTimes.lockAsks(bookingId);
      const booking = await this.requests.bookingWithVilla(bookingId);
      if (!booking) throw new ApiException('request.bookingNotFound');
      if (!stayTimeStillOpen(body.kind, body.time, booking, now)) throw new ApiException('stayTime.closed');
      await this.checkCalendar(body.kind, booking);
      if (await this.stayTimes.hasOpenAsk(bookingId, body.kind)) throw new ApiException('stayTime.alreadyAsked');
      const metadata: StayTimeAsk = { type: body.kind, time: body.time, price };
      const request: GuestRequestRow = {
        id: randomUUID(),
        booking,
        category: 'concierge',
        title: { kind: 'stay-time', type: body.kind, time: body.time },
        notes: '',
        scheduledTime: body.time,
        serviceDate: null,
        status: 'pending',
        metadata: { ...metadata },
        createdAt: now,
        updatedAt: now,
        dueAt: this.deadlines.dueAt(now, { category: 'concierge', metadata: { ...metadata } }),
        answeredAt: null,
        lateAt: null,
        assignee: null,
      };
      const notification = newNotification(bookingId, requestCreatedNotification(request.title), request.id);
      const written = await this.requests.insertWithNotification(request, notification, PERMISSIONS['requests.manage']);
      return { request, notification, ...written };
    });
    const response = this.guestRequests.publishRequest('request.created', request, todayInBali(now));
    await this.notifications.published(bookingId, notification, { unread });
    const alert = { kind: 'staff-new-request', title: request.title, villa: request.booking.villa.name } as const;
    await this.delivery.staffAlert('requests.manage', alert, STAFF_QUEUE_PATH, `request-${request.id}`, staffDevices);
    return { request: response, charges: [] };
  }

  /**
   * Staff approve or decline. The request is locked, so two answers at once go one after the
   * other: the second finds it answered (the same answer changes nothing; the other is a 409).
   */
  async decide(requestId: string, decision: StayTimeDecision, actor: StaffActor, now = new Date()): Promise<GuestRequestChangedResponse> {
    const outcome = await this.transactions.run(async () => {
      const request = await this.requests.find(requestId, null, true);
      if (!request) throw new ApiException('request.notFound');
      const ask = stayTimeAskOf(request);
      if (!ask) throw new ApiException('stayTime.notStayTime');
      if (request.status === 'cancelled') throw new ApiException('request.cancelled');
      const wanted = decision === 'approve' ? 'approved' : 'declined';
      if (request.status !== 'pending') {
        if (ask.decision === wanted) return { request, changed: false as const };
        throw new ApiException('stayTime.decided');
      }
      let charge: ChargeRow | null = null;
      let turnovers = NO_TURNOVER_CHANGES(request.booking.villa.slug);
      if (wanted === 'approved') {
        // Under the villa's lock, which bookings, holds and feeds take to change its calendar.
        await this.villas.lock(request.booking.villa.slug);
        await this.checkCalendar(ask.type, request.booking);
        await this.stayTimes.setTime(request.booking.id, ask.type, ask.time);
        await this.blocks.reviseForBooking(request.booking.id, now);
        if (ask.price > 0) charge = chargeFor(request, ask, now);
        if (charge) await this.bills.insertCharges([charge]);
        turnovers = await this.turnovers.reconcile(request.booking.villa.slug, now);
      }
      await this.stayTimes.recordDecision(request.id, wanted);
      const draft: NotificationDraft = { type: 'reminder', message: { kind: wanted === 'approved' ? 'request-confirmed' : 'request-declined', title: request.title } };
      const notification = newNotification(request.booking.id, draft, request.id);
      const stored = await this.requests.changeStatusWithNotification(request.id, 'pending', 'acknowledged', now, notification);
      const answered: GuestRequestRow = {
        ...request,
        status: 'acknowledged',
        metadata: { ...request.metadata, decision: wanted },
        updatedAt: now,
        answeredAt: stored!.answeredAt,
      };
      return { request: answered, changed: true as const, charge, turnovers, notification, stored: stored! };
    });
    if (!outcome.changed) return { request: toGuestRequestResponse(outcome.request), changed: false };
    const { request, charge, turnovers, notification, stored } = outcome;
    this.logger.log(`${renderText(request.title, 'en')} for booking ${request.booking.code} ${decision === 'approve' ? 'approved' : 'declined'} by ${actor.username}.`);
    const response = this.guestRequests.publishRequest('request.updated', request, todayInBali(now));
    await this.notifications.published(request.booking.id, notification, { unread: stored.unread, guestHasAddress: stored.guestHasAddress });
    await this.turnovers.settle(turnovers, now);
    if (charge) await this.billing.chargesChanged(request.booking.id);
    // An approved time takes that day's turn: no stay may now arrive (or leave) then (`blockInTheWay`).
    if (decision === 'approve') await this.realtime.toSyncWatchers('availability.changed', { villaSlug: request.booking.villa.slug });
    return { request: response, changed: true };
  }

  /** A same-day turn or a hold on that side of the stay refuses it (409, with the reason). */
  private async checkCalendar(kind: StayTimeKind, booking: RequestBooking): Promise<void> {
    const neighbours = await this.stayTimes.neighbours(booking.villa.slug, booking.id, booking.checkIn, booking.checkOut);
    const conflict = stayTimeConflict(kind, booking, neighbours);
    if (conflict) throw new ApiException(conflict);
  }
}

/** The bill's line for an approved ask, on the day it changes (arrival or departure). */
function chargeFor(request: GuestRequestRow, ask: StayTimeAsk, now: Date): ChargeRow {
  const id = randomUUID();
  const title = { kind: 'stay-time', type: ask.type, time: ask.time } as const;
  return {
    id,
    bookingId: request.booking.id,
    description: { en: renderText(title, 'en'), id: renderText(title, 'id') },
    date: ask.type === 'early-check-in' ? request.booking.checkIn : request.booking.checkOut,
    amount: ask.price,
    status: 'pending',
    category: 'Other',
    reference: chargeReference('Other', id),
    requestId: request.id,
    settledAt: null,
    createdAt: now,
  };
}
