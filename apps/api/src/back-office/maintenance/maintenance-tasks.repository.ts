import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { MaintenanceStatus } from '@prana/domain';
import { Repository } from '../../database/repository.ts';
import { GenerateSql } from '../../database/generate-sql.ts';

/** A recurring maintenance task as stored: dates are Bali calendar dates, createdAt ISO 8601. */
export interface MaintenanceTaskRow {
  id: string;
  area: string;
  task: string;
  villa: string;
  lastCompleted: string;
  nextDue: string;
  recurrenceMonths: number;
  status: MaintenanceStatus;
  notes: string | null;
  assignee: string | null;
  seedKey: string | null;
  createdAt: string;
}

/** What completing or assigning a task changes. */
export type MaintenanceTaskChange = Partial<Pick<MaintenanceTaskRow, 'lastCompleted' | 'nextDue' | 'status' | 'assignee'>>;

const COLUMNS = [
  'id',
  'area',
  'task',
  'villa',
  'last_completed as lastCompleted',
  'next_due as nextDue',
  'recurrence_months as recurrenceMonths',
  'status',
  'notes',
  'assignee',
  'seed_key as seedKey',
  'created_at as createdAt',
] as const;

const EXAMPLE: MaintenanceTaskRow = {
  id: '2c4e6a8b-1d3f-4a5b-8c7d-9e0f1a2b3c4d',
  area: 'Pool',
  task: 'Clean the filter',
  villa: 'Jungle Loft',
  lastCompleted: '2027-01-10',
  nextDue: '2027-07-10',
  recurrenceMonths: 6,
  status: 'scheduled',
  notes: null,
  assignee: null,
  seedKey: null,
  createdAt: '2027-01-10T02:00:00.000Z',
};

/** The maintenance planner's tasks. Written inside a journal change; `restore` writes an undo snapshot back. */
@Injectable()
export class MaintenanceTasksRepository extends Repository {
  /** Soonest due first. */
  @GenerateSql()
  async list(): Promise<MaintenanceTaskRow[]> {
    const rows = await this.db.selectFrom('maintenance_tasks').select(COLUMNS).orderBy('next_due').orderBy('task').execute();
    return rows.map(toRow);
  }

  @GenerateSql({ params: [EXAMPLE.id] })
  async find(id: string): Promise<MaintenanceTaskRow | undefined> {
    const row = await this.db.selectFrom('maintenance_tasks').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    return row && toRow(row);
  }

  @GenerateSql({ params: [EXAMPLE] })
  async insert(task: MaintenanceTaskRow): Promise<void> {
    await this.db.insertInto('maintenance_tasks').values(columnsOf(task)).execute();
  }

  @GenerateSql({ name: 'completed', params: [EXAMPLE.id, { lastCompleted: '2027-05-10', nextDue: '2027-11-10', status: 'completed' }] }, { name: 'assigned', params: [EXAMPLE.id, { assignee: 'Made Wirawan' }] })
  async update(id: string, change: MaintenanceTaskChange): Promise<void> {
    await this.db
      .updateTable('maintenance_tasks')
      .set({
        ...(change.lastCompleted !== undefined ? { last_completed: change.lastCompleted } : {}),
        ...(change.nextDue !== undefined ? { next_due: change.nextDue } : {}),
        ...(change.status !== undefined ? { status: change.status } : {}),
        ...(change.assignee !== undefined ? { assignee: change.assignee } : {}),
        updated_at: sql<string>`now()`,
      })
      .where('id', '=', id)
      .execute();
  }

  /** An undo snapshot written back: the task as it was (re-created when gone), or deleted when it was new. */
  @GenerateSql({ name: 'as it was', params: [EXAMPLE.id, EXAMPLE] }, { name: 'created by the change', params: [EXAMPLE.id, null] })
  async restore(id: string, before: Omit<MaintenanceTaskRow, 'id'> | null): Promise<void> {
    if (!before) {
      await this.db.deleteFrom('maintenance_tasks').where('id', '=', id).execute();
      return;
    }
    await this.db
      .insertInto('maintenance_tasks')
      .values(columnsOf({ id, ...before }))
      // An existing row keeps its creation time, as it always had.
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet((eb) => ({
          area: eb.ref('excluded.area'),
          task: eb.ref('excluded.task'),
          villa: eb.ref('excluded.villa'),
          last_completed: eb.ref('excluded.last_completed'),
          next_due: eb.ref('excluded.next_due'),
          recurrence_months: eb.ref('excluded.recurrence_months'),
          status: eb.ref('excluded.status'),
          notes: eb.ref('excluded.notes'),
          assignee: eb.ref('excluded.assignee'),
          seed_key: eb.ref('excluded.seed_key'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }
}

function toRow(row: Omit<MaintenanceTaskRow, 'status'> & { status: string }): MaintenanceTaskRow {
  return { ...row, status: row.status as MaintenanceStatus, createdAt: new Date(row.createdAt).toISOString() };
}

function columnsOf(task: MaintenanceTaskRow) {
  return {
    id: task.id,
    area: task.area,
    task: task.task,
    villa: task.villa,
    last_completed: task.lastCompleted,
    next_due: task.nextDue,
    recurrence_months: task.recurrenceMonths,
    status: task.status,
    notes: task.notes,
    assignee: task.assignee,
    seed_key: task.seedKey,
    created_at: task.createdAt,
    updated_at: sql<string>`now()`,
  };
}
