import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import type { BookingSource, BookingStatus } from '@prana/contracts';
import { Villa } from '../catalogue/villa.entity.ts';

/** A reservation of one villa. Dates are Bali calendar dates (YYYY-MM-DD); checkOut is exclusive. */
@Entity({ tableName: 'bookings' })
// A stay is at least one night and a party has an adult; the server refuses anything else first.
@Check({ name: 'bookings_dates_check', expression: 'check_out > check_in' })
@Check({ name: 'bookings_party_check', expression: 'adults >= 1 and children >= 0 and infants >= 0' })
export class Booking {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** What the guest signs in with, e.g. PRN-2401. Stored upper-case. */
  @Property({ type: 'string', length: 20, unique: true })
  code: string;

  @ManyToOne(() => Villa, { deleteRule: 'restrict' })
  villa: Villa;

  @Property({ type: 'string', length: 160 })
  guestName: string;

  /** Compared case-insensitively at guest sign-in. */
  @Index()
  @Property({ type: 'string', length: 100 })
  lastName: string;

  @Property({ type: 'string', length: 254, nullable: true })
  email: string | null = null;

  @Index()
  @Property({ type: 'date' })
  checkIn: string;

  @Property({ type: 'date' })
  checkOut: string;

  @Property({ type: 'smallint' })
  adults: number;

  @Property({ type: 'smallint' })
  children: number = 0;

  @Property({ type: 'smallint' })
  infants: number = 0;

  /** Stay total in IDR. */
  @Property({ type: 'integer' })
  amount: number;

  /** An approved early check-in's time (HH:mm, Bali); null: the standard 15:00. */
  @Property({ type: 'string', length: 5, nullable: true })
  arrivalTime: string | null = null;

  /** An approved late check-out's time (HH:mm, Bali); null: the standard 12:00. */
  @Property({ type: 'string', length: 5, nullable: true })
  departureTime: string | null = null;

  @Property({ type: 'string', length: 20 })
  source: BookingSource = 'direct';

  @Property({ type: 'string', length: 20 })
  status: BookingStatus = 'confirmed';

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  /** When master erased the guest's personal data on request: names, contacts and documents are gone, the money stays. */
  @Property({ type: 'datetime', nullable: true })
  personalDataErasedAt: Date | null = null;

  constructor(init: {
    code: string;
    villa: Villa;
    guestName: string;
    lastName: string;
    checkIn: string;
    checkOut: string;
    adults: number;
    amount: number;
  }) {
    this.code = init.code.toUpperCase();
    this.villa = init.villa;
    this.guestName = init.guestName;
    this.lastName = init.lastName;
    this.checkIn = init.checkIn;
    this.checkOut = init.checkOut;
    this.adults = init.adults;
    this.amount = init.amount;
  }
}
