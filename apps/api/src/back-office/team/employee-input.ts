import {
  EMPLOYEE_DEPARTMENT_IDS,
  EMPLOYEE_ROLE_IDS,
  type EmployeeDepartmentIdValue,
  type EmployeeRoleIdValue,
  type EmployeeStatusId,
} from '@prana/contracts';
import { isIsoDate, validateEmployee } from '@prana/domain';
import { ValidationFailedException } from '../../common/zod-validation.pipe.ts';
import { checked } from '../journal/http.ts';

/** A teammate's profile as stored. */
export interface EmployeeProfile {
  name: string;
  role: EmployeeRoleIdValue;
  department: EmployeeDepartmentIdValue;
  wage: number;
  startDate: string;
  lastReview: string;
  status: EmployeeStatusId;
  notes: string | null;
}

function refuse(field: string, message: string): never {
  throw new ValidationFailedException(message, { [field]: message });
}

/**
 * The add and save rules: validateEmployee (name, role, department non-blank; wage whole IDR > 0;
 * blank notes absent), then role and department from the lists, real dates, no review in the future.
 */
export function checkedProfile(
  input: Omit<EmployeeProfile, 'role' | 'department' | 'notes'> & { role: string; department: string; notes?: string | null },
  today: string,
): EmployeeProfile {
  const base = checked(validateEmployee(input));
  if (!(EMPLOYEE_ROLE_IDS as readonly string[]).includes(base.role)) refuse('role', 'Choose a role from the list.');
  if (!(EMPLOYEE_DEPARTMENT_IDS as readonly string[]).includes(base.department)) refuse('department', 'Choose a department from the list.');
  if (!isIsoDate(input.startDate)) refuse('startDate', 'Start date must be a real date in YYYY-MM-DD form.');
  if (!isIsoDate(input.lastReview)) refuse('lastReview', 'Last review must be a real date in YYYY-MM-DD form.');
  if (input.lastReview > today) refuse('lastReview', 'Last review cannot be in the future.');
  return {
    name: base.name,
    role: base.role as EmployeeRoleIdValue,
    department: base.department as EmployeeDepartmentIdValue,
    wage: base.wage,
    startDate: input.startDate,
    lastReview: input.lastReview,
    status: input.status,
    notes: base.notes ?? null,
  };
}
