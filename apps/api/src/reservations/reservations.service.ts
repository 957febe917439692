import { ConflictException, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type {
  CreateReservationRequest,
  ReservationRequestResponse,
  ReservationRequestsQuery,
} from '@prana/contracts';
import { todayInBali } from '@prana/domain';
import { AvailabilityBlock } from '../calendar-sync/availability-block.entity.ts';
import { Villa } from '../catalogue/villa.entity.ts';
import { RateLimiter, TooManyRequestsException, waitMinutes, type RateLimit } from '../common/rate-limiter.ts';
import { ValidationFailedException } from '../common/zod-validation.pipe.ts';
import { RealtimeService } from '../realtime/realtime.service.ts';
import { ReservationRequest } from './reservation-request.entity.ts';

/** Requests one address may send per window: enough for a family comparing villas, not for a flood. */
export const RESERVATION_RATE_LIMIT: RateLimit = { max: 5, windowSeconds: 15 * 60 };
export const RESERVATION_RATE_BUCKET = 'reservation-requests';

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
  constructor(
    private readonly em: EntityManager,
    private readonly limiter: RateLimiter,
    private readonly realtime: RealtimeService,
  ) {}

  /**
   * Stores a visitor's request and tells staff at once. Every well-formed request counts towards
   * the address's limit, refused or not, so probing cannot go faster than asking.
   */
  async create(body: CreateReservationRequest, address: string, now = new Date()): Promise<ReservationRequestResponse> {
    const state = await this.limiter.consume(RESERVATION_RATE_BUCKET, address, RESERVATION_RATE_LIMIT);
    if (!state.allowed) {
      const minutes = waitMinutes(state.retryAfterSeconds);
      throw new TooManyRequestsException(
        `Too many reservation requests from this connection. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} or message our concierge.`,
      );
    }

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

    const response = toReservationRequestResponse(created);
    // After the commit: staff who look again find the row.
    this.realtime.toStaff('reservation.created', { reservation: response });
    return response;
  }

  /** Newest first, for the staff queue. */
  async list(query: ReservationRequestsQuery): Promise<ReservationRequestResponse[]> {
    const requests = await this.em.find(
      ReservationRequest,
      query.status ? { status: query.status } : {},
      { populate: ['villa'], orderBy: { createdAt: 'desc', id: 'asc' }, limit: query.limit },
    );
    return requests.map(toReservationRequestResponse);
  }
}
