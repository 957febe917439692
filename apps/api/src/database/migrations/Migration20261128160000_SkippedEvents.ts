import { Migration } from '@mikro-orm/migrations';

export class Migration20261128160000_SkippedEvents extends Migration {
  override name = 'Migration20261128160000_SkippedEvents';

  override up(): void | Promise<void> {
    // Events of a pulled feed that could not be read and were left out, with the first reasons.
    this.addSql(`alter table "sync_runs" add "skipped" integer not null default 0, add "skipped_reasons" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "sync_runs" drop column "skipped", drop column "skipped_reasons";`);
  }
}
