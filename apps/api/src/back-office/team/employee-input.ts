import {
  EMPLOYEE_DEPARTMENT_IDS,
  EMPLOYEE_ROLE_IDS,
  type EmployeeDepartmentIdValue,
  type EmployeeRoleIdValue,
  type EmployeeStatusId,
} from '@prana/contracts';
import { isIsoDate, validateEmployee } from '@prana/domain';
import { ApiException, checked } from '../../common/api-exception.ts';

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

/**
 * The add and save rules: validateEmployee (name, role, department non-blank; wage whole IDR > 0;
 * blank notes absent), then role and department from the lists, real dates, no review in the future.
 */
export function checkedProfile(
  input: Omit<EmployeeProfile, 'role' | 'department' | 'notes'> & { role: string; department: string; notes?: string | null },
  today: string,
): EmployeeProfile {
  const base = checked(validateEmployee(input));
  if (!(EMPLOYEE_ROLE_IDS as readonly string[]).includes(base.role)) throw ApiException.field('role', 'backOffice.chooseRole');
  if (!(EMPLOYEE_DEPARTMENT_IDS as readonly string[]).includes(base.department)) throw ApiException.field('department', 'backOffice.chooseDepartment');
  if (!isIsoDate(input.startDate)) throw ApiException.field('startDate', 'validation.realDate', { label: 'startDate' });
  if (!isIsoDate(input.lastReview)) throw ApiException.field('lastReview', 'validation.realDate', { label: 'lastReview' });
  if (input.lastReview > today) throw ApiException.field('lastReview', 'validation.notFuture', { label: 'lastReview' });
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
