import { Entity, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { Booking } from '../bookings/booking.entity.ts';

/**
 * A booking's online check-in: how the party arrives, a phone for the stay, and the house rules
 * signed. Its persons are `CheckInGuest` rows. The guest edits it until staff verify a document.
 */
@Entity({ tableName: 'check_ins' })
export class CheckIn {
  @OneToOne(() => Booking, { primary: true, owner: true, deleteRule: 'cascade' })
  booking: Booking;

  /** Expected arrival, `HH:mm` Bali time. */
  @Property({ type: 'string', length: 5, nullable: true })
  arrivalTime: string | null = null;

  @Property({ type: 'string', length: 12, nullable: true })
  flight: string | null = null;

  /** A phone that reaches the party during the stay. */
  @Property({ type: 'string', length: 30 })
  phone: string;

  /** The house rules' signature as drawn, a PNG. */
  @Property({ type: 'blob', lazy: true })
  signature: Buffer;

  /** When the guest signed the house rules. */
  @Property({ type: 'datetime' })
  signedAt: Date;

  @Property({ type: 'datetime' })
  submittedAt: Date = new Date();

  @Property({ type: 'datetime' })
  updatedAt: Date = new Date();

  /** When the persons' names, birth dates and documents, the phone and the signature were anonymised (retention or erasure). */
  @Property({ type: 'datetime', nullable: true })
  anonymisedAt: Date | null = null;

  constructor(init: { booking: Booking; phone: string; signature: Buffer; signedAt: Date }) {
    this.booking = init.booking;
    this.phone = init.phone;
    this.signature = init.signature;
    this.signedAt = init.signedAt;
  }
}
