import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { VillaStatus } from '@prana/contracts';
import { Site } from './site.entity.ts';

@Entity({ tableName: 'villas' })
export class Villa {
  /** The catalogue id, also the public slug (e.g. `jungle-loft`). */
  @PrimaryKey({ type: 'string', length: 60 })
  slug: string;

  @Property({ type: 'string', length: 120 })
  name: string;

  @ManyToOne(() => Site, { nullable: true, deleteRule: 'set null' })
  site: Site | null;

  @Property({ type: 'string', length: 20 })
  status: VillaStatus = 'active';

  @Property({ type: 'integer', nullable: true })
  maxGuests: number | null;

  /** Nightly rate in IDR. */
  @Property({ type: 'integer' })
  baseRate: number;

  /** Inbound Airbnb (or any) iCal export. Write-only: never sent to clients. */
  @Property({ type: 'text', nullable: true })
  airbnbIcalUrl: string | null = null;

  /** Validators of the last successful pull, sent back as a conditional GET; cleared when the link changes. */
  @Property({ type: 'string', length: 512, nullable: true })
  airbnbFeedEtag: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  airbnbFeedLastModified: string | null = null;

  /** Digest of the feed (and day) last applied: an identical download skips parsing even without a 304. */
  @Property({ type: 'string', length: 100, nullable: true })
  airbnbFeedDigest: string | null = null;

  /** Unguessable token of the outbound feed at /ical/villa/{token}. */
  @Property({ type: 'string', length: 64, nullable: true, unique: true })
  outboundFeedToken: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  constructor(slug: string, name: string, site: Site | null, maxGuests: number | null, baseRate: number) {
    this.slug = slug;
    this.name = name;
    this.site = site;
    this.maxGuests = maxGuests;
    this.baseRate = baseRate;
  }
}
