import { Injectable } from '@nestjs/common';
import type { FocusWorkstreamId } from '@prana/contracts';
import { Repository } from '../database/repository.ts';
import { GenerateSql } from '../database/generate-sql.ts';

const STAFF_ID = '00000000-0000-4000-8000-000000000001';

/** A staff member's own dashboard settings (`staff_preferences`), one row per account. */
@Injectable()
export class StaffPreferencesRepository extends Repository {
  /** The stored focus, or undefined when the person never saved one. */
  @GenerateSql({ params: [STAFF_ID] })
  async focus(staffUserId: string): Promise<FocusWorkstreamId[] | undefined> {
    const row = await this.db
      .selectFrom('staff_preferences')
      .select('focus')
      .where('staff_user_id', '=', staffUserId)
      .$narrowType<{ focus: FocusWorkstreamId[] }>()
      .executeTakeFirst();
    return row?.focus;
  }

  /** Insert or replace in one statement, so two tabs saving at once cannot collide on the key. */
  @GenerateSql({ params: [STAFF_ID, ['financials', 'operations'], new Date('2027-01-01T00:00:00Z')] })
  async saveFocus(staffUserId: string, focus: readonly FocusWorkstreamId[], at: Date): Promise<void> {
    // A JSON text for the jsonb column: pg would send a JavaScript array as a PostgreSQL array.
    const value = JSON.stringify(focus);
    await this.db
      .insertInto('staff_preferences')
      .values({ staff_user_id: staffUserId, focus: value, updated_at: at })
      .onConflict((conflict) => conflict.column('staff_user_id').doUpdateSet({ focus: value, updated_at: at }))
      .execute();
  }
}
