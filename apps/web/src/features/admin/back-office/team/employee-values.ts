import type { CreateEmployeeBody, EmployeeResponse, EmployeeStatusId } from '@prana/contracts';
import { amountFrom, noteFrom } from '../shared/form-values.ts';

/** The teammate form as typed. */
export interface EmployeeValues {
  name: string;
  role: string;
  department: string;
  wage: string;
  startDate: string;
  lastReview: string;
  status: EmployeeStatusId;
  notes: string;
}

export function emptyEmployee(today: string): EmployeeValues {
  return { name: '', role: '', department: '', wage: '', startDate: today, lastReview: today, status: 'active', notes: '' };
}

export function employeeValues(employee: EmployeeResponse): EmployeeValues {
  return {
    name: employee.name,
    role: employee.role,
    department: employee.department,
    wage: String(employee.wage),
    startDate: employee.startDate,
    lastReview: employee.lastReview,
    status: employee.status,
    notes: employee.notes ?? '',
  };
}

/** The form's values as the api reads them: blank wage absent (the api names it), blank notes none. */
export function employeeBody(values: EmployeeValues): Partial<CreateEmployeeBody> {
  return {
    name: values.name,
    role: values.role,
    department: values.department,
    wage: amountFrom(values.wage),
    startDate: values.startDate,
    lastReview: values.lastReview,
    status: values.status,
    notes: noteFrom(values.notes),
  };
}
