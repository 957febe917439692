import { Migration } from '@mikro-orm/migrations';

export class Migration20261130090000_ChargeDescriptionsWithoutDate extends Migration {
  override name = 'Migration20261130090000_ChargeDescriptionsWithoutDate';

  override up(): void | Promise<void> {
    // A private transport charge was described as "Private driver, 2026-11-29": the date is the
    // charge's own column, shown in the reader's language beside it, so the text drops it.
    this.addSql(`update "guest_charges"
      set "description" = jsonb_build_object(
        'en', regexp_replace("description"->>'en', ', \\d{4}-\\d{2}-\\d{2}$', ''),
        'id', regexp_replace("description"->>'id', ', \\d{4}-\\d{2}-\\d{2}$', ''))
      where "category" = 'Transport' and "description"->>'en' ~ ', \\d{4}-\\d{2}-\\d{2}$';`);
  }

  override down(): void | Promise<void> {
    // The date is still in its column; nothing is lost by staying without it in the text.
  }
}
