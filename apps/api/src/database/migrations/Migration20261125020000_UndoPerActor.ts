import { Migration } from '@mikro-orm/migrations';

/**
 * Undo becomes per person: each undo entry names who made the change and keeps what the
 * change was by meaning (its activity action and details, as the log line has them) instead of an
 * English label. Existing entries take both from the log line their change wrote in the same
 * transaction (same panel and message); one that cannot be matched has no owner and is dropped.
 */
export class Migration20261125020000_UndoPerActor extends Migration {

  override name = 'Migration20261125020000_UndoPerActor';

  override up(): void | Promise<void> {
    this.addSql(`alter table "undo_history" add column "actor_id" uuid null, add column "action" varchar(40) null, add column "details" jsonb not null default '{}';`);
    this.addSql(`
      update "undo_history" u set "actor_id" = a."actor_id", "action" = a."action", "details" = a."details"
        from (select distinct on (u2."id") u2."id" as "undo_id", l."actor_id", l."action", l."details"
                from "undo_history" u2
                join "activity_log" l on l."panel" = u2."panel" and l."message" = u2."label" and l."action" <> 'undo'
               order by u2."id", abs(extract(epoch from l."created_at" - u2."created_at"))) a
       where a."undo_id" = u."id";`);
    this.addSql(`delete from "undo_history" where "actor_id" is null or "action" is null;`);
    this.addSql(`alter table "undo_history" alter column "actor_id" set not null, alter column "action" set not null, alter column "details" drop default, drop column "label";`);
    this.addSql(`alter table "undo_history" add constraint "undo_history_actor_id_foreign" foreign key ("actor_id") references "staff_users" ("id") on delete cascade;`);
    this.addSql(`drop index "undo_history_panel_index";`);
    this.addSql(`create index "undo_history_panel_actor_index" on "undo_history" ("panel", "actor_id", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "undo_history_panel_actor_index";`);
    this.addSql(`create index "undo_history_panel_index" on "undo_history" ("panel", "id");`);
    this.addSql(`alter table "undo_history" add column "label" varchar(400) null;`);
    // The English line of the change, from the log; the action where the line is gone.
    this.addSql(`
      update "undo_history" u set "label" = coalesce(
        (select l."message" from "activity_log" l
          where l."panel" = u."panel" and l."actor_id" = u."actor_id" and l."action" = u."action" and l."details" = u."details"
          order by abs(extract(epoch from l."created_at" - u."created_at")) limit 1),
        u."action");`);
    this.addSql(`alter table "undo_history" alter column "label" set not null, drop constraint "undo_history_actor_id_foreign", drop column "actor_id", drop column "action", drop column "details";`);
  }

}
