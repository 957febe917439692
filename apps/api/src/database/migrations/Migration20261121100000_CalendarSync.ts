import { Migration } from '@mikro-orm/migrations';

export class Migration20261121100000_CalendarSync extends Migration {

  override name = 'Migration20261121100000_CalendarSync';

  override up(): void | Promise<void> {
    // Conditional GET: the validators of a villa's last successful pull, and the digest of what it applied.
    this.addSql(`alter table "villas" add column "airbnb_feed_etag" varchar(512) null, add column "airbnb_feed_last_modified" varchar(100) null, add column "airbnb_feed_digest" varchar(100) null;`);
    this.addSql(`create index "sync_runs_status_finished_index" on "sync_runs" ("status", "finished_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "sync_runs_status_finished_index";`);
    this.addSql(`alter table "villas" drop column "airbnb_feed_etag", drop column "airbnb_feed_last_modified", drop column "airbnb_feed_digest";`);
  }

}
