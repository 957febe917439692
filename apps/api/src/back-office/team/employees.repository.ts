import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { EmployeeDepartmentIdValue, EmployeeRoleIdValue, EmployeeStatusId } from '@prana/contracts';
import { Repository } from '../../database/repository.ts';
import { GenerateSql } from '../../database/generate-sql.ts';
import type { EmployeeProfile } from './employee-input.ts';

/** A teammate as stored: wage in whole IDR, dates Bali calendar dates, times ISO 8601. */
export interface EmployeeRow extends EmployeeProfile {
  id: string;
  seedKey: string | null;
  /** Set when removed from the roster: the row stays, so Undo can bring it back and the seed does not. */
  removedAt: string | null;
  createdAt: string;
}

const COLUMNS = [
  'id',
  'name',
  'role',
  'department',
  'wage',
  'start_date as startDate',
  'last_review as lastReview',
  'status',
  'notes',
  'seed_key as seedKey',
  'removed_at as removedAt',
  'created_at as createdAt',
] as const;

const EXAMPLE: EmployeeRow = {
  id: '7a1b2c3d-4e5f-4a6b-8c9d-0e1f2a3b4c5d',
  name: 'Komang Ayu',
  role: 'revenue-analyst',
  department: 'commercial',
  wage: 9_100_000,
  startDate: '2026-01-05',
  lastReview: '2026-07-05',
  status: 'active',
  notes: null,
  seedKey: null,
  removedAt: null,
  createdAt: '2026-01-05T02:00:00.000Z',
};

/** The team roster (employees). Written inside a journal change; `restore` writes an undo snapshot back. */
@Injectable()
export class EmployeesRepository extends Repository {
  /** Teammates on the roster (not removed), by name. */
  @GenerateSql()
  async roster(): Promise<EmployeeRow[]> {
    const rows = await this.db.selectFrom('employees').select(COLUMNS).where('removed_at', 'is', null).orderBy('name').orderBy('id').execute();
    return rows.map(toRow);
  }

  /** The roster's names, each once, by name: whom a maintenance task can be assigned to. */
  @GenerateSql()
  async rosterNames(): Promise<string[]> {
    const rows = await this.db.selectFrom('employees').select('name').distinct().where('removed_at', 'is', null).orderBy('name').execute();
    return rows.map((row) => row.name);
  }

  /** A teammate on the roster. */
  @GenerateSql({ params: [EXAMPLE.id] })
  async find(id: string): Promise<EmployeeRow | undefined> {
    const row = await this.db.selectFrom('employees').select(COLUMNS).where('id', '=', id).where('removed_at', 'is', null).executeTakeFirst();
    return row && toRow(row);
  }

  /** These teammates, on the roster or removed from it (a shift names both), by name. */
  @GenerateSql({ params: [[EXAMPLE.id]] })
  async withIds(ids: readonly string[]): Promise<EmployeeRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('employees').select(COLUMNS).where('id', 'in', ids).orderBy('name').orderBy('id').execute();
    return rows.map(toRow);
  }

  /** The teammate on the roster who signs in with this staff account, if any. */
  @GenerateSql({ params: ['0b7a6c5d-4e3f-4a2b-9c1d-8e7f6a5b4c3d'] })
  async linkedTo(staffUserId: string): Promise<EmployeeRow | undefined> {
    const row = await this.db
      .selectFrom('employees')
      .select(COLUMNS)
      .where('staff_user_id', '=', staffUserId)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    return row && toRow(row);
  }

  /** Whether the row exists, on the roster or removed from it. */
  @GenerateSql({ params: [EXAMPLE.id] })
  async exists(id: string): Promise<boolean> {
    return (await this.db.selectFrom('employees').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }

  @GenerateSql({ params: [EXAMPLE] })
  async insert(employee: EmployeeRow): Promise<void> {
    await this.db.insertInto('employees').values(columnsOf(employee)).execute();
  }

  @GenerateSql({ params: [EXAMPLE.id, EXAMPLE] })
  async updateProfile(id: string, profile: EmployeeProfile): Promise<void> {
    await this.db
      .updateTable('employees')
      .set({
        name: profile.name,
        role: profile.role,
        department: profile.department,
        wage: profile.wage,
        start_date: profile.startDate,
        last_review: profile.lastReview,
        status: profile.status,
        notes: profile.notes,
        updated_at: sql<string>`now()`,
      })
      .where('id', '=', id)
      .execute();
  }

  @GenerateSql({ params: [EXAMPLE.id, new Date('2027-05-10T02:00:00.000Z')] })
  async markRemoved(id: string, at: Date): Promise<void> {
    await this.db.updateTable('employees').set({ removed_at: at, updated_at: sql<string>`now()` }).where('id', '=', id).execute();
  }

  /** An undo snapshot written back: the teammate as they were (re-created when gone), or deleted when new. */
  @GenerateSql({ name: 'as it was', params: [EXAMPLE.id, EXAMPLE] }, { name: 'created by the change', params: [EXAMPLE.id, null] })
  async restore(id: string, before: Omit<EmployeeRow, 'id'> | null): Promise<void> {
    if (!before) {
      await this.db.deleteFrom('employees').where('id', '=', id).execute();
      return;
    }
    await this.db
      .insertInto('employees')
      .values(columnsOf({ id, ...before }))
      // An existing row keeps its creation time, as it always had.
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          role: eb.ref('excluded.role'),
          department: eb.ref('excluded.department'),
          wage: eb.ref('excluded.wage'),
          start_date: eb.ref('excluded.start_date'),
          last_review: eb.ref('excluded.last_review'),
          status: eb.ref('excluded.status'),
          notes: eb.ref('excluded.notes'),
          seed_key: eb.ref('excluded.seed_key'),
          removed_at: eb.ref('excluded.removed_at'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }
}

type StoredEmployee = Omit<EmployeeRow, 'role' | 'department' | 'status' | 'wage'> & { role: string; department: string; status: string; wage: string };

function toRow(row: StoredEmployee): EmployeeRow {
  return {
    ...row,
    role: row.role as EmployeeRoleIdValue,
    department: row.department as EmployeeDepartmentIdValue,
    status: row.status as EmployeeStatusId,
    wage: Number(row.wage),
    removedAt: row.removedAt === null ? null : new Date(row.removedAt).toISOString(),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

function columnsOf(employee: EmployeeRow) {
  return {
    id: employee.id,
    name: employee.name,
    role: employee.role,
    department: employee.department,
    wage: employee.wage,
    start_date: employee.startDate,
    last_review: employee.lastReview,
    status: employee.status,
    notes: employee.notes,
    seed_key: employee.seedKey,
    removed_at: employee.removedAt,
    created_at: employee.createdAt,
    updated_at: sql<string>`now()`,
  };
}
