import { Check, Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { VillaStatus } from '@prana/contracts';
import { Site } from './site.entity.ts';

@Entity({ tableName: 'villas' })
@Check({ name: 'villas_base_rate_check', expression: 'base_rate > 0' })
@Check({ name: 'villas_min_stay_check', expression: 'min_stay_nights >= 2 and min_stay_nights <= 30' })
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

  /** Nightly rate in IDR outside seasons and overrides; set from the catalogue once, then by master. */
  @Property({ type: 'integer' })
  baseRate: number;

  /** The shortest stay this villa takes, in nights (a season may ask more). */
  @Property({ type: 'smallint', default: 2 })
  minStayNights: number = 2;

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
