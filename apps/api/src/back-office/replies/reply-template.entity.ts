import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import type { StayStage } from '@prana/domain';

/**
 * A quick reply the concierge queue inserts into a reply: a title and a body in English and
 * Indonesian. Placeholders such as `{guest}` are filled in by the reply box.
 */
@Entity({ tableName: 'reply_templates' })
@Check({ name: 'reply_templates_text_check', expression: "btrim(title_en) <> '' and btrim(title_id) <> '' and btrim(body_en) <> '' and btrim(body_id) <> ''" })
export class ReplyTemplate {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 80 })
  titleEn: string;

  @Property({ type: 'string', length: 80 })
  titleId: string;

  @Property({ type: 'string', length: 1000 })
  bodyEn: string;

  @Property({ type: 'string', length: 1000 })
  bodyId: string;

  /** Catalogue id of a seeded template. */
  @Property({ type: 'string', length: 60, nullable: true, unique: true })
  seedKey: string | null = null;

  /** The stage of a stay this template is the message of (one each); null for a quick reply. */
  @Property({ type: 'string', length: 30, nullable: true, unique: true })
  stage: StayStage | null = null;

  /** Listed oldest first, so the seeded ones keep the catalogue's order. */
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  constructor(init: { titleEn: string; titleId: string; bodyEn: string; bodyId: string }) {
    this.titleEn = init.titleEn;
    this.titleId = init.titleId;
    this.bodyEn = init.bodyEn;
    this.bodyId = init.bodyId;
  }
}
