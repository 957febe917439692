import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import type { PaymentMethodType } from '@prana/contracts';
import { Booking } from '../bookings/booking.entity.ts';

/** A way a booking's guest pays. At most one default per booking. */
@Entity({ tableName: 'guest_payment_methods' })
@Index({ name: 'guest_payment_methods_booking_created_index', properties: ['booking', 'createdAt'] })
@Unique({ name: 'guest_payment_methods_one_default', properties: ['booking'], where: 'is_default' })
export class GuestPaymentMethod {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Booking, { deleteRule: 'cascade' })
  booking: Booking;

  @Property({ type: 'string', length: 20 })
  type: PaymentMethodType;

  @Property({ type: 'string', length: 60 })
  label: string;

  @Property({ type: 'string', length: 4, nullable: true })
  last4: string | null = null;

  @Property({ type: 'string', length: 10, nullable: true })
  expiry: string | null = null;

  @Property({ type: 'boolean' })
  isDefault: boolean = false;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  constructor(booking: Booking, type: PaymentMethodType, label: string) {
    this.booking = booking;
    this.type = type;
    this.label = label;
  }
}
