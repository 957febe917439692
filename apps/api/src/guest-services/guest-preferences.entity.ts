import { Entity, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import type { Lang } from '@prana/domain';
import { Booking } from '../bookings/booking.entity.ts';

/** What a booking's guest chose in the companion: the villa collection and notification channels. */
@Entity({ tableName: 'guest_preferences' })
export class GuestPreferences {
  @OneToOne(() => Booking, { primary: true, owner: true, deleteRule: 'cascade' })
  booking: Booking;

  /** A villa collection (site id); null until the guest selects one. */
  @Property({ type: 'string', length: 60, nullable: true })
  selectedVillaId: string | null = null;

  /** Defaults: email on, push off. */
  @Property({ type: 'boolean' })
  emailNotifications: boolean = true;

  @Property({ type: 'boolean' })
  pushNotifications: boolean = false;

  /** The companion's language when the guest last saved these: email is written in it. */
  @Property({ type: 'string', length: 2, default: 'en' })
  language: Lang = 'en';

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  constructor(booking: Booking) {
    this.booking = booking;
  }
}
