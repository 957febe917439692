import { Migration } from '@mikro-orm/migrations';

export class Migration20261121043332_Foundation extends Migration {

  override name = 'Migration20261121043332_Foundation';

  override up(): void | Promise<void> {
    this.addSql(`create table "sites" ("id" varchar(40) not null, "name" varchar(120) not null, "short_name" varchar(60) not null, primary key ("id"));`);

    this.addSql(`create table "staff_users" ("id" uuid not null, "username" varchar(100) not null, "name" varchar(160) not null, "email" varchar(254) not null, "role" varchar(20) not null, "status" varchar(20) not null, "password_hash" varchar(255) null, "modules" jsonb not null, "last_active_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "staff_users" add constraint "staff_users_username_unique" unique ("username");`);

    this.addSql(`create table "villas" ("slug" varchar(60) not null, "name" varchar(120) not null, "site_id" varchar(40) null, "status" varchar(20) not null default 'active', "max_guests" int null, "base_rate" int not null, "airbnb_ical_url" text null, "outbound_feed_token" varchar(64) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("slug"));`);
    this.addSql(`alter table "villas" add constraint "villas_outbound_feed_token_unique" unique ("outbound_feed_token");`);

    this.addSql(`create table "bookings" ("id" uuid not null, "code" varchar(20) not null, "villa_slug" varchar(60) not null, "guest_name" varchar(160) not null, "last_name" varchar(100) not null, "email" varchar(254) null, "check_in" date not null, "check_out" date not null, "adults" smallint not null, "children" smallint not null, "infants" smallint not null, "amount" int not null, "source" varchar(20) not null, "status" varchar(20) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "bookings" add constraint "bookings_code_unique" unique ("code");`);
    this.addSql(`create index "bookings_last_name_index" on "bookings" ("last_name");`);
    this.addSql(`create index "bookings_check_in_index" on "bookings" ("check_in");`);
    // A stay is at least one night; the server refuses anything else before it gets here.
    this.addSql(`alter table "bookings" add constraint "bookings_dates_check" check ("check_out" > "check_in");`);
    this.addSql(`alter table "bookings" add constraint "bookings_party_check" check ("adults" >= 1 and "children" >= 0 and "infants" >= 0);`);

    this.addSql(`create table "sessions" ("id" varchar(64) not null, "kind" varchar(10) not null, "staff_user_id" uuid null, "tier" varchar(20) null, "booking_id" uuid null, "created_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at");`);

    this.addSql(`alter table "villas" add constraint "villas_site_id_foreign" foreign key ("site_id") references "sites" ("id") on delete set null;`);

    this.addSql(`alter table "bookings" add constraint "bookings_villa_slug_foreign" foreign key ("villa_slug") references "villas" ("slug") on delete restrict;`);

    this.addSql(`alter table "sessions" add constraint "sessions_staff_user_id_foreign" foreign key ("staff_user_id") references "staff_users" ("id") on delete cascade;`);
    this.addSql(`alter table "sessions" add constraint "sessions_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "villas" drop constraint "villas_site_id_foreign";`);
    this.addSql(`alter table "sessions" drop constraint "sessions_staff_user_id_foreign";`);
    this.addSql(`alter table "bookings" drop constraint "bookings_villa_slug_foreign";`);
    this.addSql(`alter table "sessions" drop constraint "sessions_booking_id_foreign";`);

    this.addSql(`drop table if exists "sites" cascade;`);
    this.addSql(`drop table if exists "staff_users" cascade;`);
    this.addSql(`drop table if exists "villas" cascade;`);
    this.addSql(`drop table if exists "bookings" cascade;`);
    this.addSql(`drop table if exists "sessions" cascade;`);
  }

}
