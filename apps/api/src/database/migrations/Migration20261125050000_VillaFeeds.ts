import { Migration } from '@mikro-orm/migrations';

// A villa takes any number of inbound feeds (Airbnb, Booking.com, Vrbo, other). Each villa's
// Airbnb link, with its download validators, becomes its first feed; its imported blocks and its
// runs become that feed's. Imported blocks are unique by UID within their own feed.
const FIRST_AIRBNB_FEEDS = `(select distinct on ("villa_slug") * from "villa_feeds" where "channel" = 'airbnb' order by "villa_slug", "created_at", "id")`;

export class Migration20261125050000_VillaFeeds extends Migration {

  override name = 'Migration20261125050000_VillaFeeds';

  override up(): void | Promise<void> {
    this.addSql(`create table "villa_feeds" (
      "id" uuid not null, "villa_slug" varchar(60) not null, "label" varchar(80) not null, "channel" varchar(20) not null, "url" text not null,
      "etag" varchar(512) null, "last_modified" varchar(100) null, "digest" varchar(100) null,
      "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"),
      constraint "villa_feeds_channel_check" check ("channel" in ('airbnb', 'booking', 'vrbo', 'other')));`);
    this.addSql(`alter table "villa_feeds" add constraint "villa_feeds_villa_slug_foreign" foreign key ("villa_slug") references "villas" ("slug") on delete cascade;`);
    this.addSql(`create index "villa_feeds_villa_index" on "villa_feeds" ("villa_slug", "created_at");`);
    this.addSql(`insert into "villa_feeds" ("id", "villa_slug", "label", "channel", "url", "etag", "last_modified", "digest", "created_at", "updated_at")
      select gen_random_uuid(), "slug", 'Airbnb', 'airbnb', "airbnb_ical_url", "airbnb_feed_etag", "airbnb_feed_last_modified", "airbnb_feed_digest", now(), now()
        from "villas" where "airbnb_ical_url" is not null;`);
    this.addSql(`alter table "villas" drop column "airbnb_ical_url", drop column "airbnb_feed_etag", drop column "airbnb_feed_last_modified", drop column "airbnb_feed_digest";`);

    // Imported blocks: their feed, and what Airbnb's DESCRIPTION tells staff about a stay.
    this.addSql(`alter table "availability_blocks" add column "feed_id" uuid null, add column "reservation_url" varchar(500) null, add column "phone_last4" varchar(4) null;`);
    this.addSql(`alter table "availability_blocks" add constraint "availability_blocks_feed_id_foreign" foreign key ("feed_id") references "villa_feeds" ("id") on delete set null;`);
    this.addSql(`update "availability_blocks" b set "feed_id" = f."id" from "villa_feeds" f where f."villa_slug" = b."villa_slug" and b."source" = 'airbnb';`);
    this.addSql(`alter table "availability_blocks" drop constraint "availability_blocks_feed_uid_unique";`);
    this.addSql(`alter table "availability_blocks" add constraint "availability_blocks_feed_uid_unique" unique ("feed_id", "uid");`);
    // Only Prana's own blocks exclude each other; every channel's imports may clash (and are flagged).
    this.addSql(`alter table "availability_blocks" drop constraint "availability_blocks_no_overlap";`);
    this.addSql(`alter table "availability_blocks" add constraint "availability_blocks_no_overlap" exclude using gist ("villa_slug" with =, daterange("starts_at", "ends_at", '[)') with &&) where ("status" = 'active' and "source" in ('direct', 'manual', 'system'));`);

    this.addSql(`alter table "sync_runs" add column "feed_id" uuid null;`);
    this.addSql(`alter table "sync_runs" add constraint "sync_runs_feed_id_foreign" foreign key ("feed_id") references "villa_feeds" ("id") on delete set null;`);
    this.addSql(`update "sync_runs" r set "feed_id" = f."id" from "villa_feeds" f where f."villa_slug" = r."villa_slug" and r."direction" = 'pull_airbnb';`);
    this.addSql(`create index "sync_runs_feed_started_index" on "sync_runs" ("feed_id", "started_at");`);
  }

  override down(): void | Promise<void> {
    // The villa's first Airbnb feed becomes its link again; what other feeds imported goes.
    this.addSql(`alter table "villas" add column "airbnb_ical_url" text null, add column "airbnb_feed_etag" varchar(512) null, add column "airbnb_feed_last_modified" varchar(100) null, add column "airbnb_feed_digest" varchar(100) null;`);
    this.addSql(`update "villas" v set "airbnb_ical_url" = f."url", "airbnb_feed_etag" = f."etag", "airbnb_feed_last_modified" = f."last_modified", "airbnb_feed_digest" = f."digest"
      from ${FIRST_AIRBNB_FEEDS} f where f."villa_slug" = v."slug";`);

    this.addSql(`drop index "sync_runs_feed_started_index";`);
    this.addSql(`delete from "sync_runs" where "direction" = 'pull' or ("feed_id" is not null and "feed_id" not in (select "id" from ${FIRST_AIRBNB_FEEDS} f));`);
    this.addSql(`alter table "sync_runs" drop constraint "sync_runs_feed_id_foreign", drop column "feed_id";`);

    this.addSql(`delete from "availability_blocks" where "source" in ('booking', 'vrbo', 'other')
      or ("source" = 'airbnb' and "feed_id" is not null and "feed_id" not in (select "id" from ${FIRST_AIRBNB_FEEDS} f));`);
    // Blocks of removed feeds that share a UID with a kept one would break the old (villa, source, uid) key.
    this.addSql(`delete from "availability_blocks" o where o."source" = 'airbnb' and o."feed_id" is null
      and exists (select 1 from "availability_blocks" k where k."villa_slug" = o."villa_slug" and k."source" = 'airbnb' and k."uid" = o."uid" and k."id" <> o."id" and (k."feed_id" is not null or k."id" < o."id"));`);
    this.addSql(`alter table "availability_blocks" drop constraint "availability_blocks_no_overlap";`);
    this.addSql(`alter table "availability_blocks" add constraint "availability_blocks_no_overlap" exclude using gist ("villa_slug" with =, daterange("starts_at", "ends_at", '[)') with &&) where ("status" = 'active' and "source" <> 'airbnb');`);
    this.addSql(`alter table "availability_blocks" drop constraint "availability_blocks_feed_uid_unique";`);
    this.addSql(`alter table "availability_blocks" add constraint "availability_blocks_feed_uid_unique" unique ("villa_slug", "source", "uid");`);
    this.addSql(`alter table "availability_blocks" drop constraint "availability_blocks_feed_id_foreign", drop column "feed_id", drop column "reservation_url", drop column "phone_last4";`);
    this.addSql(`drop table "villa_feeds";`);
  }

}
