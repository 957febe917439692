import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EXTERNAL_VENDOR } from '@prana/catalogue';
import type {
  CreateMaintenanceTaskBody,
  MaintenanceTaskResponse,
  MaintenanceTasksResponse,
  UndoResponse,
  UpdateMaintenanceTaskBody,
} from '@prana/contracts';
import {
  ACTIVITY_LOG_LIMITS,
  completeTask,
  dueInDays,
  maintenancePriority,
  matchesMaintenanceFilter,
  optionalText,
  statusForPriority,
  todayInBali,
  validateMaintenanceTask,
  type MaintenanceFilter,
} from '@prana/domain';
import { BackOfficeJournal, type Actor } from '../../journal/back-office-journal.service.ts';
import { createdImage, imageOf } from '../../journal/row-codec.ts';
import type { RowCodec } from '../../journal/row-codec.ts';
import { EmployeesRepository } from '../team/employees.repository.ts';
import { MaintenanceTasksRepository, type MaintenanceTaskRow } from './maintenance-tasks.repository.ts';
import { taskCodec } from './maintenance-codec.ts';
import { ApiException, checked } from '../../common/api-exception.ts';

/** Priority, dueInDays and the status that goes with them are derived on each read. */
export function toMaintenanceTaskResponse(task: MaintenanceTaskRow, today: string): MaintenanceTaskResponse {
  const priority = maintenancePriority(task, today);
  return {
    id: task.id,
    area: task.area,
    task: task.task,
    villa: task.villa,
    lastCompleted: task.lastCompleted,
    nextDue: task.nextDue,
    recurrenceMonths: task.recurrenceMonths,
    status: statusForPriority(priority),
    priority,
    dueInDays: dueInDays(task.nextDue, today),
    notes: task.notes,
    assignee: task.assignee,
    seedKey: task.seedKey,
  };
}


/** The maintenance planner. */
@Injectable()
export class MaintenanceService {
  private readonly codec: RowCodec<MaintenanceTaskRow>;

  constructor(
    private readonly tasks: MaintenanceTasksRepository,
    private readonly employees: EmployeesRepository,
    private readonly journal: BackOfficeJournal,
  ) {
    this.codec = taskCodec(tasks);
  }

  async list(filter: MaintenanceFilter, reader: Actor, now = new Date()): Promise<MaintenanceTasksResponse> {
    const today = todayInBali(now);
    const tasks = await this.tasks.list();
    return {
      today,
      tasks: tasks
        .map((task) => toMaintenanceTaskResponse(task, today))
        .filter((task) => matchesMaintenanceFilter(task.priority, filter)),
      activity: await this.journal.activity('maintenance', ACTIVITY_LOG_LIMITS.maintenance),
      ...(await this.journal.undoState('maintenance', reader)),
      assigneeOptions: await this.assigneeOptions(),
    };
  }

  async create(body: CreateMaintenanceTaskBody, actor: Actor, now = new Date()): Promise<MaintenanceTaskResponse> {
    const today = todayInBali(now);
    const input = checked(validateMaintenanceTask(body, today));
    if (input.lastCompleted > today) {
      throw ApiException.field('lastCompleted', 'validation.notFuture', { label: 'lastCompleted' });
    }
    return this.journal.change('maintenance', async () => {
      const assignee = await this.checkedAssignee(input.assignee ?? null);
      const task: MaintenanceTaskRow = {
        id: randomUUID(),
        area: input.area,
        task: input.task,
        villa: input.villa,
        lastCompleted: input.lastCompleted,
        nextDue: input.nextDue,
        recurrenceMonths: input.recurrenceMonths,
        status: statusForPriority(maintenancePriority({ status: 'scheduled', nextDue: input.nextDue }, today)),
        notes: input.notes ?? null,
        assignee,
        seedKey: null,
        createdAt: new Date().toISOString(),
      };
      await this.tasks.insert(task);
      const message = `Added ${task.task} at ${task.villa}, due ${task.nextDue}`;
      await this.journal.record('maintenance', actor, {
        action: 'task.added',
        message,
        details: { task: task.task, taskSeed: task.seedKey, villa: task.villa, nextDue: task.nextDue },
        subjectId: task.id,
      }, [createdImage('maintenance-task', task.id)]);
      return toMaintenanceTaskResponse(task, today);
    });
  }

  /** Mark complete: lastCompleted today, nextDue today + recurrence, status completed. */
  async complete(id: string, actor: Actor, now = new Date()): Promise<MaintenanceTaskResponse> {
    const today = todayInBali(now);
    return this.journal.change('maintenance', async () => {
      const before = await this.find(id);
      const image = imageOf(this.codec, before);
      const task = completeTask(before, today);
      await this.tasks.update(task.id, { lastCompleted: task.lastCompleted, nextDue: task.nextDue, status: task.status });
      const message = `Completed ${task.task} at ${task.villa}; next due ${task.nextDue}`;
      await this.journal.record('maintenance', actor, {
        action: 'task.completed',
        message,
        details: { task: task.task, taskSeed: task.seedKey, villa: task.villa, nextDue: task.nextDue },
        subjectId: task.id,
      }, [image]);
      return toMaintenanceTaskResponse(task, today);
    });
  }

  /** The assignee dropdown: a teammate, 'External vendor', or null (unassigned). */
  async assign(id: string, body: UpdateMaintenanceTaskBody, actor: Actor, now = new Date()): Promise<MaintenanceTaskResponse> {
    const today = todayInBali(now);
    return this.journal.change('maintenance', async () => {
      const before = await this.find(id);
      const assignee = await this.checkedAssignee(optionalText(body.assignee) ?? null);
      if (assignee === before.assignee) return toMaintenanceTaskResponse(before, today);
      const image = imageOf(this.codec, before);
      const task = { ...before, assignee };
      await this.tasks.update(task.id, { assignee });
      const message = assignee ? `Assigned ${task.task} at ${task.villa} to ${assignee}` : `Unassigned ${task.task} at ${task.villa}`;
      await this.journal.record('maintenance', actor, {
        action: assignee ? 'task.assigned' : 'task.unassigned',
        message,
        details: { task: task.task, taskSeed: task.seedKey, villa: task.villa, assignee },
        subjectId: task.id,
      }, [image]);
      return toMaintenanceTaskResponse(task, today);
    });
  }

  undo(actor: Actor): Promise<UndoResponse> {
    return this.journal.undo('maintenance', actor, { message: 'Reverted maintenance change', codecs: [this.codec] });
  }

  /** The roster's names and 'External vendor'. */
  private async assigneeOptions(): Promise<string[]> {
    return [...(await this.employees.rosterNames()), EXTERNAL_VENDOR];
  }

  private async checkedAssignee(assignee: string | null): Promise<string | null> {
    if (assignee === null) return null;
    const options = await this.assigneeOptions();
    if (!options.includes(assignee)) throw ApiException.field('assignee', 'backOffice.chooseAssignee');
    return assignee;
  }

  private async find(id: string): Promise<MaintenanceTaskRow> {
    const task = await this.tasks.find(id);
    if (!task) throw new ApiException('backOffice.notFound', { what: 'maintenance task' });
    return task;
  }
}
