import { valuesCodec } from '../../journal/row-codec.ts';
import type { MaintenanceTasksRepository } from './maintenance-tasks.repository.ts';

/** Undo snapshots of maintenance tasks (creation, completion, assignee). */
export const taskCodec = (tasks: MaintenanceTasksRepository) =>
  valuesCodec(
    'maintenance-task',
    { area: true, task: true, villa: true, lastCompleted: true, nextDue: true, recurrenceMonths: true, status: true, notes: true, assignee: true, seedKey: true, createdAt: true },
    tasks.restore.bind(tasks),
  );
