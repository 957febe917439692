import { Migration } from '@mikro-orm/migrations';

export class Migration20261125040000_CalendarHolds extends Migration {

  override name = 'Migration20261125040000_CalendarHolds';

  override up(): void | Promise<void> {
    // A manual hold says why and who placed or released it (the hold's own audit trail).
    this.addSql(`alter table "availability_blocks" add column "reason" varchar(200) null, add column "held_by" varchar(160) null, add column "released_by" varchar(160) null;`);
    // One reservation request becomes at most one booking, even when two staff confirm it at once.
    this.addSql(`alter table "reservation_requests" add column "booking_id" uuid null;`);
    this.addSql(`alter table "reservation_requests" add constraint "reservation_requests_booking_id_unique" unique ("booking_id");`);
    this.addSql(`alter table "reservation_requests" add constraint "reservation_requests_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "reservation_requests" drop constraint "reservation_requests_booking_id_foreign";`);
    this.addSql(`alter table "reservation_requests" drop constraint "reservation_requests_booking_id_unique";`);
    this.addSql(`alter table "reservation_requests" drop column "booking_id";`);
    this.addSql(`alter table "availability_blocks" drop column "reason", drop column "held_by", drop column "released_by";`);
  }

}
