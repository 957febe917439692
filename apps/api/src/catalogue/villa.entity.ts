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
