import { Migration } from '@mikro-orm/migrations';

// Requests of the dated categories happen on a day of the stay (guest_requests.service_date). A
// stored one without a date gets the day its shuttle or transfer named, else the Bali day it was
// made on; the date leaves the transport metadata, so the column is its one home. A concierge
// request has no day. Guests may now cancel (status 'cancelled', a varchar value: no DDL), which
// voids its charges (status 'void').
export class Migration20261125010000_RequestDaysAndCancel extends Migration {
  override name = 'Migration20261125010000_RequestDaysAndCancel';

  override up(): void {
    this.addSql(`alter table "guest_requests" add column "service_date" date null;`);
    this.addSql(`
      update "guest_requests"
         set "service_date" = case when "metadata"->>'date' ~ '^\\d{4}-\\d{2}-\\d{2}$' then ("metadata"->>'date')::date
                                   else ("created_at" at time zone 'Asia/Makassar')::date end,
             "metadata" = case when "metadata" ? 'date' then "metadata" - 'date' else "metadata" end
       where "category" <> 'concierge';`);
    this.addSql(
      `alter table "guest_requests" add constraint "guest_requests_service_date_check" check ((category = 'concierge') = (service_date is null));`,
    );
  }

  override down(): void {
    // The earlier schema knows neither a voided charge nor a cancelled request: a void charge never
    // billed anything and goes; so do cancelled requests (their notifications keep the text, their link is set null).
    this.addSql(`delete from "guest_charges" where "status" = 'void';`);
    this.addSql(`delete from "guest_requests" where "status" = 'cancelled';`);
    this.addSql(`
      update "guest_requests" set "metadata" = "metadata" || jsonb_build_object('date', "service_date")
       where "category" = 'transport' and "metadata" is not null;`);
    this.addSql(`alter table "guest_requests" drop constraint "guest_requests_service_date_check";`);
    this.addSql(`alter table "guest_requests" drop column "service_date";`);
  }
}
