import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { BigIntType } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { BlockSource, BlockStatus } from '@prana/contracts';
import { Villa } from '../catalogue/villa.entity.ts';
import { entityNamed, type RowReference } from '../database/entity-references.ts';
import { VillaFeed } from './villa-feed.entity.ts';

/**
 * A span of nights when a villa is not free: a direct booking, an imported reservation, or a
 * manual or system hold. Dates are Bali calendar dates; endsAt is the check-out day (exclusive).
 * Imported blocks are never deleted; a block missing from its feed is cancelled.
 */
@Entity({ tableName: 'availability_blocks' })
@Check({ name: 'availability_blocks_dates_check', expression: 'ends_at > starts_at' })
// Never double-book: active direct bookings and holds of one villa cannot overlap, even under
// concurrent requests. Imported blocks (every channel's) are left out, so a clashing feed is still
// stored and raised as a conflict rather than lost. (Needs btree_gist, created by the migration.)
@Check({
  name: 'availability_blocks_no_overlap',
  expression: `exclude using gist (villa_slug with =, daterange(starts_at, ends_at, '[)') with &&) where (status = 'active' and source in ('direct', 'manual', 'system'))`,
})
// A UID is unique within its own feed: two channels may well reuse one.
@Unique({ name: 'availability_blocks_feed_uid_unique', properties: ['feed', 'uid'] })
// Only an imported reservation has a payout (what its channel paid out, entered by staff).
@Check({ name: 'availability_blocks_payout_check', expression: `payout is null or (payout >= 0 and source in ('airbnb', 'booking', 'vrbo', 'other'))` })
@Index({ name: 'availability_blocks_villa_dates_index', properties: ['villa', 'startsAt', 'endsAt'] })
export class AvailabilityBlock {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Villa, { deleteRule: 'cascade' })
  villa: Villa;

  @Property({ type: 'date' })
  startsAt: string;

  @Property({ type: 'date' })
  endsAt: string;

  @Property({ type: 'string', length: 20 })
  status: BlockStatus = 'active';

  @Property({ type: 'string', length: 20 })
  source: BlockSource;

  /** The feed an imported block came from; null for Prana's own blocks, and once its feed is removed (the block stays). */
  @ManyToOne(() => VillaFeed, { nullable: true, deleteRule: 'set null' })
  feed: VillaFeed | null = null;

  /** The feed event's UID for imported blocks; null for direct bookings and holds. */
  @Property({ type: 'string', length: 512, nullable: true })
  uid: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  summary: string | null = null;

  /** From Airbnb's DESCRIPTION: the reservation's page and the last four digits of the guest's phone. */
  @Property({ type: 'string', length: 500, nullable: true })
  reservationUrl: string | null = null;

  @Property({ type: 'string', length: 4, nullable: true })
  phoneLast4: string | null = null;

  @Property({ type: 'string', length: 160, nullable: true })
  guestName: string | null = null;

  /** The direct booking this block holds the dates for (bookings/booking.entity.ts). */
  @ManyToOne(entityNamed('Booking'), { nullable: true, deleteRule: 'set null' })
  booking: RowReference | null = null;

  /** Why a manual hold was placed, and who placed and released it. */
  @Property({ type: 'string', length: 200, nullable: true })
  reason: string | null = null;

  @Property({ type: 'string', length: 160, nullable: true })
  heldBy: string | null = null;

  @Property({ type: 'string', length: 160, nullable: true })
  releasedBy: string | null = null;

  /** IDR a channel paid out for an imported reservation, entered by staff; null: amount not known. */
  @Property({ type: new BigIntType('number'), nullable: true })
  payout: number | null = null;

  /** An imported reservation overlapping an active direct booking or hold. */
  @Property({ type: 'boolean' })
  conflict: boolean = false;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  constructor(villa: Villa, source: BlockSource, startsAt: string, endsAt: string) {
    this.villa = villa;
    this.source = source;
    this.startsAt = startsAt;
    this.endsAt = endsAt;
  }
}
