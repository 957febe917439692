import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
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
import { Employee } from '../team/employee.entity.ts';
import { MaintenanceTask } from './maintenance-task.entity.ts';
import { TASK_CODEC } from './maintenance-codec.ts';
import { ApiException, checked } from '../../common/api-exception.ts';

/** Priority, dueInDays and the status that goes with them are derived on each read. */
export function toMaintenanceTaskResponse(task: MaintenanceTask, today: string): MaintenanceTaskResponse {
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
  constructor(
    private readonly em: EntityManager,
    private readonly journal: BackOfficeJournal,
  ) {}

  async list(filter: MaintenanceFilter, reader: Actor, now = new Date()): Promise<MaintenanceTasksResponse> {
    const em = this.em.fork();
    const today = todayInBali(now);
    const tasks = await em.find(MaintenanceTask, {}, { orderBy: { nextDue: 'asc', task: 'asc' } });
    return {
      today,
      tasks: tasks
        .map((task) => toMaintenanceTaskResponse(task, today))
        .filter((task) => matchesMaintenanceFilter(task.priority, filter)),
      activity: await this.journal.activity(em, 'maintenance', ACTIVITY_LOG_LIMITS.maintenance),
      ...(await this.journal.undoState(em, 'maintenance', reader)),
      assigneeOptions: await this.assigneeOptions(em),
    };
  }

  async create(body: CreateMaintenanceTaskBody, actor: Actor, now = new Date()): Promise<MaintenanceTaskResponse> {
    const today = todayInBali(now);
    const input = checked(validateMaintenanceTask(body, today));
    if (input.lastCompleted > today) {
      throw ApiException.field('lastCompleted', 'validation.notFuture', { label: 'lastCompleted' });
    }
    return this.journal.change('maintenance', async (tx) => {
      const assignee = await this.checkedAssignee(tx, input.assignee ?? null);
      const task = new MaintenanceTask(input);
      task.notes = input.notes ?? null;
      task.assignee = assignee;
      task.status = statusForPriority(maintenancePriority({ status: 'scheduled', nextDue: task.nextDue }, today));
      tx.persist(task);
      const message = `Added ${task.task} at ${task.villa}, due ${task.nextDue}`;
      await this.journal.record(tx, 'maintenance', actor, {
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
    return this.journal.change('maintenance', async (tx) => {
      const task = await this.find(tx, id);
      const image = imageOf(TASK_CODEC, task);
      const done = completeTask(task, today);
      task.lastCompleted = done.lastCompleted;
      task.nextDue = done.nextDue;
      task.status = done.status;
      const message = `Completed ${task.task} at ${task.villa}; next due ${task.nextDue}`;
      await this.journal.record(tx, 'maintenance', actor, {
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
    return this.journal.change('maintenance', async (tx) => {
      const task = await this.find(tx, id);
      const assignee = await this.checkedAssignee(tx, optionalText(body.assignee) ?? null);
      if (assignee === task.assignee) return toMaintenanceTaskResponse(task, today);
      const image = imageOf(TASK_CODEC, task);
      task.assignee = assignee;
      const message = assignee ? `Assigned ${task.task} at ${task.villa} to ${assignee}` : `Unassigned ${task.task} at ${task.villa}`;
      await this.journal.record(tx, 'maintenance', actor, {
        action: assignee ? 'task.assigned' : 'task.unassigned',
        message,
        details: { task: task.task, taskSeed: task.seedKey, villa: task.villa, assignee },
        subjectId: task.id,
      }, [image]);
      return toMaintenanceTaskResponse(task, today);
    });
  }

  undo(actor: Actor): Promise<UndoResponse> {
    return this.journal.undo('maintenance', actor, { message: 'Reverted maintenance change', codecs: [TASK_CODEC] });
  }

  /** The roster's names and 'External vendor'. */
  private async assigneeOptions(em: EntityManager): Promise<string[]> {
    const team = await em.find(Employee, { removedAt: null }, { orderBy: { name: 'asc' }, fields: ['name'] });
    return [...new Set(team.map((employee) => employee.name)), EXTERNAL_VENDOR];
  }

  private async checkedAssignee(em: EntityManager, assignee: string | null): Promise<string | null> {
    if (assignee === null) return null;
    const options = await this.assigneeOptions(em);
    if (!options.includes(assignee)) throw ApiException.field('assignee', 'backOffice.chooseAssignee');
    return assignee;
  }

  private async find(em: EntityManager, id: string): Promise<MaintenanceTask> {
    const task = await em.findOne(MaintenanceTask, { id });
    if (!task) throw new ApiException('backOffice.notFound', { what: 'maintenance task' });
    return task;
  }
}
