import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Booking } from '../bookings/booking.entity.ts';

/**
 * A guest write's `Idempotency-Key` and its first answer, unique per booking: a retry, a double
 * tap or a resend from the outbox gets this answer instead of doing the write again.
 */
@Entity({ tableName: 'idempotency_keys' })
export class IdempotencyKey {
  @ManyToOne(() => Booking, { primary: true, deleteRule: 'cascade' })
  booking: Booking;

  @PrimaryKey({ type: 'string', length: 255 })
  key: string;

  /** sha256 of method, route and body: the same key with another request is refused. */
  @Property({ type: 'string', length: 64 })
  fingerprint: string;

  /** Null while the first request is still running. */
  @Property({ type: 'smallint', nullable: true })
  statusCode: number | null = null;

  @Property({ type: 'json', nullable: true })
  response: unknown = null;

  /** Keys older than a day are purged with expired sessions. */
  @Index()
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  constructor(booking: Booking, key: string, fingerprint: string) {
    this.booking = booking;
    this.key = key;
    this.fingerprint = fingerprint;
  }
}
