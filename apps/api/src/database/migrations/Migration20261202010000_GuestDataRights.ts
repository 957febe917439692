import { Migration } from '@mikro-orm/migrations';

export class Migration20261202010000_GuestDataRights extends Migration {
  override name = 'Migration20261202010000_GuestDataRights';

  override up(): void | Promise<void> {
    // When master erased the guest's personal data on request (never undone).
    this.addSql(`alter table "bookings" add column "personal_data_erased_at" timestamptz null;`);
    // When the register's personal fields of the stay were anonymised (retention, or erasure).
    this.addSql(`alter table "check_ins" add column "anonymised_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "check_ins" drop column "anonymised_at";`);
    this.addSql(`alter table "bookings" drop column "personal_data_erased_at";`);
  }
}
