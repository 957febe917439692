import { Migration } from '@mikro-orm/migrations';

export class Migration20261201070000_CheckIn extends Migration {
  override name = 'Migration20261201070000_CheckIn';

  override up(): void | Promise<void> {
    this.addSql(`create table "check_ins" ("booking_id" uuid not null, "arrival_time" varchar(5) null, "flight" varchar(12) null, "phone" varchar(30) not null, "signature" bytea not null, "signed_at" timestamptz not null, "submitted_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("booking_id"));`);

    this.addSql(`create table "check_in_guests" ("booking_id" uuid not null, "position" smallint not null, "age_group" varchar(6) not null, "full_name" varchar(160) not null, "sex" varchar(1) not null, "birth_date" date not null, "nationality" varchar(3) not null, "document_type" varchar(8) not null, "document_number" varchar(20) not null, "issuing_country" varchar(3) not null, "document_expiry" date null, "verified_at" timestamptz null, "verified_by_id" uuid null, primary key ("booking_id", "position"));`);

    this.addSql(`alter table "check_ins" add constraint "check_ins_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "check_in_guests" add constraint "check_in_guests_booking_id_foreign" foreign key ("booking_id") references "check_ins" ("booking_id") on delete cascade;`);
    this.addSql(`alter table "check_in_guests" add constraint "check_in_guests_verified_by_id_foreign" foreign key ("verified_by_id") references "staff_users" ("id") on delete set null;`);
    this.addSql(`alter table "check_in_guests" add constraint "check_in_guests_position_check" check (position >= 0);`);

    this.addSql(`create table "document_reads" ("id" uuid not null, "booking_id" uuid not null, "position" smallint not null, "staff_user_id" uuid not null, "read_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "document_reads_read_at_index" on "document_reads" ("read_at");`);
    this.addSql(`create table "check_in_documents" ("booking_id" uuid not null, "position" smallint not null, "ciphertext" bytea not null, "iv" bytea not null, "auth_tag" bytea not null, "byte_size" int not null, "uploaded_at" timestamptz not null, primary key ("booking_id", "position"));`);
    this.addSql(`alter table "document_reads" add constraint "document_reads_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete cascade;`);
    this.addSql(`alter table "document_reads" add constraint "document_reads_staff_user_id_foreign" foreign key ("staff_user_id") references "staff_users" ("id") on delete cascade;`);
    this.addSql(`alter table "check_in_documents" add constraint "check_in_documents_booking_id_position_foreign" foreign key ("booking_id", "position") references "check_in_guests" ("booking_id", "position") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "check_in_guests" drop constraint "check_in_guests_booking_id_foreign";`);

    this.addSql(`drop table if exists "document_reads" cascade;`);
    this.addSql(`drop table if exists "check_in_documents" cascade;`);
    this.addSql(`drop table if exists "check_ins" cascade;`);
    this.addSql(`drop table if exists "check_in_guests" cascade;`);
  }
}
