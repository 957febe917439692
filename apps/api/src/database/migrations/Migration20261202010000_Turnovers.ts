import { Migration } from '@mikro-orm/migrations';

export class Migration20261202010000_Turnovers extends Migration {
  override name = 'Migration20261202010000_Turnovers';

  override up(): void | Promise<void> {
    this.addSql(`create table "turnovers" ("id" uuid not null, "villa_slug" varchar(60) not null, "departure_block_id" uuid not null, "arrival_block_id" uuid null, "day" date not null, "arrival_day" date null, "due_at" timestamptz not null, "same_day" boolean not null default false, "state" varchar(20) not null default 'occupied', "cancelled_at" timestamptz null, "assignee_id" uuid null, "checked" jsonb not null, "notes" varchar(1000) null, "alerted_at" timestamptz null, "version" int not null default 1, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "turnovers" add constraint "turnovers_departure_block_id_unique" unique ("departure_block_id");`);
    this.addSql(`create index "turnovers_day_index" on "turnovers" ("day");`);
    this.addSql(`create index "turnovers_arrival_day_index" on "turnovers" ("arrival_day");`);
    this.addSql(`alter table "turnovers" add constraint "turnovers_state_check" check (state in ('occupied', 'to-clean', 'cleaning', 'to-inspect', 'ready'));`);
    this.addSql(`alter table "turnovers" add constraint "turnovers_villa_slug_foreign" foreign key ("villa_slug") references "villas" ("slug") on delete cascade;`);
    this.addSql(`alter table "turnovers" add constraint "turnovers_departure_block_id_foreign" foreign key ("departure_block_id") references "availability_blocks" ("id") on delete cascade;`);
    this.addSql(`alter table "turnovers" add constraint "turnovers_arrival_block_id_foreign" foreign key ("arrival_block_id") references "availability_blocks" ("id") on delete set null;`);
    this.addSql(`alter table "turnovers" add constraint "turnovers_assignee_id_foreign" foreign key ("assignee_id") references "employees" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "turnovers" cascade;`);
  }
}
