import { Injectable } from '@nestjs/common';
import type { StaffRole, StaffStatus } from '@prana/contracts';
import { Repository } from '../database/repository.ts';
import { GenerateSql } from '../database/generate-sql.ts';

/** What sign-in needs of an account. */
export interface StaffSignInRow {
  id: string;
  username: string;
  name: string;
  role: StaffRole;
  status: StaffStatus;
  passwordHash: string | null;
}

/** A whole account, as the access panel shows it. */
export interface StaffUserRow extends StaffSignInRow {
  email: string;
  modules: string[];
  lastActiveAt: Date | null;
  createdAt: Date;
}

export interface ColleagueRow {
  id: string;
  name: string;
}

/** Staff accounts (`staff_users`): sign-in, status changes and the colleagues who work the queue. */
@Injectable()
export class StaffUsersRepository extends Repository {
  /** By the (lower-case) user name sign-in compares. */
  @GenerateSql({ params: ['wayan'] })
  async byUsername(username: string): Promise<StaffSignInRow | undefined> {
    return this.db
      .selectFrom('staff_users')
      .select(['id', 'username', 'name', 'role', 'status', 'password_hash as passwordHash'])
      .where('username', '=', username)
      .$narrowType<{ status: StaffStatus }>()
      .executeTakeFirst();
  }

  /** Replaces the hash only if it is still `oldHash`: a password changed meanwhile wins. */
  @GenerateSql({ params: ['00000000-0000-4000-8000-000000000001', '$scrypt$old', '$argon2id$new'] })
  async replacePasswordHash(id: string, oldHash: string, newHash: string): Promise<void> {
    await this.db.updateTable('staff_users').set({ password_hash: newHash }).where('id', '=', id).where('password_hash', '=', oldHash).execute();
  }

  @GenerateSql({ params: ['00000000-0000-4000-8000-000000000001', new Date('2027-01-01T00:00:00Z')] })
  async touchLastActive(id: string, at: Date): Promise<void> {
    await this.db.updateTable('staff_users').set({ last_active_at: at }).where('id', '=', id).execute();
  }

  /** The account with its new status, or undefined when there is none. */
  @GenerateSql({ params: ['00000000-0000-4000-8000-000000000001', 'suspended'] })
  async setStatus(id: string, status: StaffStatus): Promise<StaffUserRow | undefined> {
    const row = await this.db
      .updateTable('staff_users')
      .set({ status })
      .where('id', '=', id)
      .returning([
        'id',
        'username',
        'name',
        'email',
        'role',
        'status',
        'password_hash as passwordHash',
        'modules',
        'last_active_at as lastActiveAt',
        'created_at as createdAt',
      ])
      .$narrowType<{ status: StaffStatus; modules: string[] }>()
      .executeTakeFirst();
    return row && { ...row, lastActiveAt: row.lastActiveAt === null ? null : new Date(row.lastActiveAt), createdAt: new Date(row.createdAt) };
  }

  /** Active accounts of these roles, by name. */
  @GenerateSql({ params: [['master', 'concierge']] })
  async colleagues(roles: readonly StaffRole[]): Promise<ColleagueRow[]> {
    return this.db.selectFrom('staff_users').select(['id', 'name']).where('status', '=', 'active').where('role', 'in', roles).orderBy('name').execute();
  }
}
