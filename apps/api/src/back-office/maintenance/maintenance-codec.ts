import type { MaintenanceStatus } from '@prana/domain';
import type { RowCodec } from '../../journal/row-codec.ts';
import type { MaintenanceTaskRow, MaintenanceTasksRepository } from './maintenance-tasks.repository.ts';

/** Undo snapshots of maintenance tasks (creation, completion, assignee). */
export function taskCodec(tasks: MaintenanceTasksRepository): RowCodec<MaintenanceTaskRow> {
  return {
    kind: 'maintenance-task',
    snapshot: (task) => ({
      area: task.area,
      task: task.task,
      villa: task.villa,
      lastCompleted: task.lastCompleted,
      nextDue: task.nextDue,
      recurrenceMonths: task.recurrenceMonths,
      status: task.status,
      notes: task.notes,
      assignee: task.assignee,
      seedKey: task.seedKey,
      createdAt: task.createdAt,
    }),
    restore: (id, before) =>
      tasks.restore(
        id,
        before && {
          area: before.area as string,
          task: before.task as string,
          villa: before.villa as string,
          lastCompleted: before.lastCompleted as string,
          nextDue: before.nextDue as string,
          recurrenceMonths: before.recurrenceMonths as number,
          status: before.status as MaintenanceStatus,
          notes: before.notes as string | null,
          assignee: before.assignee as string | null,
          seedKey: before.seedKey as string | null,
          createdAt: before.createdAt as string,
        },
      ),
  };
}
