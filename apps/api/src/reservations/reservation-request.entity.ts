import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomBytes, randomUUID } from 'node:crypto';
import type { ReservationStatus } from '@prana/contracts';
import type { Lang } from '@prana/domain';
import { Villa } from '../catalogue/villa.entity.ts';
import { Booking } from '../bookings/booking.entity.ts';

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I). */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** PRR- and six random characters: about a billion of them, so a clash among a villa group's requests is negligible. */
export function newReservationReference(): string {
  return `PRR-${Array.from(randomBytes(6), (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('')}`;
}

/** A visitor's request to reserve a villa, sent from the public site; the concierge follows up. */
@Entity({ tableName: 'reservation_requests' })
@Check({ name: 'reservation_requests_dates_check', expression: 'check_out > check_in' })
@Index({ name: 'reservation_requests_status_created_index', properties: ['status', 'createdAt'] })
export class ReservationRequest {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Villa, { deleteRule: 'cascade' })
  villa: Villa;

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

  @Property({ type: 'string', length: 160 })
  fullName: string;

  @Property({ type: 'string', length: 254 })
  email: string;

  @Property({ type: 'string', length: 40, nullable: true })
  phone: string | null = null;

  @Property({ type: 'text', nullable: true })
  notes: string | null = null;

  /** What the visitor quotes: PRR- and six letters or digits, shown on the confirmation screen and in its email. */
  @Property({ type: 'string', length: 10, unique: true })
  reference: string = newReservationReference();

  /** The site's language when the visitor sent it: the confirmation email is written in it. */
  @Property({ type: 'string', length: 2, default: 'en' })
  language: Lang = 'en';

  @Property({ type: 'string', length: 20 })
  status: ReservationStatus = 'new';

  /** The stay's price (IDR) when the visitor sent it, night by night from the pricing then; null for requests sent before pricing. */
  @Property({ type: 'integer', nullable: true })
  quotedTotal: number | null = null;

  /** The booking staff confirmed it as (at most one: unique). */
  @ManyToOne(() => Booking, { nullable: true, unique: true, deleteRule: 'set null' })
  booking: Booking | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  constructor(init: { villa: Villa; checkIn: string; checkOut: string; adults: number; fullName: string; email: string }) {
    this.villa = init.villa;
    this.checkIn = init.checkIn;
    this.checkOut = init.checkOut;
    this.adults = init.adults;
    this.fullName = init.fullName;
    this.email = init.email;
  }
}
