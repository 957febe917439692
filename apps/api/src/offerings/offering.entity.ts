import { Check, Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { OfferingContent, OfferingSection } from '@prana/domain';
import { randomUUID } from 'node:crypto';

/**
 * One item of the guest service catalogue (a dish, an add-on, a ritual, a transport option, a
 * housekeeping service, a guide entry): its published names and descriptions in English and
 * Indonesian, its price (null in a section that charges nothing) and whether it is paused, and the
 * draft a manager prepared, which goes live only when master publishes it. `key` is the bundled
 * catalogue's id, which says what the item is otherwise (a ritual's hours, a dish's meal).
 */
@Entity({ tableName: 'offerings' })
@Unique({ name: 'offerings_section_key_unique', properties: ['section', 'key'] })
@Index({ name: 'offerings_position_index', properties: ['position'] })
@Check({ name: 'offerings_text_check', expression: "btrim(name_en) <> '' and btrim(name_id) <> '' and btrim(description_en) <> '' and btrim(description_id) <> ''" })
@Check({ name: 'offerings_price_check', expression: 'price is null or price > 0' })
export class Offering {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 20 })
  section: OfferingSection;

  @Property({ type: 'string', length: 60 })
  key: string;

  /** The catalogue's order. */
  @Property({ type: 'integer' })
  position: number;

  @Property({ type: 'string', length: 120 })
  nameEn: string;

  @Property({ type: 'string', length: 120 })
  nameId: string;

  @Property({ type: 'string', length: 600 })
  descriptionEn: string;

  @Property({ type: 'string', length: 600 })
  descriptionId: string;

  /** IDR. */
  @Property({ type: 'integer', nullable: true })
  price: number | null = null;

  @Property({ type: 'boolean' })
  paused: boolean = false;

  @Property({ type: 'datetime' })
  publishedAt: Date = new Date();

  /** Who published the current version (copied, so it still reads after the account goes); null for the seed. */
  @Property({ type: 'string', length: 160, nullable: true })
  publishedBy: string | null = null;

  /** The change waiting for master, in the same shape as the published columns. */
  @Property({ type: 'json', nullable: true })
  draft: OfferingContent | null = null;

  @Property({ type: 'datetime', nullable: true })
  draftUpdatedAt: Date | null = null;

  @Property({ type: 'string', length: 160, nullable: true })
  draftBy: string | null = null;

  constructor(init: { section: OfferingSection; key: string; position: number; nameEn: string; nameId: string; descriptionEn: string; descriptionId: string }) {
    this.section = init.section;
    this.key = init.key;
    this.position = init.position;
    this.nameEn = init.nameEn;
    this.nameId = init.nameId;
    this.descriptionEn = init.descriptionEn;
    this.descriptionId = init.descriptionId;
  }
}
