import { Migration } from '@mikro-orm/migrations';

export class Migration20261201030000_Rota extends Migration {
  override name = 'Migration20261201030000_Rota';

  override up(): void | Promise<void> {
    this.addSql(`create table "shifts" ("id" uuid not null, "day" date not null, "team" varchar(60) not null, "start_time" varchar(5) not null, "end_time" varchar(5) not null, "starts_at" timestamptz not null, "ends_at" timestamptz not null, "required" smallint not null, "lead_id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "shifts_day_index" on "shifts" ("day", "start_time");`);

    this.addSql(`create table "shift_people" ("shift_id" uuid not null, "employee_id" uuid not null, "starts_at" timestamptz not null, "ends_at" timestamptz not null, primary key ("shift_id", "employee_id"));`);
    this.addSql(`create index "shift_people_employee_index" on "shift_people" ("employee_id", "starts_at");`);

    this.addSql(`alter table "employees" add "staff_user_id" uuid null;`);
    this.addSql(`alter table "employees" add constraint "employees_staff_user_id_foreign" foreign key ("staff_user_id") references "staff_users" ("id") on delete set null;`);
    this.addSql(`alter table "employees" add constraint "employees_staff_user_id_unique" unique ("staff_user_id");`);

    this.addSql(`alter table "shifts" add constraint "shifts_lead_id_foreign" foreign key ("lead_id") references "employees" ("id") on delete restrict;`);
    this.addSql(`alter table "shifts" add constraint "shifts_required_check" check (required >= 1 and required <= 20);`);
    this.addSql(`alter table "shifts" add constraint "shifts_period_check" check (ends_at > starts_at);`);

    this.addSql(`alter table "shift_people" add constraint "shift_people_shift_id_foreign" foreign key ("shift_id") references "shifts" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "shift_people" add constraint "shift_people_employee_id_foreign" foreign key ("employee_id") references "employees" ("id") on update cascade on delete restrict;`);
    // One person is never on two shifts that overlap (back to back is allowed): the rule the api
    // checks under the rota's lock, kept by the database whatever writes it.
    this.addSql(`create extension if not exists btree_gist;`);
    this.addSql(`alter table "shift_people" add constraint "shift_people_no_overlap" exclude using gist (employee_id with =, tstzrange(starts_at, ends_at, '[)') with &&);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "shift_people" cascade;`);
    this.addSql(`drop table if exists "shifts" cascade;`);
    this.addSql(`alter table "employees" drop constraint "employees_staff_user_id_foreign";`);
    this.addSql(`alter table "employees" drop constraint "employees_staff_user_id_unique";`);
    this.addSql(`alter table "employees" drop column "staff_user_id";`);
  }
}
