import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import type { MaintenanceStatus } from '@prana/domain';

/**
 * A recurring maintenance task. Priority and dueInDays are derived on each read;
 * the stored status is scheduled, overdue or completed.
 */
@Entity({ tableName: 'maintenance_tasks' })
@Check({ name: 'maintenance_tasks_recurrence_check', expression: 'recurrence_months >= 1' })
export class MaintenanceTask {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 80 })
  area: string;

  @Property({ type: 'string', length: 200 })
  task: string;

  /** The villa's name as the planner shows it. */
  @Property({ type: 'string', length: 120 })
  villa: string;

  @Property({ type: 'date' })
  lastCompleted: string;

  @Property({ type: 'date' })
  nextDue: string;

  @Property({ type: 'smallint' })
  recurrenceMonths: number;

  @Property({ type: 'string', length: 20 })
  status: MaintenanceStatus = 'scheduled';

  @Property({ type: 'text', nullable: true })
  notes: string | null = null;

  /** A teammate's name or 'External vendor'; null is unassigned. */
  @Property({ type: 'string', length: 160, nullable: true })
  assignee: string | null = null;

  @Property({ type: 'string', length: 60, nullable: true, unique: true })
  seedKey: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  constructor(init: { area: string; task: string; villa: string; lastCompleted: string; nextDue: string; recurrenceMonths: number }) {
    this.area = init.area;
    this.task = init.task;
    this.villa = init.villa;
    this.lastCompleted = init.lastCompleted;
    this.nextDue = init.nextDue;
    this.recurrenceMonths = init.recurrenceMonths;
  }
}
