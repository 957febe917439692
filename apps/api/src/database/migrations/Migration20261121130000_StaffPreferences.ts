import { Migration } from '@mikro-orm/migrations';

export class Migration20261121130000_StaffPreferences extends Migration {

  override name = 'Migration20261121130000_StaffPreferences';

  override up(): void | Promise<void> {
    this.addSql(`create table "staff_preferences" ("staff_user_id" uuid not null, "focus" jsonb not null, "updated_at" timestamptz not null, primary key ("staff_user_id"));`);

    this.addSql(`alter table "staff_preferences" add constraint "staff_preferences_staff_user_id_foreign" foreign key ("staff_user_id") references "staff_users" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "staff_preferences" cascade;`);
  }

}
