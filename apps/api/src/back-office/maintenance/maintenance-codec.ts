import type { MaintenanceStatus } from '@prana/domain';
import type { RowCodec } from '../../journal/row-codec.ts';
import { MaintenanceTask } from './maintenance-task.entity.ts';

/** Undo snapshots of maintenance tasks (creation, completion, assignee). */
export const TASK_CODEC: RowCodec<MaintenanceTask> = {
  kind: 'maintenance-task',
  entity: MaintenanceTask,
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
    createdAt: task.createdAt.toISOString(),
  }),
  apply(task, before) {
    task.area = before.area as string;
    task.task = before.task as string;
    task.villa = before.villa as string;
    task.lastCompleted = before.lastCompleted as string;
    task.nextDue = before.nextDue as string;
    task.recurrenceMonths = before.recurrenceMonths as number;
    task.status = before.status as MaintenanceStatus;
    task.notes = before.notes as string | null;
    task.assignee = before.assignee as string | null;
    task.seedKey = before.seedKey as string | null;
  },
  create(id, before, tx) {
    const task = new MaintenanceTask({
      area: before.area as string,
      task: before.task as string,
      villa: before.villa as string,
      lastCompleted: before.lastCompleted as string,
      nextDue: before.nextDue as string,
      recurrenceMonths: before.recurrenceMonths as number,
    });
    task.id = id;
    TASK_CODEC.apply(task, before, tx);
    task.createdAt = new Date(before.createdAt as string);
    return task;
  },
};
