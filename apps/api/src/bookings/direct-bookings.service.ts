import { Injectable } from '@nestjs/common';
import { randomInt, randomUUID } from 'node:crypto';
import { LEDGER_READ_PERMISSION, type AvailabilityBlockResponse, type BookingDatesBody, type DirectBookingBody } from '@prana/contracts';
import { daysBetween, isIsoDate, MAX_STAY_NIGHTS, MIN_STAY_NIGHTS, todayInBali, totalGuests } from '@prana/domain';
import { VillasRepository } from '../catalogue/villas.repository.ts';
import { PricingService, stayTooShort } from '../catalogue/pricing.service.ts';
import { AvailabilityBlocksRepository, toBlockResponse } from '../calendar-sync/availability-blocks.repository.ts';
import { RealtimeService } from '../realtime/realtime.service.ts';
import { TurnoverSync } from '../calendar-sync/turnover-sync.service.ts';
import { NO_TURNOVER_CHANGES, type TurnoverChanges } from '../calendar-sync/turnover-reconciler.ts';
import { Transactions } from '../database/transactions.ts';
import { hasSqlState, SQL_STATE } from '../database/sql-state.ts';
import { BookingsRepository, type BookingRow } from './bookings.repository.ts';
import { ApiException } from '../common/api-exception.ts';
import { StageMessages } from './stage-messages.service.ts';

// No 0/O or 1/I/L: the code is read aloud and typed by guests.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;

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

/** A stay to book: the request of POST /api/bookings/direct, or a visitor's reservation request. */
export interface StayDetails {
  checkIn: string;
  checkOut: string;
  guestName: string;
  email: string | null;
  adults: number;
  children: number;
  infants: number;
  /** The price the visitor was quoted (a reservation request's): the booking keeps it. Absent, the stay is priced now. */
  quotedTotal?: number | null;
}

/** What answers a stay whose nights are taken: the caller's coded 409, told which block is in the way. */
export type RefuseTaken = (inTheWay: AvailabilityBlockResponse) => ApiException;

/** A booking staff moved, with its new nights. */
export interface StayMove {
  bookingId: string;
  checkIn: string;
  checkOut: string;
}

/**
 * What another module dates by a booking's stay and moves with it (guest-services' stay-time
 * charges), registered with `DirectBookingsService.onMove`: bookings cannot import those modules,
 * which import bookings.
 */
export interface StayMoveFollower {
  /** In the move's transaction, after the new nights are written; whether it changed anything. */
  follow(move: StayMove): Promise<boolean>;
  /** After the commit, when `follow` changed something: tell whoever shows it. */
  followed(move: StayMove): Promise<void>;
}

/**
 * Direct bookings made by staff. A booking holds its nights with a `direct` block; PostgreSQL's
 * exclusion constraint refuses a second active direct booking or hold over the same nights, even
 * when requests race, and an active imported reservation on those nights is refused here.
 */
@Injectable()
export class DirectBookingsService {
  private readonly moveFollowers: StayMoveFollower[] = [];

  constructor(
    private readonly villas: VillasRepository,
    private readonly pricing: PricingService,
    private readonly bookings: BookingsRepository,
    private readonly blocks: AvailabilityBlocksRepository,
    private readonly transactions: Transactions,
    private readonly realtime: RealtimeService,
    private readonly turnovers: TurnoverSync,
    private readonly stages: StageMessages,
  ) {}

  onMove(follower: StayMoveFollower): void {
    this.moveFollowers.push(follower);
  }

  async create(body: DirectBookingBody, now = new Date()): Promise<BookingRow> {
    const [villa] = await this.villas.list(body.villaSlug);
    if (!villa) throw new ApiException('booking.villaNotFound', { slug: body.villaSlug });
    this.validate(body, villa, todayInBali(now));
    const unavailable = new ApiException('booking.unavailable', { villa: villa.name, checkIn: body.checkIn, checkOut: body.checkOut });
    const { turnovers, ...booking } = await retryTakenCode(() => this.transactions.run(() => this.insert(villa.slug, body, () => unavailable, true)), unavailable);
    await this.booked(booking, turnovers);
    return booking;
  }

  /**
   * Moves a direct booking to other nights of its villa, priced again night by night, under the
   * villa's and the booking's row locks (two moves at once are decided one after the other, and the
   * exclusion constraint refuses taken nights). The villa's turnovers and the booking's pending
   * stage messages move with it, and so does what other modules date by the stay (`onMove`); a stay
   * that has begun keeps its check-in.
   */
  async move(id: string, dates: BookingDatesBody, now = new Date()): Promise<BookingRow> {
    const today = todayInBali(now);
    let villaName = '';
    const taken = () => new ApiException('booking.unavailable', { villa: villaName, checkIn: dates.checkIn, checkOut: dates.checkOut });
    const move: StayMove = { bookingId: id, checkIn: dates.checkIn, checkOut: dates.checkOut };
    const followed: StayMoveFollower[] = [];
    const { turnovers, ...booking } = await refuseTaken(taken, () =>
      this.transactions.run(async () => {
        const current = await this.bookings.lock(id);
        if (!current || current.status !== 'confirmed') throw new ApiException('booking.notFound');
        const villa = await this.villas.lock(current.villaSlug);
        if (!villa) throw new ApiException('booking.villaNotFound', { slug: current.villaSlug });
        villaName = villa.name;
        if (current.checkIn <= today && dates.checkIn !== current.checkIn) throw new ApiException('booking.stayStarted');
        this.validate({ ...current, ...dates }, villa, dates.checkIn === current.checkIn ? current.checkIn : today);
        if (dates.checkIn === current.checkIn && dates.checkOut === current.checkOut) return { ...current, turnovers: NO_TURNOVER_CHANGES(villa.slug) };
        if (await this.blocks.firstInTheWay(villa.slug, { checkIn: dates.checkIn, checkOut: dates.checkOut, bookingId: id })) throw taken();
        const quote = await this.pricing.quote(villa, dates.checkIn, dates.checkOut);
        await this.bookings.moveDates(id, dates.checkIn, dates.checkOut, quote.total);
        await this.blocks.moveForBooking(id, dates.checkIn, dates.checkOut, now);
        for (const follower of this.moveFollowers) if (await follower.follow(move)) followed.push(follower);
        return { ...current, ...dates, amount: quote.total, turnovers: await this.turnovers.reconcile(villa.slug, now) };
      }),
    );
    await this.booked(booking, turnovers, now);
    for (const follower of followed) await follower.followed(move);
    return booking;
  }

  /**
   * Books `stay` inside the caller's transaction (`Transactions.run`): locks the villa's row,
   * refuses nights any active block covers (`refuse` names the first one), then writes the booking
   * at its quoted price, or priced night by night now, and its direct block. With
   * `checkMinimum`, a stay shorter than its minimum is refused (a request confirmed later keeps
   * the rules it was sent under). The villa's turnovers follow in the same transaction. The caller
   * calls `booked` with them after its commit.
   */
  async insert(villaSlug: string, stay: StayDetails, refuse: RefuseTaken, checkMinimum = false): Promise<BookingRow & { turnovers: TurnoverChanges }> {
    const villa = await this.villas.lock(villaSlug);
    if (!villa) throw new ApiException('booking.villaNotFound', { slug: villaSlug });
    const quote = await this.pricing.quote(villa, stay.checkIn, stay.checkOut);
    if (checkMinimum && quote.belowMinimum) throw stayTooShort(villa.name, quote);
    const inTheWay = await this.blocks.firstInTheWay(villaSlug, { checkIn: stay.checkIn, checkOut: stay.checkOut });
    if (inTheWay) throw refuse(toBlockResponse(inTheWay));
    const booking: BookingRow = {
      id: randomUUID(),
      code: newBookingCode(),
      guestName: stay.guestName,
      villaSlug: villa.slug,
      villaName: villa.name,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      adults: stay.adults,
      children: stay.children,
      infants: stay.infants,
      amount: stay.quotedTotal ?? quote.total,
      source: 'direct',
      status: 'confirmed',
    };
    const now = new Date();
    await this.bookings.insert({ ...booking, lastName: lastNameOf(stay.guestName), email: stay.email, createdAt: now });
    await this.blocks.insertForBooking(
      { id: randomUUID(), villaSlug: villa.slug, bookingId: booking.id, guestName: booking.guestName, startsAt: stay.checkIn, endsAt: stay.checkOut },
      now,
    );
    return { ...booking, turnovers: await this.turnovers.reconcile(villa.slug, now) };
  }

  /** After a booking's commit: the villa's calendar changed, and so did the ledger and its turnovers; its stage messages follow its dates. */
  async booked(booking: Pick<BookingRow, 'id' | 'villaSlug' | 'checkIn' | 'checkOut'>, turnovers: TurnoverChanges, now = new Date()): Promise<void> {
    await this.turnovers.settle(turnovers);
    await this.stages.schedule(booking.id, now);
    await this.realtime.toSyncWatchers('availability.changed', { villaSlug: booking.villaSlug });
    this.realtime.toStaffWith(LEDGER_READ_PERMISSION, 'ledger.changed', { cause: 'booking' });
  }

  private validate(body: Pick<DirectBookingBody, 'checkIn' | 'checkOut' | 'adults' | 'children' | 'infants'>, villa: { name: string; maxGuests: number | null }, today: string): void {
    if (!isIsoDate(body.checkIn) || !isIsoDate(body.checkOut)) throw new ApiException('booking.realDates');
    const nights = daysBetween(body.checkIn, body.checkOut)!;
    if (nights <= 0) throw new ApiException('booking.checkOutAfterCheckIn');
    if (nights < MIN_STAY_NIGHTS) throw new ApiException('booking.minimumNights', { nights: MIN_STAY_NIGHTS });
    if (body.checkIn < today) throw new ApiException('booking.checkInPast');
    if (nights > MAX_STAY_NIGHTS) throw new ApiException('booking.maximumNights');
    const party = totalGuests(body);
    if (villa.maxGuests !== null && party > villa.maxGuests) {
      throw new ApiException('booking.villaSleeps', { villa: villa.name, max: villa.maxGuests ?? 0, party });
    }
  }
}

/** An exclusion violation (a booking or hold committed meanwhile) answered as the nights taken. */
async function refuseTaken<T>(taken: () => ApiException, transaction: () => Promise<T>): Promise<T> {
  try {
    return await transaction();
  } catch (error) {
    if (hasSqlState(error, SQL_STATE.exclusionViolation)) throw taken();
    throw error;
  }
}

/**
 * Runs a booking transaction again when the drawn booking code was taken (one in 887 million);
 * an exclusion violation (a booking or hold committed meanwhile) becomes `unavailable`.
 */
export async function retryTakenCode<T>(transaction: () => Promise<T>, unavailable: ApiException = new ApiException('http.conflict')): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await transaction();
    } catch (error) {
      if (hasSqlState(error, SQL_STATE.exclusionViolation)) throw unavailable;
      if (hasSqlState(error, SQL_STATE.uniqueViolation) && attempt < 3) continue;
      throw error;
    }
  }
}
