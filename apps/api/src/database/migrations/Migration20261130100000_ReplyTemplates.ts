import { Migration } from '@mikro-orm/migrations';
import { MESSAGE_TEMPLATES } from '@prana/catalogue';

/** A SQL string literal. */
const literal = (value: string): string => `'${value.replaceAll("'", "''")}'`;

export class Migration20261130100000_ReplyTemplates extends Migration {
  override name = 'Migration20261130100000_ReplyTemplates';

  override up(): void | Promise<void> {
    this.addSql(`create table "reply_templates" ("id" uuid not null, "title_en" varchar(80) not null, "title_id" varchar(80) not null, "body_en" varchar(1000) not null, "body_id" varchar(1000) not null, "seed_key" varchar(60) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "reply_templates" add constraint "reply_templates_seed_key_unique" unique ("seed_key");`);
    this.addSql(`alter table "reply_templates" add constraint "reply_templates_text_check" check (btrim(title_en) <> '' and btrim(title_id) <> '' and btrim(body_en) <> '' and btrim(body_id) <> '');`);
    // The catalogue's quick replies, seeded once here (not by the seeder) so one a manager removed
    // stays removed; a millisecond apart, so listing oldest first keeps the catalogue's order.
    for (const [index, template] of MESSAGE_TEMPLATES.entries()) {
      this.addSql(`insert into "reply_templates" ("id", "title_en", "title_id", "body_en", "body_id", "seed_key", "created_at", "updated_at")
        values (gen_random_uuid(), ${literal(template.title.en)}, ${literal(template.title.id)}, ${literal(template.body.en)}, ${literal(template.body.id)}, ${literal(template.id)},
          now() + make_interval(secs => ${index} / 1000.0), now());`);
    }
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "reply_templates" cascade;`);
  }
}
