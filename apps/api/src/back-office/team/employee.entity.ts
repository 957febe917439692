import { Check, Entity, Index, OneToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { BigIntType } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { StaffUser } from '../../auth/staff-user.entity.ts';
import type { EmployeeDepartmentIdValue, EmployeeRoleIdValue, EmployeeStatusId } from '@prana/contracts';

/**
 * A teammate on the roster. Removal keeps the row (removedAt) so undo
 * can bring it back and a re-run seed does not.
 */
@Entity({ tableName: 'employees' })
@Check({ name: 'employees_wage_check', expression: 'wage > 0' })
@Index({ name: 'employees_removed_at_index', properties: ['removedAt'] })
export class Employee {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 160 })
  name: string;

  @Property({ type: 'string', length: 60 })
  role: EmployeeRoleIdValue;

  @Property({ type: 'string', length: 60 })
  department: EmployeeDepartmentIdValue;

  /** Monthly wage, whole IDR. */
  @Property({ type: new BigIntType('number') })
  wage: number;

  @Property({ type: 'date' })
  startDate: string;

  @Property({ type: 'date' })
  lastReview: string;

  @Property({ type: 'string', length: 20 })
  status: EmployeeStatusId = 'active';

  @Property({ type: 'text', nullable: true })
  notes: string | null = null;

  /** The staff account this teammate signs in with: their own shifts show on its dashboard. */
  @OneToOne(() => StaffUser, { owner: true, nullable: true, deleteRule: 'set null' })
  staffUser: StaffUser | null = null;

  @Property({ type: 'string', length: 60, nullable: true, unique: true })
  seedKey: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  removedAt: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  constructor(init: {
    name: string;
    role: EmployeeRoleIdValue;
    department: EmployeeDepartmentIdValue;
    wage: number;
    startDate: string;
    lastReview: string;
  }) {
    this.name = init.name;
    this.role = init.role;
    this.department = init.department;
    this.wage = init.wage;
    this.startDate = init.startDate;
    this.lastReview = init.lastReview;
  }
}
