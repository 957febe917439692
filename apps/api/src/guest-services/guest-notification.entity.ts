import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import type { LocalizedMessage, NotificationType } from '@prana/contracts';
import { Booking } from '../bookings/booking.entity.ts';
import { GuestRequest } from './guest-request.entity.ts';

/** A message to the guests of one booking (public spec §3 "Notification"), in both languages. */
@Entity({ tableName: 'guest_notifications' })
@Index({ name: 'guest_notifications_booking_created_index', properties: ['booking', 'createdAt'] })
export class GuestNotification {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Booking, { deleteRule: 'cascade' })
  booking: Booking;

  @Property({ type: 'string', length: 20 })
  type: NotificationType;

  /** `{ en, id }`: the spec's wording in English and its Indonesian counterpart. */
  @Property({ type: 'json' })
  message: LocalizedMessage;

  @Property({ type: 'boolean' })
  read: boolean = false;

  @ManyToOne(() => GuestRequest, { nullable: true, deleteRule: 'set null' })
  relatedRequest: GuestRequest | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  constructor(booking: Booking, type: NotificationType, message: LocalizedMessage) {
    this.booking = booking;
    this.type = type;
    this.message = message;
  }
}
