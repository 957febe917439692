import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import type { FeedChannel } from '@prana/contracts';
import { Villa } from '../catalogue/villa.entity.ts';

/**
 * One inbound iCal feed of a villa (Airbnb, Booking.com, Vrbo or another channel's export). Each
 * is pulled, diffed by UID and recorded on its own. The URL is write-only: never sent to clients.
 */
@Entity({ tableName: 'villa_feeds' })
@Index({ name: 'villa_feeds_villa_index', properties: ['villa', 'createdAt'] })
@Check({ name: 'villa_feeds_channel_check', expression: `channel in ('airbnb', 'booking', 'vrbo', 'other')` })
export class VillaFeed {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Villa, { deleteRule: 'cascade' })
  villa: Villa;

  @Property({ type: 'string', length: 80 })
  label: string;

  @Property({ type: 'string', length: 20 })
  channel: FeedChannel;

  @Property({ type: 'text' })
  url: string;

  /** Validators of the last successful pull, sent back as a conditional GET; cleared when the URL changes. */
  @Property({ type: 'string', length: 512, nullable: true })
  etag: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  lastModified: string | null = null;

  /** Digest of the feed (and day) last applied: an identical download skips parsing even without a 304. */
  @Property({ type: 'string', length: 100, nullable: true })
  digest: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  constructor(villa: Villa, label: string, channel: FeedChannel, url: string) {
    this.villa = villa;
    this.label = label;
    this.channel = channel;
    this.url = url;
  }
}
