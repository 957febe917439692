import { Migration } from '@mikro-orm/migrations';

export class Migration20261201010000_Ledger extends Migration {
  override name = 'Migration20261201010000_Ledger';

  override up(): void | Promise<void> {
    // What a channel paid out for an imported reservation, entered by staff; null: amount not known.
    this.addSql(`alter table "availability_blocks" add column "payout" bigint null;`);
    this.addSql(`alter table "availability_blocks" add constraint "availability_blocks_payout_check" check (payout is null or (payout >= 0 and source in ('airbnb', 'booking', 'vrbo', 'other')));`);
    // The stored monthly figures are imported history: the current year (and later) always comes from the ledger.
    this.addSql(`delete from "financial_records" where "year" >= extract(year from (now() at time zone 'Asia/Makassar'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "availability_blocks" drop constraint "availability_blocks_payout_check";`);
    this.addSql(`alter table "availability_blocks" drop column "payout";`);
  }
}
