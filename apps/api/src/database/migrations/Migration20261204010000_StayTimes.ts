import { Migration } from '@mikro-orm/migrations';

/** Early check-in and late check-out: a stay's approved times, and when a turnover can start. */
export class Migration20261204010000_StayTimes extends Migration {
  override name = 'Migration20261204010000_StayTimes';

  override up(): void | Promise<void> {
    this.addSql(`alter table "bookings" add column "arrival_time" varchar(5) null, add column "departure_time" varchar(5) null;`);
    this.addSql(`alter table "turnovers" add column "leaves_at" timestamptz null;`);
    // Until now every stay left at 12:00 (Bali, UTC+8).
    this.addSql(`update "turnovers" set "leaves_at" = ("day" + time '12:00') at time zone '+08';`);
    this.addSql(`alter table "turnovers" alter column "leaves_at" set not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "turnovers" drop column "leaves_at";`);
    this.addSql(`alter table "bookings" drop column "arrival_time", drop column "departure_time";`);
  }
}
