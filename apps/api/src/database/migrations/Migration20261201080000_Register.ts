import { Migration } from '@mikro-orm/migrations';

export class Migration20261201080000_Register extends Migration {
  override name = 'Migration20261201080000_Register';

  override up(): void | Promise<void> {
    this.addSql(`alter table "check_in_guests" add column "report_number" varchar(40) null, add column "reported_at" timestamptz null, add column "reported_by_id" uuid null, add column "report_overdue_at" timestamptz null, add column "checkout_reported_at" timestamptz null, add column "checkout_reported_by_id" uuid null, add column "levy_status" varchar(8) not null default 'unknown', add column "levy_voucher" varchar(40) null, add column "levy_exempt_reason" varchar(200) null;`);
    this.addSql(`alter table "check_in_guests" add constraint "check_in_guests_reported_by_id_foreign" foreign key ("reported_by_id") references "staff_users" ("id") on delete set null;`);
    this.addSql(`alter table "check_in_guests" add constraint "check_in_guests_checkout_reported_by_id_foreign" foreign key ("checkout_reported_by_id") references "staff_users" ("id") on delete set null;`);
    this.addSql(`alter table "check_in_guests" add constraint "check_in_guests_levy_check" check (levy_status = 'unknown' and levy_voucher is null and levy_exempt_reason is null or levy_status = 'paid' and levy_voucher is not null and levy_exempt_reason is null or levy_status = 'exempt' and levy_voucher is null and levy_exempt_reason is not null);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "check_in_guests" drop constraint "check_in_guests_levy_check";`);
    this.addSql(`alter table "check_in_guests" drop constraint "check_in_guests_reported_by_id_foreign";`);
    this.addSql(`alter table "check_in_guests" drop constraint "check_in_guests_checkout_reported_by_id_foreign";`);
    this.addSql(`alter table "check_in_guests" drop column "report_number", drop column "reported_at", drop column "reported_by_id", drop column "report_overdue_at", drop column "checkout_reported_at", drop column "checkout_reported_by_id", drop column "levy_status", drop column "levy_voucher", drop column "levy_exempt_reason";`);
  }
}
