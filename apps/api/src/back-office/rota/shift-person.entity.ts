import { Check, Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Employee } from '../team/employee.entity.ts';
import { Shift } from './shift.entity.ts';

/**
 * A teammate on a shift. The shift's moments are copied here so the database itself keeps one
 * person off two overlapping shifts, whatever requests race.
 */
@Entity({ tableName: 'shift_people' })
// Back to back ('[)': one ends as the next starts) is no overlap. (Needs btree_gist, created by the migration.)
@Check({ name: 'shift_people_no_overlap', expression: `exclude using gist (employee_id with =, tstzrange(starts_at, ends_at, '[)') with &&)` })
@Index({ name: 'shift_people_employee_index', properties: ['employee', 'startsAt'] })
export class ShiftPerson {
  @ManyToOne(() => Shift, { primary: true, deleteRule: 'cascade' })
  shift: Shift;

  @ManyToOne(() => Employee, { primary: true, deleteRule: 'restrict' })
  employee: Employee;

  @Property({ type: 'datetime' })
  startsAt: Date;

  @Property({ type: 'datetime' })
  endsAt: Date;

  constructor(shift: Shift, employee: Employee) {
    this.shift = shift;
    this.employee = employee;
    this.startsAt = shift.startsAt;
    this.endsAt = shift.endsAt;
  }
}
