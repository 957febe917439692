import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
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
import { canMoveReservation, todayInBali } from '@prana/domain';
import { AvailabilityBlock } from '../calendar-sync/availability-block.entity.ts';
import { Villa } from '../catalogue/villa.entity.ts';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import { RateLimiters, type RateLimit } from '../common/rate-limiter.ts';
import { ValidationFailedException } from '../common/zod-validation.pipe.ts';
import { isUuid } from '../common/ids.ts';
import { RealtimeService } from '../realtime/realtime.service.ts';
import { toReservationQueueItem } from '../staff/staff-queue.service.ts';
import { ReservationRequest } from './reservation-request.entity.ts';

/** Requests one address may send per window: enough for a family comparing villas, not for a flood. */
export const RESERVATION_RATE_LIMIT: RateLimit = { max: 5, windowSeconds: 15 * 60 };

const NOT_FOUND = 'We could not find that reservation request.';

/** What a `viewer` role may see of a request: a visitor's email and phone only with `reservations.contact`. */
export function forViewer(response: ReservationRequestResponse, viewer: StaffRole): ReservationRequestResponse {
  return can(viewer, 'reservations.contact') ? response : { ...response, email: null, phone: null };
}

/** The queue row as `viewer` may see it: the visitor's email and phone only with reservations.contact. */
function itemForViewer(item: ReservationQueueItem, viewer: StaffRole): ReservationQueueItem {
  return can(viewer, 'reservations.contact') ? item : { ...item, email: null, phone: null };
}

export function toReservationRequestResponse(request: ReservationRequest): ReservationRequestResponse {
  return {
    id: request.id,
    villaId: request.villa.slug,
    villaName: request.villa.name,
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
    createdAt: request.createdAt.toISOString(),
  };
}

function refuse(field: string, message: string): never {
  throw new ValidationFailedException(message, { [field]: message });
}

@Injectable()
export class ReservationsService {
  private readonly logger = new Logger(ReservationsService.name);
  private readonly perAddress: RateLimiterRedis;

  constructor(
    private readonly em: EntityManager,
    private readonly limiters: RateLimiters,
    private readonly realtime: RealtimeService,
  ) {
    this.perAddress = limiters.create('reservation-requests', RESERVATION_RATE_LIMIT);
  }

  /**
   * Stores a visitor's request and tells staff at once. Every well-formed request counts towards
   * the address's limit, refused or not, so probing cannot go faster than asking.
   */
  async create(body: CreateReservationRequest, address: string, now = new Date()): Promise<ReservationRequestResponse> {
    await this.limiters.consume(
      this.perAddress,
      address,
      (wait) => `Too many reservation requests from this connection. Please wait ${wait} or message our concierge.`,
    );

    const created = await this.em.transactional(async (em) => {
      const villa = await em.findOne(Villa, { slug: body.villaId, status: 'active' });
      if (!villa) refuse('villaId', 'We could not find that villa. Please choose one from the list.');
      const party = body.adults + body.children + body.infants;
      if (villa.maxGuests === null || party > villa.maxGuests) {
        refuse('adults', `${villa.name} hosts up to ${villa.maxGuests ?? 0} guests. Adjust your party size.`);
      }
      if (body.checkIn < todayInBali(now)) refuse('checkIn', 'Check-in cannot be in the past.');
      const overlapping = await em.count(AvailabilityBlock, {
        villa,
        status: 'active',
        startsAt: { $lt: body.checkOut },
        endsAt: { $gt: body.checkIn },
      });
      if (overlapping > 0) {
        throw new ConflictException(`${villa.name} is already booked for some of those nights. Please choose other dates.`);
      }

      const request = new ReservationRequest({ villa, ...body });
      request.children = body.children;
      request.infants = body.infants;
      request.phone = body.phone;
      request.notes = body.notes;
      request.createdAt = now;
      em.persist(request);
      return request;
    });

    // After the commit, with the queue's row, so open queues show it at once; each role sees what it may.
    const item = toReservationQueueItem(created);
    for (const role of PERMISSIONS['reservations.read']) this.realtime.toStaff('reservation.created', { item: itemForViewer(item, role) }, role);
    return toReservationRequestResponse(created);
  }

  /** Newest first, for the staff queue. */
  async list(query: ReservationRequestsQuery, viewer: StaffRole): Promise<ReservationRequestResponse[]> {
    const requests = await this.em.find(
      ReservationRequest,
      query.status ? { status: query.status } : {},
      { populate: ['villa'], orderBy: { createdAt: 'desc', id: 'asc' }, limit: query.limit },
    );
    return requests.map((request) => forViewer(toReservationRequestResponse(request), viewer));
  }

  /**
   * The concierge's follow-up: new → contacted → closed, forward only. The same status again
   * changes nothing; a change reaches every open queue live, and a closed request leaves it.
   */
  async changeStatus(id: string, status: ReservationStatusBody['status'], changedBy: string): Promise<ReservationChangedResponse> {
    if (!isUuid(id)) throw new NotFoundException(NOT_FOUND);
    const { reservation, changed } = await this.em.fork().transactional(async (tx) => {
      // Locked so two staff members clicking at once change it one after the other.
      const reservation = await tx.findOne(ReservationRequest, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!reservation) throw new NotFoundException(NOT_FOUND);
      await tx.populate(reservation, ['villa']);
      if (reservation.status === status) return { reservation, changed: false };
      if (!canMoveReservation(reservation.status, status)) {
        throw new ConflictException(`This reservation request is already ${reservation.status}; it cannot move back to ${status}.`);
      }
      reservation.status = status;
      return { reservation, changed: true };
    });
    const item = toReservationQueueItem(reservation);
    if (changed) {
      this.logger.log(`Reservation request ${id} set to ${status} by ${changedBy}.`);
      // After the commit, to those who work the queue: their pages apply it (or drop a closed one).
      this.realtime.toStaffWith('requests.manage', 'reservation.updated', { item });
    }
    return { item, changed };
  }
}
