import { Migration } from '@mikro-orm/migrations';

export class Migration20261201050000_FunnelAndDeliveryHealth extends Migration {
  override name = 'Migration20261201050000_FunnelAndDeliveryHealth';

  override up(): void | Promise<void> {
    // The booking funnel: one counter per Bali day, site and step, nothing about who.
    this.addSql(`create table "funnel_days" ("day" date not null, "site_id" varchar(40) not null, "step" varchar(10) not null, "count" integer not null default 0, primary key ("day", "site_id", "step"));`);
    this.addSql(`alter table "funnel_days" add constraint "funnel_days_step_check" check (step in ('search', 'view', 'request', 'booking'));`);
    this.addSql(`alter table "funnel_days" add constraint "funnel_days_count_check" check (count >= 0);`);

    // What the send jobs saw last, per delivery channel: the integration status reads it.
    this.addSql(`create table "delivery_health" ("channel" varchar(10) not null, "last_success_at" timestamptz null, "last_failure_at" timestamptz null, "failures_since_success" integer not null default 0, primary key ("channel"));`);
    this.addSql(`alter table "delivery_health" add constraint "delivery_health_channel_check" check (channel in ('push', 'email'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "funnel_days" cascade;`);
    this.addSql(`drop table if exists "delivery_health" cascade;`);
  }
}
