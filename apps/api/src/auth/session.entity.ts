import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { StaffRole } from '@prana/contracts';
import { StaffUser } from './staff-user.entity.ts';
import { entityNamed, type RowReference } from '../database/entity-references.ts';

type SessionKind = 'staff' | 'guest';

/** A signed-in browser. The cookie holds a random token; the row is keyed by its keyed hash, never the token. */
@Entity({ tableName: 'sessions' })
export class Session {
  @PrimaryKey({ type: 'string', length: 64 })
  id: string;

  @Property({ type: 'string', length: 10 })
  kind: SessionKind;

  @ManyToOne(() => StaffUser, { nullable: true, deleteRule: 'cascade' })
  staffUser: StaffUser | null = null;

  /** The tier chosen at sign-in (a master may preview any tier). */
  @Property({ type: 'string', length: 20, nullable: true })
  tier: StaffRole | null = null;

  /** The guest's booking (bookings/booking.entity.ts). */
  @ManyToOne(entityNamed('Booking'), { nullable: true, deleteRule: 'cascade' })
  booking: RowReference | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Index()
  @Property({ type: 'datetime' })
  expiresAt: Date;

  constructor(id: string, kind: SessionKind, expiresAt: Date) {
    this.id = id;
    this.kind = kind;
    this.expiresAt = expiresAt;
  }
}
