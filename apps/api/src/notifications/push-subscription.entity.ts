import { Check, Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import type { Lang } from '@prana/domain';
import { Session } from '../auth/session.entity.ts';
import { StaffUser } from '../auth/staff-user.entity.ts';
import { Booking } from '../bookings/booking.entity.ts';

/**
 * One device's Web Push subscription, for a guest (booking) or a staff member. It belongs to the
 * session that stored it, so signing out (or the session expiring) removes it with the session.
 */
@Entity({ tableName: 'push_subscriptions' })
@Check({ name: 'push_subscriptions_owner_check', expression: '(booking_id is null) <> (staff_user_id is null)' })
export class PushSubscription {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The push service's address for this device; one row per device. */
  @Property({ type: 'text', unique: true })
  endpoint: string;

  @Property({ type: 'string', length: 200 })
  p256dh: string;

  @Property({ type: 'string', length: 100 })
  auth: string;

  /** The language the device's app was in when it subscribed: pushes are written in it. */
  @Property({ type: 'string', length: 2 })
  lang: Lang;

  @ManyToOne(() => Session, { deleteRule: 'cascade' })
  session: Session;

  @ManyToOne(() => Booking, { nullable: true, deleteRule: 'cascade' })
  booking: Booking | null = null;

  @ManyToOne(() => StaffUser, { nullable: true, deleteRule: 'cascade' })
  staffUser: StaffUser | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  constructor(init: { endpoint: string; p256dh: string; auth: string; lang: Lang; session: Session }) {
    this.endpoint = init.endpoint;
    this.p256dh = init.p256dh;
    this.auth = init.auth;
    this.lang = init.lang;
    this.session = init.session;
  }
}
