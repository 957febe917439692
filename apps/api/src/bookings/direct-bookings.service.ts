import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { randomInt } from 'node:crypto';
import type { DirectBookingBody } from '@prana/contracts';
import { daysBetween, estimatedTotal, isIsoDate, MAX_STAY_NIGHTS, MIN_STAY_NIGHTS, todayInBali, totalGuests } from '@prana/domain';
import { Villa } from '../catalogue/villa.entity.ts';
import { AvailabilityBlock } from '../calendar-sync/availability-block.entity.ts';
import { RealtimeService } from '../realtime/realtime.service.ts';
import { Booking } from './booking.entity.ts';
import { ApiException } from '../common/api-exception.ts';

// No 0/O or 1/I/L: the code is read aloud and typed by guests.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;
const EXCLUSION_VIOLATION = '23P01';

function newBookingCode(): string {
  let code = 'PRN-';
  for (let index = 0; index < CODE_LENGTH; index += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** The guest signs in with this: the last word of the full name. */
function lastNameOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/);
  return words[words.length - 1]!.slice(0, 100);
}

function isExclusionViolation(error: unknown): boolean {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === EXCLUSION_VIOLATION) return true;
    if (current.cause === current) break;
  }
  return false;
}

/**
 * Direct bookings made by staff. A booking holds its nights with a `direct` block; PostgreSQL's
 * exclusion constraint refuses a second active direct booking or hold over the same nights, even
 * when requests race, and an active imported reservation on those nights is refused here.
 */
@Injectable()
export class DirectBookingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly realtime: RealtimeService,
  ) {}

  async create(body: DirectBookingBody, now = new Date()): Promise<Booking> {
    const villa = await this.em.fork().findOne(Villa, { slug: body.villaSlug });
    if (!villa) throw new ApiException(404, 'booking.villaNotFound', { slug: body.villaSlug });
    this.validate(body, villa, todayInBali(now));
    const unavailable = new ApiException(409, 'booking.unavailable', { villa: villa.name, checkIn: body.checkIn, checkOut: body.checkOut });
    for (let attempt = 0; ; attempt += 1) {
      try {
        const booking = await this.em.fork().transactional(async (tx) => {
          // One booking of a villa at a time (its row locked first): overlapping inserts racing
          // through the exclusion constraint can deadlock one another, which would be a 500.
          const txVilla = await tx.findOneOrFail(Villa, { slug: villa.slug }, { lockMode: LockMode.PESSIMISTIC_WRITE });
          const overlapping = await tx.count(AvailabilityBlock, {
            villa: { slug: villa.slug },
            status: 'active',
            startsAt: { $lt: body.checkOut },
            endsAt: { $gt: body.checkIn },
          });
          if (overlapping > 0) throw unavailable;
          const booking = new Booking({
            code: newBookingCode(),
            villa: txVilla,
            guestName: body.guestName,
            lastName: lastNameOf(body.guestName),
            checkIn: body.checkIn,
            checkOut: body.checkOut,
            adults: body.adults,
            amount: estimatedTotal(villa.baseRate, daysBetween(body.checkIn, body.checkOut)!),
          });
          booking.email = body.email;
          booking.children = body.children;
          booking.infants = body.infants;
          const block = new AvailabilityBlock(txVilla, 'direct', body.checkIn, body.checkOut);
          block.booking = booking;
          block.guestName = booking.guestName;
          tx.persist([booking, block]);
          await tx.flush();
          return booking;
        });
        booking.villa = villa;
        this.realtime.toSyncWatchers('availability.changed', { villaSlug: villa.slug });
        return booking;
      } catch (error) {
        // The exclusion constraint caught a booking or hold committed meanwhile.
        if (isExclusionViolation(error)) throw unavailable;
        // A booking code already taken (one in 887 million): draw another.
        if (error instanceof UniqueConstraintViolationException && attempt < 3) continue;
        throw error;
      }
    }
  }

  private validate(body: DirectBookingBody, villa: Villa, today: string): void {
    if (!isIsoDate(body.checkIn) || !isIsoDate(body.checkOut)) throw new ApiException(400, 'booking.realDates');
    const nights = daysBetween(body.checkIn, body.checkOut)!;
    if (nights <= 0) throw new ApiException(400, 'booking.checkOutAfterCheckIn');
    if (nights < MIN_STAY_NIGHTS) throw new ApiException(400, 'booking.minimumNights', { nights: MIN_STAY_NIGHTS });
    if (body.checkIn < today) throw new ApiException(400, 'booking.checkInPast');
    if (nights > MAX_STAY_NIGHTS) throw new ApiException(400, 'booking.maximumNights');
    const party = totalGuests(body);
    if (villa.maxGuests !== null && party > villa.maxGuests) {
      throw new ApiException(400, 'booking.villaSleeps', { villa: villa.name, max: villa.maxGuests ?? 0, party });
    }
  }
}
