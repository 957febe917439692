import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** One of the three villa sites. Content (texts, images) stays in libs/catalogue; the row anchors relations. */
@Entity({ tableName: 'sites' })
export class Site {
  @PrimaryKey({ type: 'string', length: 40 })
  id: string;

  @Property({ type: 'string', length: 120 })
  name: string;

  @Property({ type: 'string', length: 60 })
  shortName: string;

  constructor(id: string, name: string, shortName: string) {
    this.id = id;
    this.name = name;
    this.shortName = shortName;
  }
}
