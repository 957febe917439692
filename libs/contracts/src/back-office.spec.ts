import { describe, expect, it } from 'vitest';
import { EMPLOYEE_DEPARTMENTS, EMPLOYEE_ROLES, EMPLOYEE_STATUSES } from '@prana/catalogue';
import {
  BACK_OFFICE_PANELS,
  BACK_OFFICE_READ_PERMISSION,
  EMPLOYEE_DEPARTMENT_IDS,
  EMPLOYEE_ROLE_IDS,
  EMPLOYEE_STATUS_IDS,
  createExpenseBody,
  inviteAccessUserBody,
  updateAccessUserBody,
} from './back-office.ts';
import { PERMISSIONS } from './permissions.ts';

describe('back-office contracts', () => {
  it('use the same ids as @prana/catalogue', () => {
    expect([...EMPLOYEE_ROLE_IDS]).toEqual(EMPLOYEE_ROLES.map((role) => role.id));
    expect([...EMPLOYEE_DEPARTMENT_IDS]).toEqual(EMPLOYEE_DEPARTMENTS.map((department) => department.id));
    expect([...EMPLOYEE_STATUS_IDS]).toEqual(EMPLOYEE_STATUSES.map((status) => status.id));
  });

  it('answer a missing invite name or email with one message', () => {
    const result = inviteAccessUserBody.safeParse({ email: 'a@b.co', role: 'staff' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('access.inviteRequired');
  });

  it('refuse unknown fields and ambiguous access updates', () => {
    expect(createExpenseBody.safeParse({ categoryId: 'x', description: 'y', amount: 1, extra: true }).success).toBe(false);
    expect(updateAccessUserBody.safeParse({ role: 'staff', status: 'active' }).success).toBe(false);
    expect(updateAccessUserBody.safeParse({ toggleModule: 'reports' }).success).toBe(true);
  });

  it('give every panel a read permission in the one table, with staff reading only maintenance, the quick replies and the rota (their own shifts)', () => {
    for (const panel of BACK_OFFICE_PANELS) expect(PERMISSIONS).toHaveProperty(BACK_OFFICE_READ_PERMISSION[panel]);
    const staffPanels = BACK_OFFICE_PANELS.filter((panel) => (PERMISSIONS[BACK_OFFICE_READ_PERMISSION[panel]] as readonly string[]).includes('staff'));
    expect(staffPanels).toEqual(['maintenance', 'replies', 'rota']);
    expect(PERMISSIONS['access.manage']).toEqual(['master']);
    expect(PERMISSIONS['team.manage']).toEqual(['master']);
    expect(PERMISSIONS['pricing.manage']).toEqual(['master']);
    for (const write of ['expenses.write', 'maintenance.write', 'replies.write', 'rota.write'] as const) expect(PERMISSIONS[write]).not.toContain('investor');
  });
});
