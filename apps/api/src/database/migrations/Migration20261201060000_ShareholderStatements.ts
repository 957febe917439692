import { Migration } from '@mikro-orm/migrations';

export class Migration20261201060000_ShareholderStatements extends Migration {
  override name = 'Migration20261201060000_ShareholderStatements';

  override up(): void | Promise<void> {
    this.addSql(`create table "shareholder_statements" ("id" uuid not null, "month" date not null, "group" jsonb not null, "sites" jsonb not null, "villas" jsonb not null, "generated_at" timestamptz not null, "mailed_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "shareholder_statements" add constraint "shareholder_statements_month_unique" unique ("month");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "shareholder_statements" cascade;`);
  }
}
