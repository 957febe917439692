import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { StaffUser } from '../auth/staff-user.entity.ts';
import { Booking } from '../bookings/booking.entity.ts';

/** One staff read of a guest's document photo: who, whose, when. Master reads the log. */
@Entity({ tableName: 'document_reads' })
export class DocumentRead {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Booking, { deleteRule: 'cascade' })
  booking: Booking;

  /** The person's seat in the party. */
  @Property({ type: 'smallint' })
  position: number;

  @ManyToOne(() => StaffUser, { deleteRule: 'cascade' })
  staffUser: StaffUser;

  @Index()
  @Property({ type: 'datetime' })
  readAt: Date = new Date();

  constructor(init: { booking: Booking; position: number; staffUser: StaffUser }) {
    this.booking = init.booking;
    this.position = init.position;
    this.staffUser = init.staffUser;
  }
}
