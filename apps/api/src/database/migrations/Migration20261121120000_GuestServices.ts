import { Migration } from '@mikro-orm/migrations';

export class Migration20261121120000_GuestServices extends Migration {

  override name = 'Migration20261121120000_GuestServices';

  override up(): void | Promise<void> {
    this.addSql(`create table "shuttle_departures" ("id" uuid not null, "departure_id" varchar(40) not null, "date" date not null, "seats_total" smallint not null, "seats_taken" smallint not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "shuttle_departures" add constraint "shuttle_departures_departure_date_unique" unique ("departure_id", "date");`);
    // Seats are taken with a conditional update; this check is the last guard against overbooking.
    this.addSql(`alter table "shuttle_departures" add constraint "shuttle_departures_seats_check" check (seats_taken >= 0 and seats_taken <= seats_total);`);

    this.addSql(`create table "guest_preferences" ("booking_id" uuid not null, "selected_villa_id" varchar(60) null, "email_notifications" boolean not null default true, "push_notifications" boolean not null default false, "updated_at" timestamptz not null, primary key ("booking_id"));`);
    this.addSql(`alter table "guest_preferences" add constraint "guest_preferences_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "guest_payment_methods" ("id" uuid not null, "booking_id" uuid not null, "type" varchar(20) not null, "label" varchar(60) not null, "last4" varchar(4) null, "expiry" varchar(10) null, "is_default" boolean not null default false, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "guest_payment_methods_booking_created_index" on "guest_payment_methods" ("booking_id", "created_at");`);
    // At most one default method per booking, even when two tabs press Make default at once.
    this.addSql(`create unique index "guest_payment_methods_one_default" on "guest_payment_methods" ("booking_id") where is_default;`);
    this.addSql(`alter table "guest_payment_methods" add constraint "guest_payment_methods_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete cascade;`);

    this.addSql(`create table "guest_payments" ("id" uuid not null, "booking_id" uuid not null, "method_id" uuid null, "method_label" varchar(60) not null, "gross" int not null, "discount" int not null, "amount" int not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "guest_payments_booking_created_index" on "guest_payments" ("booking_id", "created_at");`);
    this.addSql(`alter table "guest_payments" add constraint "guest_payments_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete cascade;`);
    this.addSql(`alter table "guest_payments" add constraint "guest_payments_method_id_foreign" foreign key ("method_id") references "guest_payment_methods" ("id") on delete set null;`);
    this.addSql(`alter table "guest_payments" add constraint "guest_payments_amounts_check" check (amount >= 0 and discount >= 0 and amount + discount = gross);`);

    this.addSql(`create table "guest_notifications" ("id" uuid not null, "booking_id" uuid not null, "type" varchar(20) not null, "message" jsonb not null, "read" boolean not null default false, "related_request_id" uuid null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "guest_notifications_booking_created_index" on "guest_notifications" ("booking_id", "created_at");`);
    this.addSql(`alter table "guest_notifications" add constraint "guest_notifications_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete cascade;`);
    this.addSql(`alter table "guest_notifications" add constraint "guest_notifications_related_request_id_foreign" foreign key ("related_request_id") references "guest_requests" ("id") on delete set null;`);

    this.addSql(`create table "guest_charges" ("id" uuid not null, "booking_id" uuid not null, "description" jsonb not null, "date" date not null, "amount" int not null, "status" varchar(20) not null, "category" varchar(20) not null, "reference" varchar(20) not null, "request_id" uuid null, "payment_id" uuid null, "settled_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "guest_charges_booking_date_index" on "guest_charges" ("booking_id", "date");`);
    this.addSql(`alter table "guest_charges" add constraint "guest_charges_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete cascade;`);
    this.addSql(`alter table "guest_charges" add constraint "guest_charges_request_id_foreign" foreign key ("request_id") references "guest_requests" ("id") on delete set null;`);
    this.addSql(`alter table "guest_charges" add constraint "guest_charges_payment_id_foreign" foreign key ("payment_id") references "guest_payments" ("id") on delete set null;`);
    this.addSql(`alter table "guest_charges" add constraint "guest_charges_amount_check" check (amount >= 0);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "guest_charges" cascade;`);
    this.addSql(`drop table if exists "guest_notifications" cascade;`);
    this.addSql(`drop table if exists "guest_payments" cascade;`);
    this.addSql(`drop table if exists "guest_payment_methods" cascade;`);
    this.addSql(`drop table if exists "guest_preferences" cascade;`);
    this.addSql(`drop table if exists "shuttle_departures" cascade;`);
  }

}
