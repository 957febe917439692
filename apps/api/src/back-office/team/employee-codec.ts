import type { EmployeeDepartmentIdValue, EmployeeRoleIdValue, EmployeeStatusId } from '@prana/contracts';
import type { RowCodec } from '../../journal/row-codec.ts';
import { Employee } from './employee.entity.ts';

/** Undo snapshots of teammates (add, save, remove). */
export const EMPLOYEE_CODEC: RowCodec<Employee> = {
  kind: 'employee',
  entity: Employee,
  snapshot: (employee) => ({
    name: employee.name,
    role: employee.role,
    department: employee.department,
    wage: employee.wage,
    startDate: employee.startDate,
    lastReview: employee.lastReview,
    status: employee.status,
    notes: employee.notes,
    seedKey: employee.seedKey,
    removedAt: employee.removedAt?.toISOString() ?? null,
    createdAt: employee.createdAt.toISOString(),
  }),
  apply(employee, before) {
    employee.name = before.name as string;
    employee.role = before.role as EmployeeRoleIdValue;
    employee.department = before.department as EmployeeDepartmentIdValue;
    employee.wage = before.wage as number;
    employee.startDate = before.startDate as string;
    employee.lastReview = before.lastReview as string;
    employee.status = before.status as EmployeeStatusId;
    employee.notes = before.notes as string | null;
    employee.seedKey = before.seedKey as string | null;
    employee.removedAt = before.removedAt ? new Date(before.removedAt as string) : null;
  },
  create(id, before, tx) {
    const employee = new Employee({
      name: before.name as string,
      role: before.role as EmployeeRoleIdValue,
      department: before.department as EmployeeDepartmentIdValue,
      wage: before.wage as number,
      startDate: before.startDate as string,
      lastReview: before.lastReview as string,
    });
    employee.id = id;
    EMPLOYEE_CODEC.apply(employee, before, tx);
    employee.createdAt = new Date(before.createdAt as string);
    return employee;
  },
};
