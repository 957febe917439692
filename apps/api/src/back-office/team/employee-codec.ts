import { valuesCodec } from '../../journal/row-codec.ts';
import type { EmployeesRepository } from './employees.repository.ts';

/** Undo snapshots of teammates (add, save, remove). */
export const employeeCodec = (employees: EmployeesRepository) =>
  valuesCodec(
    'employee',
    {
      name: true,
      role: true,
      department: true,
      wage: true,
      startDate: true,
      lastReview: true,
      status: true,
      notes: true,
      seedKey: true,
      removedAt: true,
      createdAt: true,
    },
    employees.restore.bind(employees),
    // Images written before teammates were removed rather than deleted hold no removal.
    { removedAt: null },
  );
