import type { EmployeeDepartmentIdValue, EmployeeRoleIdValue, EmployeeStatusId } from '@prana/contracts';
import type { RowCodec } from '../../journal/row-codec.ts';
import type { EmployeeRow, EmployeesRepository } from './employees.repository.ts';

/** Undo snapshots of teammates (add, save, remove). */
export function employeeCodec(employees: EmployeesRepository): RowCodec<EmployeeRow> {
  return {
    kind: 'employee',
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
      removedAt: employee.removedAt,
      createdAt: employee.createdAt,
    }),
    restore: (id, before) =>
      employees.restore(
        id,
        before && {
          name: before.name as string,
          role: before.role as EmployeeRoleIdValue,
          department: before.department as EmployeeDepartmentIdValue,
          wage: before.wage as number,
          startDate: before.startDate as string,
          lastReview: before.lastReview as string,
          status: before.status as EmployeeStatusId,
          notes: before.notes as string | null,
          seedKey: before.seedKey as string | null,
          removedAt: (before.removedAt as string | null) ?? null,
          createdAt: before.createdAt as string,
        },
      ),
  };
}
