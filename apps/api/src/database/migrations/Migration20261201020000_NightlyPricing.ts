import { Migration } from '@mikro-orm/migrations';

export class Migration20261201020000_NightlyPricing extends Migration {
  override name = 'Migration20261201020000_NightlyPricing';

  override up(): void | Promise<void> {
    this.addSql(`alter table "villas" add column "min_stay_nights" smallint not null default 2;`);
    this.addSql(`alter table "villas" add constraint "villas_base_rate_check" check (base_rate > 0);`);
    this.addSql(`alter table "villas" add constraint "villas_min_stay_check" check (min_stay_nights >= 2 and min_stay_nights <= 30);`);

    this.addSql(`create table "pricing_seasons" ("id" uuid not null, "name" varchar(60) not null, "first_night" date not null, "last_night" date not null, "rate_percent" smallint not null, "min_stay_nights" smallint null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "pricing_seasons" add constraint "pricing_seasons_nights_check" check (last_night >= first_night);`);
    this.addSql(`alter table "pricing_seasons" add constraint "pricing_seasons_percent_check" check (rate_percent >= 10 and rate_percent <= 500);`);
    this.addSql(`alter table "pricing_seasons" add constraint "pricing_seasons_min_stay_check" check (min_stay_nights is null or (min_stay_nights >= 2 and min_stay_nights <= 30));`);
    this.addSql(`alter table "pricing_seasons" add constraint "pricing_seasons_no_overlap" exclude using gist (daterange(first_night, last_night, '[]') with &&);`);

    this.addSql(`create table "rate_overrides" ("id" uuid not null, "villa_slug" varchar(60) not null, "night" date not null, "rate" int not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "rate_overrides" add constraint "rate_overrides_villa_night_unique" unique ("villa_slug", "night");`);
    this.addSql(`alter table "rate_overrides" add constraint "rate_overrides_rate_check" check (rate > 0);`);
    this.addSql(`alter table "rate_overrides" add constraint "rate_overrides_villa_slug_foreign" foreign key ("villa_slug") references "villas" ("slug") on delete cascade;`);

    this.addSql(`alter table "reservation_requests" add column "quoted_total" int null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "reservation_requests" drop column "quoted_total";`);
    this.addSql(`drop table if exists "rate_overrides" cascade;`);
    this.addSql(`drop table if exists "pricing_seasons" cascade;`);
    this.addSql(`alter table "villas" drop constraint "villas_min_stay_check";`);
    this.addSql(`alter table "villas" drop constraint "villas_base_rate_check";`);
    this.addSql(`alter table "villas" drop column "min_stay_nights";`);
  }
}
