import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import type { ChargeCategory, ChargeStatus } from '@prana/contracts';
import type { Localized } from '@prana/domain';
import { Booking } from '../bookings/booking.entity.ts';
import { GuestRequest } from './guest-request.entity.ts';
import { GuestPayment } from './guest-payment.entity.ts';

/** A line on a booking's bill. Only a pending charge ever changes, to settled. */
@Entity({ tableName: 'guest_charges' })
@Index({ name: 'guest_charges_booking_date_index', properties: ['booking', 'date'] })
@Check({ name: 'guest_charges_amount_check', expression: 'amount >= 0' })
export class GuestCharge {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Booking, { deleteRule: 'cascade' })
  booking: Booking;

  /** `{ en, id }` */
  @Property({ type: 'json' })
  description: Localized;

  /** Bali calendar date of the charge. */
  @Property({ type: 'date' })
  date: string;

  /** IDR, whole rupiah. */
  @Property({ type: 'integer' })
  amount: number;

  @Property({ type: 'string', length: 20 })
  status: ChargeStatus;

  @Property({ type: 'string', length: 20 })
  category: ChargeCategory;

  @Property({ type: 'string', length: 20 })
  reference: string;

  @ManyToOne(() => GuestRequest, { nullable: true, deleteRule: 'set null' })
  request: GuestRequest | null = null;

  @ManyToOne(() => GuestPayment, { nullable: true, deleteRule: 'set null' })
  payment: GuestPayment | null = null;

  @Property({ type: 'datetime', nullable: true })
  settledAt: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  constructor(init: {
    booking: Booking;
    description: Localized;
    date: string;
    amount: number;
    status: ChargeStatus;
    category: ChargeCategory;
    reference: string;
  }) {
    this.booking = init.booking;
    this.description = init.description;
    this.date = init.date;
    this.amount = init.amount;
    this.status = init.status;
    this.category = init.category;
    this.reference = init.reference;
  }
}
