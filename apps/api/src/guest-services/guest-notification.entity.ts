import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import type { NotificationType } from '@prana/contracts';
import type { NotificationText } from '@prana/domain';
import { Booking } from '../bookings/booking.entity.ts';
import { GuestRequest } from './guest-request.entity.ts';

/** A message to the guests of one booking. */
@Entity({ tableName: 'guest_notifications' })
@Index({ name: 'guest_notifications_booking_created_index', properties: ['booking', 'createdAt'] })
export class GuestNotification {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Booking, { deleteRule: 'cascade' })
  booking: Booking;

  @Property({ type: 'string', length: 20 })
  type: NotificationType;

  /** What it says, by meaning (rendered in each reader's language). */
  @Property({ type: 'json' })
  message: NotificationText;

  @Property({ type: 'boolean' })
  read: boolean = false;

  @ManyToOne(() => GuestRequest, { nullable: true, deleteRule: 'set null' })
  relatedRequest: GuestRequest | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  constructor(booking: Booking, type: NotificationType, message: NotificationText) {
    this.booking = booking;
    this.type = type;
    this.message = message;
  }
}
