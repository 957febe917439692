import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  can,
  PERMISSIONS,
  type StaffRole,
  type CreateReservationRequest,
  ReservationChangedResponse,
  ReservationRequestResponse,
  ReservationRequestsQuery,
  type ReservationQueueItem,
  ReservationStatusBody,
} from '@prana/contracts';
import { canConfirmReservation, canMoveReservation, queueNotes, queuePriority, todayInBali } from '@prana/domain';
import type { ConfirmedReservationResponse } from '@prana/contracts';
import { DirectBookingsService, retryTakenCode } from '../bookings/direct-bookings.service.ts';
import { toBookingResponse } from '../bookings/bookings.service.ts';
import { blockedError } from '../calendar-sync/holds.service.ts';
import { AvailabilityBlocksRepository } from '../calendar-sync/availability-blocks.repository.ts';
import { VillasRepository } from '../catalogue/villas.repository.ts';
import { PricingService, stayTooShort } from '../catalogue/pricing.service.ts';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import { RateLimiters, type RateLimit } from '../common/rate-limiter.ts';
import { ApiException } from '../common/api-exception.ts';
import { RealtimeService } from '../realtime/realtime.service.ts';
import { Transactions } from '../database/transactions.ts';
import { newReservationReference } from './reservation-request.entity.ts';
import { ReservationRequestsRepository, type ReservationRequestRow } from './reservation-requests.repository.ts';
import { NotificationDelivery } from '../notifications/notification-delivery.service.ts';
import { FunnelService } from '../funnel/funnel.service.ts';

/** Requests one address may send per window: enough for a family comparing villas, not for a flood. */
export const RESERVATION_RATE_LIMIT: RateLimit = { max: 5, windowSeconds: 15 * 60 };

/** What a `viewer` role may see of a request: a visitor's email and phone only with `reservations.contact`. */
export function forViewer(response: ReservationRequestResponse, viewer: StaffRole): ReservationRequestResponse {
  return can(viewer, 'reservations.contact') ? response : { ...response, email: null, phone: null };
}

/** The queue row as `viewer` may see it: the visitor's email and phone only with reservations.contact. */
function itemForViewer(item: ReservationQueueItem, viewer: StaffRole): ReservationQueueItem {
  return can(viewer, 'reservations.contact') ? item : { ...item, email: null, phone: null };
}

/** The request's row in the staff's concierge queue (GET /api/staff/requests and every reservation.* event). */
export function toReservationQueueItem(reservation: ReservationRequestRow): ReservationQueueItem {
  return {
    kind: 'reservation-request',
    id: reservation.id,
    priority: queuePriority({ kind: 'reservation-request', status: reservation.status }),
    guestName: reservation.fullName,
    villaSlug: reservation.villaSlug,
    villaName: reservation.villaName,
    notes: queueNotes(reservation.notes),
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
    bookingCode: reservation.bookingCode,
  };
}

export function toReservationRequestResponse(request: ReservationRequestRow): ReservationRequestResponse {
  return {
    id: request.id,
    reference: request.reference,
    villaId: request.villaSlug,
    villaName: request.villaName,
    checkIn: request.checkIn,
    checkOut: request.checkOut,
    adults: request.adults,
    children: request.children,
    infants: request.infants,
    fullName: request.fullName,
    email: request.email,
    phone: request.phone,
    notes: request.notes,
    status: request.status,
    quotedTotal: request.quotedTotal,
    createdAt: request.createdAt.toISOString(),
  };
}

@Injectable()
export class ReservationsService {
  private readonly logger = new Logger(ReservationsService.name);
  private readonly perAddress: RateLimiterRedis;

  constructor(
    private readonly requests: ReservationRequestsRepository,
    private readonly villas: VillasRepository,
    private readonly pricing: PricingService,
    private readonly blocks: AvailabilityBlocksRepository,
    private readonly transactions: Transactions,
    private readonly limiters: RateLimiters,
    private readonly realtime: RealtimeService,
    private readonly delivery: NotificationDelivery,
    private readonly direct: DirectBookingsService,
    private readonly funnel: FunnelService,
  ) {
    this.perAddress = limiters.create('reservation-requests', RESERVATION_RATE_LIMIT);
  }

  /**
   * Stores a visitor's request and tells staff at once. Every well-formed request counts towards
   * the address's limit, refused or not, so probing cannot go faster than asking.
   */
  async create(body: CreateReservationRequest, address: string, now = new Date()): Promise<ReservationRequestResponse> {
    await this.limiters.consume(this.perAddress, address, 'reservation.tooMany');

    const [villa] = await this.villas.list(body.villaId);
    if (!villa || villa.status !== 'active') throw ApiException.field('villaId', 'reservation.villaNotFound');
    const party = body.adults + body.children + body.infants;
    if (villa.maxGuests === null || party > villa.maxGuests) {
      throw ApiException.field('adults', 'reservation.villaHosts', { villa: villa.name, max: villa.maxGuests ?? 0 });
    }
    if (body.checkIn < todayInBali(now)) throw ApiException.field('checkIn', 'booking.checkInPast');
    const quote = await this.pricing.quoteFor(villa.slug, body.checkIn, body.checkOut);
    if (!quote) throw ApiException.field('villaId', 'reservation.villaNotFound');
    if (quote.belowMinimum) throw stayTooShort(villa.name, quote);
    if (await this.blocks.firstInTheWay(villa.slug, { checkIn: body.checkIn, checkOut: body.checkOut })) {
      throw new ApiException('reservation.overlap', { villa: villa.name });
    }
    const created: ReservationRequestRow = {
      id: randomUUID(),
      reference: newReservationReference(),
      villaSlug: villa.slug,
      villaName: villa.name,
      checkIn: body.checkIn,
      checkOut: body.checkOut,
      adults: body.adults,
      children: body.children,
      infants: body.infants,
      fullName: body.fullName,
      email: body.email,
      phone: body.phone,
      notes: body.notes,
      status: 'new',
      quotedTotal: quote.total,
      createdAt: now,
      bookingCode: null,
    };
    await this.requests.insert({ ...created, quotedTotal: quote.total, language: body.language });

    // After the commit, with the queue's row, so open queues show it at once; each role sees what it may.
    const item = toReservationQueueItem(created);
    for (const role of PERMISSIONS['reservations.read']) this.realtime.toStaff('reservation.created', { item: itemForViewer(item, role) }, role);
    await this.delivery.reservationConfirmation(created.id);
    await this.funnel.countAtVilla(villa.slug, 'request', now);
    return toReservationRequestResponse(created);
  }

  /** Newest first, for the staff queue. */
  async list(query: ReservationRequestsQuery, viewer: StaffRole): Promise<ReservationRequestResponse[]> {
    const requests = await this.requests.list(query.status, query.limit);
    return requests.map((request) => forViewer(toReservationRequestResponse(request), viewer));
  }

  /**
   * The concierge's follow-up: new → contacted → closed, forward only. The same status again
   * changes nothing; a change reaches every open queue live, and a closed request leaves it.
   */
  async changeStatus(id: string, status: ReservationStatusBody['status'], changedBy: string): Promise<ReservationChangedResponse> {
    const { reservation, changed } = await this.transactions.run(async () => {
      // Locked so two staff members clicking at once change it one after the other.
      const reservation = await this.requests.lock(id);
      if (!reservation) throw new ApiException('reservation.notFound');
      if (reservation.status === status) return { reservation, changed: false };
      if (!canMoveReservation(reservation.status, status)) {
        throw new ApiException('reservation.backwards', { from: reservation.status, to: status });
      }
      await this.requests.setStatus(id, status);
      return { reservation: { ...reservation, status }, changed: true };
    });
    const item = toReservationQueueItem(reservation);
    if (changed) {
      this.logger.log(`Reservation request ${id} set to ${status} by ${changedBy}.`);
      // After the commit, to those who work the queue: their pages apply it (or drop a closed one).
      this.realtime.toStaffWith('requests.manage', 'reservation.updated', { item });
    }
    return { item, changed };
  }

  /**
   * "Confirm as booking": books the request's villa and nights as a direct booking with a new code
   * and marks the request confirmed, in one transaction holding the request's row lock, so ten
   * staff pressing at once make one booking (the others answer 409). Taken nights are a 409
   * naming the block in the way. The visitor then signs in with their last name and the code.
   */
  async confirmAsBooking(id: string, confirmedBy: string, now = new Date()): Promise<ConfirmedReservationResponse> {
    const { reservation, booking } = await retryTakenCode(
      () =>
        this.transactions.run(async () => {
          const reservation = await this.requests.lock(id);
          if (!reservation) throw new ApiException('reservation.notFound');
          if (!canConfirmReservation(reservation.status)) throw new ApiException('calendar.notConfirmable', { status: reservation.status });
          if (reservation.checkIn < todayInBali(now)) throw new ApiException('calendar.checkInPassed');
          const { villaSlug, villaName, checkIn, checkOut } = reservation;
          const booking = await this.direct.insert(villaSlug, { ...reservation, guestName: reservation.fullName }, (inTheWay) =>
            blockedError(villaName, checkIn, checkOut, inTheWay),
          );
          await this.requests.confirm(id, booking.id);
          return { reservation: { ...reservation, status: 'confirmed' as const, bookingCode: booking.code }, booking };
        }),
    );
    this.logger.log(`Reservation request ${id} confirmed as booking ${booking.id} by ${confirmedBy}.`);
    await this.direct.booked(booking, booking.turnovers);
    // Open queues show it confirmed, with its code, until staff close it.
    this.realtime.toStaffWith('requests.manage', 'reservation.updated', { item: toReservationQueueItem(reservation) });
    await this.delivery.bookingCode(reservation.id);
    await this.funnel.countAtVilla(reservation.villaSlug, 'booking', now);
    return { booking: toBookingResponse(booking), bookingCode: booking.code };
  }
}
