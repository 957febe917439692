import { Migration } from '@mikro-orm/migrations';

export class Migration20261121044205_Availability extends Migration {

  override name = 'Migration20261121044205_Availability';

  override up(): void | Promise<void> {
    this.addSql(`create table "sync_runs" ("id" uuid not null, "villa_slug" varchar(60) not null, "direction" varchar(20) not null, "status" varchar(20) not null default 'running', "started_at" timestamptz not null, "finished_at" timestamptz null, "duration_ms" int null, "error_message" text null, "created" int not null default 0, "updated" int not null default 0, "cancelled" int not null default 0, primary key ("id"));`);
    this.addSql(`create index "sync_runs_villa_started_index" on "sync_runs" ("villa_slug", "started_at");`);

    this.addSql(`create table "reservation_requests" ("id" uuid not null, "villa_slug" varchar(60) not null, "check_in" date not null, "check_out" date not null, "adults" smallint not null, "children" smallint not null, "infants" smallint not null, "full_name" varchar(160) not null, "email" varchar(254) not null, "phone" varchar(40) null, "notes" text null, "status" varchar(20) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "reservation_requests_status_created_index" on "reservation_requests" ("status", "created_at");`);

    this.addSql(`create table "guest_requests" ("id" uuid not null, "booking_id" uuid not null, "category" varchar(20) not null, "title" varchar(200) not null, "notes" text not null, "scheduled_time" varchar(40) null, "status" varchar(20) not null default 'pending', "metadata" jsonb null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "guest_requests_status_index" on "guest_requests" ("status");`);
    this.addSql(`create index "guest_requests_booking_created_index" on "guest_requests" ("booking_id", "created_at");`);

    this.addSql(`create table "availability_blocks" ("id" uuid not null, "villa_slug" varchar(60) not null, "starts_at" date not null, "ends_at" date not null, "status" varchar(20) not null default 'active', "source" varchar(20) not null, "uid" varchar(512) null, "summary" varchar(500) null, "guest_name" varchar(160) null, "booking_id" uuid null, "conflict" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "availability_blocks_villa_dates_index" on "availability_blocks" ("villa_slug", "starts_at", "ends_at");`);
    this.addSql(`alter table "availability_blocks" add constraint "availability_blocks_feed_uid_unique" unique ("villa_slug", "source", "uid");`);

    this.addSql(`alter table "sync_runs" add constraint "sync_runs_villa_slug_foreign" foreign key ("villa_slug") references "villas" ("slug") on delete cascade;`);

    this.addSql(`alter table "reservation_requests" add constraint "reservation_requests_villa_slug_foreign" foreign key ("villa_slug") references "villas" ("slug") on delete cascade;`);
    this.addSql(`alter table "reservation_requests" add constraint "reservation_requests_dates_check" check (check_out > check_in);`);

    this.addSql(`alter table "guest_requests" add constraint "guest_requests_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete cascade;`);

    this.addSql(`alter table "availability_blocks" add constraint "availability_blocks_villa_slug_foreign" foreign key ("villa_slug") references "villas" ("slug") on delete cascade;`);
    this.addSql(`alter table "availability_blocks" add constraint "availability_blocks_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete set null;`);
    this.addSql(`alter table "availability_blocks" add constraint "availability_blocks_dates_check" check (ends_at > starts_at);`);

    // Never double-book: active direct bookings and holds of one villa may not overlap, even
    // under concurrent requests. Imported reservations are left out so a clashing feed is still
    // stored and raised as a conflict instead of being lost.
    this.addSql(`create extension if not exists btree_gist;`);
    this.addSql(`alter table "availability_blocks" add constraint "availability_blocks_no_overlap" exclude using gist ("villa_slug" with =, daterange("starts_at", "ends_at", '[)') with &&) where ("status" = 'active' and "source" <> 'airbnb');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "sync_runs" cascade;`);
    this.addSql(`drop table if exists "reservation_requests" cascade;`);
    this.addSql(`drop table if exists "guest_requests" cascade;`);
    this.addSql(`drop table if exists "availability_blocks" cascade;`);
  }

}
