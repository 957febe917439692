import { Injectable } from '@nestjs/common';
import type { BookingSource, BookingStatus } from '@prana/contracts';
import type { Lang, StayStage } from '@prana/domain';
import { Repository } from '../database/repository.ts';
import { GenerateSql } from '../database/generate-sql.ts';

/** A booking with its villa's name, as the staff's lists show it. */
export interface BookingRow {
  id: string;
  code: string;
  guestName: string;
  villaSlug: string;
  villaName: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  infants: number;
  amount: number;
  source: BookingSource;
  status: BookingStatus;
}

/** A new booking: what `insert` writes. */
export interface NewBooking {
  id: string;
  code: string;
  villaSlug: string;
  guestName: string;
  lastName: string;
  email: string | null;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  infants: number;
  amount: number;
  createdAt: Date;
}

/** A booking as `BookingRow` (from `bookings as b` joined with `villas as v`). */
const BOOKING_COLUMNS = [
  'b.id',
  'b.code',
  'b.guest_name as guestName',
  'b.villa_slug as villaSlug',
  'v.name as villaName',
  'b.check_in as checkIn',
  'b.check_out as checkOut',
  'b.adults',
  'b.children',
  'b.infants',
  'b.amount',
  'b.source',
  'b.status',
] as const;

/** Bookings (`bookings`): the staff's list and the direct bookings they make. */
@Injectable()
export class BookingsRepository extends Repository {
  /** Every confirmed booking with its villa. */
  @GenerateSql()
  async confirmed(): Promise<BookingRow[]> {
    return this.db
      .selectFrom('bookings as b')
      .innerJoin('villas as v', 'v.slug', 'b.villa_slug')
      .select(BOOKING_COLUMNS)
      .where('b.status', '=', 'confirmed')
      .execute();
  }

  /** A confirmed direct booking; a taken code fails on the unique key (the caller draws another). */
  @GenerateSql({
    params: [
      {
        id: '00000000-0000-4000-8000-000000000003',
        code: 'PRN-ABC234',
        villaSlug: 'kayu-manis',
        guestName: 'Ayu Lestari',
        lastName: 'Lestari',
        email: 'ayu@example.com',
        checkIn: '2027-05-10',
        checkOut: '2027-05-14',
        adults: 2,
        children: 1,
        infants: 0,
        amount: 10_000_000,
        createdAt: new Date('2027-01-01T00:00:00Z'),
      } satisfies NewBooking,
    ],
  })
  async insert(booking: NewBooking): Promise<void> {
    await this.db
      .insertInto('bookings')
      .values({
        id: booking.id,
        code: booking.code,
        villa_slug: booking.villaSlug,
        guest_name: booking.guestName,
        last_name: booking.lastName,
        email: booking.email,
        check_in: booking.checkIn,
        check_out: booking.checkOut,
        adults: booking.adults,
        children: booking.children,
        infants: booking.infants,
        amount: booking.amount,
        source: 'direct',
        status: 'confirmed',
        created_at: booking.createdAt,
      })
      .execute();
  }

  /** A booking with its villa, locked until the transaction ends (a move is decided on what it holds). */
  @GenerateSql({ params: ['00000000-0000-4000-8000-000000000003'] })
  async lock(id: string): Promise<BookingRow | undefined> {
    return this.db
      .selectFrom('bookings as b')
      .innerJoin('villas as v', 'v.slug', 'b.villa_slug')
      .select(BOOKING_COLUMNS)
      .where('b.id', '=', id)
      .forUpdate('b')
      .executeTakeFirst();
  }

  /** Confirmed bookings whose guests are in residence on a Bali day (arrived, not yet leaving). */
  @GenerateSql({ params: ['2027-05-12'] })
  async inResidence(day: string): Promise<BookingRow[]> {
    return this.db
      .selectFrom('bookings as b')
      .innerJoin('villas as v', 'v.slug', 'b.villa_slug')
      .select(BOOKING_COLUMNS)
      .where('b.status', '=', 'confirmed')
      .where('b.check_in', '<=', day)
      .where('b.check_out', '>', day)
      .orderBy('b.code')
      .execute();
  }

  /** A booking's new nights and their price. */
  @GenerateSql({ params: ['00000000-0000-4000-8000-000000000003', '2027-05-12', '2027-05-16', 10_000_000] })
  async moveDates(id: string, checkIn: string, checkOut: string, amount: number): Promise<void> {
    await this.db.updateTable('bookings').set({ check_in: checkIn, check_out: checkOut, amount }).where('id', '=', id).execute();
  }

  /** A booking's nights and status as committed now. */
  @GenerateSql({ params: ['00000000-0000-4000-8000-000000000003'] })
  async stay(id: string): Promise<{ checkIn: string; checkOut: string; status: BookingStatus } | undefined> {
    return this.db.selectFrom('bookings').select(['check_in as checkIn', 'check_out as checkOut', 'status']).where('id', '=', id).executeTakeFirst();
  }

  /** The stage messages a booking was sent, in the order they went. */
  @GenerateSql({ params: ['00000000-0000-4000-8000-000000000003'] })
  async stageMessages(bookingId: string): Promise<{ stage: StayStage; language: Lang; emails: number; pushes: number; sentAt: Date }[]> {
    const rows = await this.db
      .selectFrom('stage_messages')
      .select(['stage', 'language', 'emails', 'pushes', 'sent_at as sentAt'])
      .where('booking_id', '=', bookingId)
      .orderBy('sent_at')
      .execute();
    return rows.map((row) => ({ ...row, stage: row.stage as StayStage, language: row.language as Lang, sentAt: new Date(row.sentAt) }));
  }
}
