import { Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { StaffRole, StaffStatus } from '@prana/contracts';
import { Repository } from '../../database/repository.ts';
import type { DB } from '../../database/db.generated.ts';
import { GenerateSql } from '../../database/generate-sql.ts';

/** A staff account as the access panel shows it: never its password hash, only whether there is one. */
export interface AccessUserRow {
  id: string;
  username: string;
  name: string;
  email: string;
  role: StaffRole;
  status: StaffStatus;
  modules: string[];
  /** ISO 8601. */
  lastActiveAt: string | null;
  hasPassword: boolean;
  /** ISO 8601. */
  createdAt: string;
}

/** A new account: invited, without a password until its person follows the link. */
export interface NewAccessUser {
  id: string;
  username: string;
  name: string;
  email: string;
  role: StaffRole;
  modules: string[];
}

const EXAMPLE_ID = '4b5c6d7e-8f90-4a1b-9c2d-3e4f5a6b7c8d';

/**
 * The staff accounts (staff_users) as access management reads and changes them: listed, invited,
 * given a role or modules, removed, and their password set through an invitation. Suspending and
 * reinstating go through StaffAccountsService, which also ends the person's sessions.
 */
@Injectable()
export class AccessRepository extends Repository {
  /** Every account, oldest first. */
  @GenerateSql()
  async list(): Promise<AccessUserRow[]> {
    const rows = await accounts(this.db).orderBy('created_at').orderBy('username').execute();
    return rows.map(toRow);
  }

  @GenerateSql({ params: [EXAMPLE_ID] })
  async find(id: string): Promise<AccessUserRow | undefined> {
    const row = await accounts(this.db).where('id', '=', id).executeTakeFirst();
    return row && toRow(row);
  }

  /** Whether an account has this email, ignoring case. */
  @GenerateSql({ params: ['ketut@prana.villas'] })
  async emailTaken(email: string): Promise<boolean> {
    const row = await this.db.selectFrom('staff_users').select('id').where('email', 'ilike', escapeLike(email)).limit(1).executeTakeFirst();
    return row !== undefined;
  }

  /** Whether an account has this sign-in name (stored lower-case). */
  @GenerateSql({ params: ['ketut'] })
  async usernameTaken(username: string): Promise<boolean> {
    const row = await this.db.selectFrom('staff_users').select('id').where('username', '=', username).executeTakeFirst();
    return row !== undefined;
  }

  @GenerateSql({ params: [{ id: EXAMPLE_ID, username: 'ketut', name: 'Ketut Sari', email: 'ketut@prana.villas', role: 'manager', modules: ['bookings'] }] })
  async insert(user: NewAccessUser): Promise<void> {
    await this.db
      .insertInto('staff_users')
      .values({
        id: user.id,
        username: user.username.toLowerCase(),
        name: user.name,
        email: user.email,
        role: user.role,
        status: 'invited',
        password_hash: null,
        modules: sql`${JSON.stringify(user.modules)}::jsonb`,
        created_at: new Date(),
      })
      .execute();
  }

  /** A new role, with its modules (each role's defaults). */
  @GenerateSql({ params: [EXAMPLE_ID, 'manager', ['bookings', 'maintenance']] })
  async setRole(id: string, role: StaffRole, modules: string[]): Promise<void> {
    await this.db.updateTable('staff_users').set({ role, modules: sql`${JSON.stringify(modules)}::jsonb` }).where('id', '=', id).execute();
  }

  @GenerateSql({ params: [EXAMPLE_ID, ['bookings']] })
  async setModules(id: string, modules: string[]): Promise<void> {
    await this.db.updateTable('staff_users').set({ modules: sql`${JSON.stringify(modules)}::jsonb` }).where('id', '=', id).execute();
  }

  /** The password chosen through an invitation; an invited account becomes active. */
  @GenerateSql({ params: [EXAMPLE_ID, 'scrypt$hash'] })
  async setPassword(id: string, passwordHash: string): Promise<void> {
    await this.db
      .updateTable('staff_users')
      .set({ password_hash: passwordHash, status: sql<string>`case when status = 'invited' then 'active' else status end` })
      .where('id', '=', id)
      .execute();
  }

  /** The account goes; its sessions and invitations go with it (foreign keys), its log lines keep the name. */
  @GenerateSql({ params: [EXAMPLE_ID] })
  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('staff_users').where('id', '=', id).execute();
  }
}

/** Every column the panel shows; whether a password is set, never the hash. */
function accounts(db: Kysely<DB>) {
  return db
    .selectFrom('staff_users')
    .select([
      'id',
      'username',
      'name',
      'email',
      'role',
      'status',
      'modules',
      'last_active_at as lastActiveAt',
      sql<boolean>`password_hash is not null`.as('hasPassword'),
      'created_at as createdAt',
    ]);
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function toRow(row: Omit<AccessUserRow, 'status' | 'modules'> & { status: string; modules: unknown }): AccessUserRow {
  return {
    ...row,
    status: row.status as StaffStatus,
    modules: row.modules as string[],
    lastActiveAt: row.lastActiveAt === null ? null : new Date(row.lastActiveAt).toISOString(),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
