import { Injectable } from '@nestjs/common';
import type { BookingSource, BookingStatus } from '@prana/contracts';
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

/** Bookings (`bookings`): the staff's list and the direct bookings they make. */
@Injectable()
export class BookingsRepository extends Repository {
  /** Every confirmed booking with its villa. */
  @GenerateSql()
  async confirmed(): Promise<BookingRow[]> {
    return this.db
      .selectFrom('bookings as b')
      .innerJoin('villas as v', 'v.slug', 'b.villa_slug')
      .select([
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
      ])
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
}
