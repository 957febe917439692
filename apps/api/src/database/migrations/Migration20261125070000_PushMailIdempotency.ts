import { Migration } from '@mikro-orm/migrations';

export class Migration20261125070000_PushMailIdempotency extends Migration {

  override name = 'Migration20261125070000_PushMailIdempotency';

  override up(): void | Promise<void> {
    this.addSql(`create table "push_subscriptions" ("id" uuid not null, "endpoint" text not null, "p256dh" varchar(200) not null, "auth" varchar(100) not null, "lang" varchar(2) not null, "session_id" varchar(64) not null, "booking_id" uuid null, "staff_user_id" uuid null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "push_subscriptions" add constraint "push_subscriptions_endpoint_unique" unique ("endpoint");`);

    this.addSql(`create table "idempotency_keys" ("booking_id" uuid not null, "key" varchar(255) not null, "fingerprint" varchar(64) not null, "status_code" smallint null, "response" jsonb null, "created_at" timestamptz not null, primary key ("booking_id", "key"));`);
    this.addSql(`create index "idempotency_keys_created_at_index" on "idempotency_keys" ("created_at");`);

    // Requests sent before references existed get one from their id (hex digits, so never a new reference's clash of 0/O).
    this.addSql(`alter table "reservation_requests" add "reference" varchar(10) null, add "language" varchar(2) not null default 'en';`);
    this.addSql(`update "reservation_requests" set "reference" = 'PRR-' || upper(substr(md5("id"::text), 1, 6));`);
    this.addSql(`alter table "reservation_requests" alter column "reference" set not null;`);
    this.addSql(`alter table "reservation_requests" add constraint "reservation_requests_reference_unique" unique ("reference");`);

    this.addSql(`alter table "guest_preferences" add "language" varchar(2) not null default 'en';`);

    this.addSql(`alter table "push_subscriptions" add constraint "push_subscriptions_session_id_foreign" foreign key ("session_id") references "sessions" ("id") on delete cascade;`);
    this.addSql(`alter table "push_subscriptions" add constraint "push_subscriptions_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete cascade;`);
    this.addSql(`alter table "push_subscriptions" add constraint "push_subscriptions_staff_user_id_foreign" foreign key ("staff_user_id") references "staff_users" ("id") on delete cascade;`);
    this.addSql(`alter table "push_subscriptions" add constraint "push_subscriptions_owner_check" check ((booking_id is null) <> (staff_user_id is null));`);

    this.addSql(`alter table "idempotency_keys" add constraint "idempotency_keys_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "push_subscriptions" cascade;`);
    this.addSql(`drop table if exists "idempotency_keys" cascade;`);

    this.addSql(`alter table "guest_preferences" drop column "language";`);

    this.addSql(`alter table "reservation_requests" drop constraint "reservation_requests_reference_unique";`);
    this.addSql(`alter table "reservation_requests" drop column "reference", drop column "language";`);
  }

}
