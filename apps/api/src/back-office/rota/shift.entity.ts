import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import type { EmployeeDepartmentIdValue } from '@prana/contracts';
import { Employee } from '../team/employee.entity.ts';

/**
 * A shift of the rota: a team's hours on a Bali day, with its lead and how many people it needs.
 * startsAt and endsAt are the moments its clock times mean (shiftPeriod in @prana/domain: an end
 * before the start is the next day's).
 */
@Entity({ tableName: 'shifts' })
@Check({ name: 'shifts_period_check', expression: 'ends_at > starts_at' })
@Check({ name: 'shifts_required_check', expression: 'required >= 1 and required <= 20' })
@Index({ name: 'shifts_day_index', properties: ['day', 'startTime'] })
export class Shift {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The Bali date it starts on. */
  @Property({ type: 'date' })
  day: string;

  /** An EMPLOYEE_DEPARTMENT_IDS id. */
  @Property({ type: 'string', length: 60 })
  team: EmployeeDepartmentIdValue;

  /** HH:mm, Bali time. */
  @Property({ type: 'string', length: 5 })
  startTime: string;

  /** HH:mm, Bali time; before startTime when the shift crosses midnight. */
  @Property({ type: 'string', length: 5 })
  endTime: string;

  @Property({ type: 'datetime' })
  startsAt: Date;

  @Property({ type: 'datetime' })
  endsAt: Date;

  @Property({ type: 'smallint' })
  required: number;

  @ManyToOne(() => Employee, { deleteRule: 'restrict' })
  lead: Employee;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  constructor(init: { day: string; team: EmployeeDepartmentIdValue; startTime: string; endTime: string; startsAt: Date; endsAt: Date; required: number; lead: Employee }) {
    this.day = init.day;
    this.team = init.team;
    this.startTime = init.startTime;
    this.endTime = init.endTime;
    this.startsAt = init.startsAt;
    this.endsAt = init.endsAt;
    this.required = init.required;
    this.lead = init.lead;
  }
}
