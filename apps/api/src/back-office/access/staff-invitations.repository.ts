import { Injectable } from '@nestjs/common';
import type { StaffRole, StaffStatus } from '@prana/contracts';
import { Repository } from '../../database/repository.ts';
import { GenerateSql } from '../../database/generate-sql.ts';

/** A link that still works, with the account it is for. */
export interface UsableInvitation {
  id: string;
  /** ISO 8601. */
  expiresAt: string;
  staffUser: { id: string; name: string; username: string; email: string; role: StaffRole; status: StaffStatus };
}

const EXAMPLE_USER = '4b5c6d7e-8f90-4a1b-9c2d-3e4f5a6b7c8d';
const EXAMPLE_HASH = 'c0ffee'.padEnd(64, '0');
const EXAMPLE_NOW = new Date('2027-05-10T02:00:00.000Z');

/** One-time links to set a password (staff_invitations): only a keyed hash of each token is stored. */
@Injectable()
export class StaffInvitationsRepository extends Repository {
  /** A new link for the account. */
  @GenerateSql({ params: [{ id: '6c7d8e9f-0a1b-4c2d-8e3f-4a5b6c7d8e9f', staffUserId: EXAMPLE_USER, tokenHash: EXAMPLE_HASH, expiresAt: EXAMPLE_NOW }] })
  async insert(invitation: { id: string; staffUserId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
    await this.db
      .insertInto('staff_invitations')
      .values({
        id: invitation.id,
        staff_user_id: invitation.staffUserId,
        token_hash: invitation.tokenHash,
        expires_at: invitation.expiresAt,
        used_at: null,
        created_at: new Date(),
      })
      .execute();
  }

  /** Every unused link of the account stops working (a newer one replaces them). */
  @GenerateSql({ params: [EXAMPLE_USER, EXAMPLE_NOW] })
  async retireUnused(staffUserId: string, at: Date): Promise<void> {
    await this.db.updateTable('staff_invitations').set({ used_at: at }).where('staff_user_id', '=', staffUserId).where('used_at', 'is', null).execute();
  }

  /** The unused, unexpired link with this token hash, and whom it is for. */
  @GenerateSql({ params: [EXAMPLE_HASH, EXAMPLE_NOW] })
  async usable(tokenHash: string, now: Date): Promise<UsableInvitation | undefined> {
    const row = await this.db
      .selectFrom('staff_invitations as i')
      .innerJoin('staff_users as u', 'u.id', 'i.staff_user_id')
      .select(['i.id', 'i.expires_at as expiresAt', 'u.id as userId', 'u.name', 'u.username', 'u.email', 'u.role', 'u.status'])
      .where('i.token_hash', '=', tokenHash)
      .where('i.used_at', 'is', null)
      .where('i.expires_at', '>', now.toISOString())
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        expiresAt: new Date(row.expiresAt).toISOString(),
        staffUser: { id: row.userId, name: row.name, username: row.username, email: row.email, role: row.role, status: row.status as StaffStatus },
      }
    );
  }

  /** Marks the link used if it still works; false when it was used (or ran out) in the meantime. */
  @GenerateSql({ params: ['6c7d8e9f-0a1b-4c2d-8e3f-4a5b6c7d8e9f', EXAMPLE_NOW] })
  async claim(id: string, now: Date): Promise<boolean> {
    const claimed = await this.db
      .updateTable('staff_invitations')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    return claimed.numUpdatedRows === 1n;
  }
}
