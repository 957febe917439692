import { Migration } from '@mikro-orm/migrations';
import { offeringSeed } from '@prana/catalogue';

/** A SQL literal: a quoted string, a number or null. */
const literal = (value: string | number | null): string => (value === null ? 'null' : typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`);

export class Migration20261201040000_Offerings extends Migration {
  override name = 'Migration20261201040000_Offerings';

  override up(): void | Promise<void> {
    this.addSql(`create table "offerings" ("id" uuid not null, "section" varchar(20) not null, "key" varchar(60) not null, "position" int not null, "name_en" varchar(120) not null, "name_id" varchar(120) not null, "description_en" varchar(600) not null, "description_id" varchar(600) not null, "price" int null, "paused" boolean not null, "published_at" timestamptz not null, "published_by" varchar(160) null, "draft" jsonb null, "draft_updated_at" timestamptz null, "draft_by" varchar(160) null, primary key ("id"));`);
    this.addSql(`alter table "offerings" add constraint "offerings_section_key_unique" unique ("section", "key");`);
    this.addSql(`create index "offerings_position_index" on "offerings" ("position");`);
    this.addSql(`alter table "offerings" add constraint "offerings_text_check" check (btrim(name_en) <> '' and btrim(name_id) <> '' and btrim(description_en) <> '' and btrim(description_id) <> '');`);
    this.addSql(`alter table "offerings" add constraint "offerings_price_check" check (price is null or price > 0);`);
    // Today's bundled catalogue, copied once here (not by the seeder): from now on the stored
    // items are the catalogue, and an edit or a pause stays through every deploy.
    for (const [position, item] of offeringSeed().entries()) {
      this.addSql(`insert into "offerings" ("id", "section", "key", "position", "name_en", "name_id", "description_en", "description_id", "price", "paused", "published_at")
        values (gen_random_uuid(), ${literal(item.section)}, ${literal(item.key)}, ${position}, ${literal(item.nameEn)}, ${literal(item.nameId)}, ${literal(item.descriptionEn)}, ${literal(item.descriptionId)}, ${literal(item.price)}, false, now());`);
    }
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "offerings" cascade;`);
  }
}
