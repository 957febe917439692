import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import type { RequestCategory, RequestStatus } from '@prana/contracts';
import type { RequestTitle } from '@prana/domain';
import { Booking } from '../bookings/booking.entity.ts';
import { StaffUser } from '../auth/staff-user.entity.ts';

/** Something a guest asked for; staff answer it from the live queue. */
@Entity({ tableName: 'guest_requests' })
@Index({ name: 'guest_requests_booking_created_index', properties: ['booking', 'createdAt'] })
@Check({ name: 'guest_requests_service_date_check', expression: "(category = 'concierge') = (service_date is null)" })
@Index({ name: 'guest_requests_created_index', properties: ['createdAt'] })
export class GuestRequest {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Booking, { deleteRule: 'cascade' })
  booking: Booking;

  @Property({ type: 'string', length: 20 })
  category: RequestCategory;

  /** What the request is called, by meaning (shown in each reader's language). */
  @Property({ type: 'json' })
  title: RequestTitle;

  /** As the guest wrote them; blank when they left none (the screen's fallback is shown then). */
  @Property({ type: 'text' })
  notes: string;

  @Property({ type: 'string', length: 40, nullable: true })
  scheduledTime: string | null = null;

  /** The Bali day of the stay it happens on (YYYY-MM-DD); null for a concierge request only. */
  @Property({ type: 'date', nullable: true })
  serviceDate: string | null = null;

  @Property({ type: 'string', length: 20 })
  status: RequestStatus = 'pending';

  @Property({ type: 'json', nullable: true })
  metadata: Record<string, unknown> | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  /** When the concierge must have answered (libs/domain responseDeadline). */
  @Property({ type: 'datetime' })
  dueAt: Date = new Date();

  /** The first answer: a status change out of pending or a reply to the guest. The wait stops here. */
  @Property({ type: 'datetime', nullable: true })
  answeredAt: Date | null = null;

  /** When the escalation found it unanswered at its deadline. */
  @Property({ type: 'datetime', nullable: true })
  lateAt: Date | null = null;

  /** Who holds it. */
  @ManyToOne(() => StaffUser, { nullable: true, deleteRule: 'set null' })
  assignee: StaffUser | null = null;

  constructor(booking: Booking, category: RequestCategory, title: RequestTitle, notes: string) {
    this.booking = booking;
    this.category = category;
    this.title = title;
    this.notes = notes;
  }
}
