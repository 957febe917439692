import { Migration } from '@mikro-orm/migrations';

/**
 * A guest request is updated minutes after it is written (answered, confirmed, marked late): with no
 * index on its status and room left in each page, those updates stay in the page (heap-only) and
 * touch no index.
 */
export class Migration20261205010000_HeapOnlyRequestUpdates extends Migration {
  override name = 'Migration20261205010000_HeapOnlyRequestUpdates';

  override up(): void | Promise<void> {
    this.addSql(`drop index "guest_requests_status_index";`);
    this.addSql(`alter table "guest_requests" set (fillfactor = 90);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "guest_requests" reset (fillfactor);`);
    this.addSql(`create index "guest_requests_status_index" on "guest_requests" ("status");`);
  }
}
