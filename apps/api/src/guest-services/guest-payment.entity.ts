import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { Booking } from '../bookings/booking.entity.ts';
import { GuestPaymentMethod } from './guest-payment-method.entity.ts';

/** One settlement of a booking's outstanding balance; the charges it settled point to it. */
@Entity({ tableName: 'guest_payments' })
@Index({ name: 'guest_payments_booking_created_index', properties: ['booking', 'createdAt'] })
@Check({ name: 'guest_payments_amounts_check', expression: 'amount >= 0 and discount >= 0 and amount + discount = gross' })
export class GuestPayment {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Booking, { deleteRule: 'cascade' })
  booking: Booking;

  @ManyToOne(() => GuestPaymentMethod, { nullable: true, deleteRule: 'set null' })
  method: GuestPaymentMethod | null;

  /** The method's label when paid, kept if the method is removed later. */
  @Property({ type: 'string', length: 60 })
  methodLabel: string;

  /** Outstanding balance settled, before the loyalty discount. */
  @Property({ type: 'integer' })
  gross: number;

  @Property({ type: 'integer' })
  discount: number;

  /** What was paid: gross − discount. */
  @Property({ type: 'integer' })
  amount: number;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  constructor(booking: Booking, method: GuestPaymentMethod, gross: number, discount: number) {
    this.booking = booking;
    this.method = method;
    this.methodLabel = method.label;
    this.gross = gross;
    this.discount = discount;
    this.amount = gross - discount;
  }
}
