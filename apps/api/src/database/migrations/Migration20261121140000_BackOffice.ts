import { Migration } from '@mikro-orm/migrations';

export class Migration20261121140000_BackOffice extends Migration {

  override name = 'Migration20261121140000_BackOffice';

  override up(): void | Promise<void> {
    this.addSql(`create table "financial_records" ("id" uuid not null, "year" smallint not null, "month" smallint not null, "revenue" bigint not null, "avg_nightly_rate" bigint not null, "occupancy" double precision not null, primary key ("id"));`);
    this.addSql(`alter table "financial_records" add constraint "financial_records_year_month_unique" unique ("year", "month");`);
    this.addSql(`alter table "financial_records" add constraint "financial_records_month_check" check (month >= 1 and month <= 12);`);
    this.addSql(`alter table "financial_records" add constraint "financial_records_figures_check" check (revenue >= 0 and avg_nightly_rate >= 0);`);

    this.addSql(`create table "expense_categories" ("id" uuid not null, "name" varchar(80) not null, "color" varchar(9) not null, "budget" bigint not null, "seed_key" varchar(60) null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "expense_categories" add constraint "expense_categories_seed_key_unique" unique ("seed_key");`);
    // Nothing invalid is stored: the api refuses it first, the database refuses it anyway.
    this.addSql(`alter table "expense_categories" add constraint "expense_categories_budget_check" check (budget > 0);`);

    this.addSql(`create table "expense_items" ("id" uuid not null, "category_id" uuid not null, "label" varchar(200) not null, "amount" bigint not null, "date" date not null, "seed_key" varchar(60) null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "expense_items" add constraint "expense_items_seed_key_unique" unique ("seed_key");`);
    this.addSql(`create index "expense_items_date_index" on "expense_items" ("date");`);
    this.addSql(`alter table "expense_items" add constraint "expense_items_category_id_foreign" foreign key ("category_id") references "expense_categories" ("id") on delete restrict;`);
    this.addSql(`alter table "expense_items" add constraint "expense_items_amount_check" check (amount > 0);`);

    this.addSql(`create table "maintenance_tasks" ("id" uuid not null, "area" varchar(80) not null, "task" varchar(200) not null, "villa" varchar(120) not null, "last_completed" date not null, "next_due" date not null, "recurrence_months" smallint not null, "status" varchar(20) not null, "notes" text null, "assignee" varchar(160) null, "seed_key" varchar(60) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "maintenance_tasks" add constraint "maintenance_tasks_seed_key_unique" unique ("seed_key");`);
    this.addSql(`alter table "maintenance_tasks" add constraint "maintenance_tasks_recurrence_check" check (recurrence_months >= 1);`);

    this.addSql(`create table "employees" ("id" uuid not null, "name" varchar(160) not null, "role" varchar(60) not null, "department" varchar(60) not null, "wage" bigint not null, "start_date" date not null, "last_review" date not null, "status" varchar(20) not null, "notes" text null, "seed_key" varchar(60) null, "removed_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "employees" add constraint "employees_seed_key_unique" unique ("seed_key");`);
    this.addSql(`create index "employees_removed_at_index" on "employees" ("removed_at");`);
    this.addSql(`alter table "employees" add constraint "employees_wage_check" check (wage > 0);`);

    this.addSql(`create table "staff_invitations" ("id" uuid not null, "staff_user_id" uuid not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "staff_invitations" add constraint "staff_invitations_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "staff_invitations_staff_user_index" on "staff_invitations" ("staff_user_id");`);
    this.addSql(`alter table "staff_invitations" add constraint "staff_invitations_staff_user_id_foreign" foreign key ("staff_user_id") references "staff_users" ("id") on delete cascade;`);

    this.addSql(`create table "activity_log" ("id" serial primary key, "panel" varchar(20) not null, "action" varchar(40) not null, "message" varchar(400) not null, "details" jsonb not null, "subject_id" uuid null, "actor_id" uuid null, "actor_name" varchar(160) null, "created_at" timestamptz not null);`);
    this.addSql(`create index "activity_log_panel_index" on "activity_log" ("panel", "id");`);
    this.addSql(`create index "activity_log_subject_index" on "activity_log" ("subject_id", "id");`);
    this.addSql(`alter table "activity_log" add constraint "activity_log_actor_id_foreign" foreign key ("actor_id") references "staff_users" ("id") on delete set null;`);

    this.addSql(`create table "undo_history" ("id" serial primary key, "panel" varchar(20) not null, "label" varchar(400) not null, "images" jsonb not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "undo_history_panel_index" on "undo_history" ("panel", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "undo_history" cascade;`);
    this.addSql(`drop table if exists "activity_log" cascade;`);
    this.addSql(`drop table if exists "staff_invitations" cascade;`);
    this.addSql(`drop table if exists "employees" cascade;`);
    this.addSql(`drop table if exists "maintenance_tasks" cascade;`);
    this.addSql(`drop table if exists "expense_items" cascade;`);
    this.addSql(`drop table if exists "expense_categories" cascade;`);
    this.addSql(`drop table if exists "financial_records" cascade;`);
  }

}
