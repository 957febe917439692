import { z } from 'zod';
import { ACCESS_MODULES, type AccessModule } from '@prana/domain';
import { zodError, type FieldLabel } from './errors.ts';
import { STAFF_ROLES, STAFF_STATUSES, type StaffRole, type StaffStatus } from './roles.ts';
import type { ActivityEntryResponse, UndoState } from './back-office.ts';
import { idrAmount, optionalNote, text } from './back-office-fields.ts';

/* ----------------------------------------------------------------- access */

/** Permission modules of the admin area: a rule of @prana/domain, the same words on the wire. */
export { ACCESS_MODULES, type AccessModule };

/** POST /api/access-users: invite. Without modules (or with none), the role's defaults apply. */
export const inviteAccessUserBody = z.strictObject({
  name: z.string(zodError('access.inviteRequired')).max(160, zodError('validation.maxChars', { label: 'name', max: 160 })),
  email: z.string(zodError('access.inviteRequired')).max(254, zodError('validation.maxChars', { label: 'email', max: 254 })),
  role: z.enum(STAFF_ROLES, zodError('access.chooseStaffRole')),
  modules: z
    .array(z.enum(ACCESS_MODULES, zodError('access.modules')), {
      ...zodError('access.modulesList'),
    })
    .max(ACCESS_MODULES.length, zodError('access.moduleOnce'))
    .optional(),
  /** Sign-in name; derived from the email when absent. 3–40 of a–z, 0–9, dot, dash, underscore. */
  username: z
    .string(zodError('validation.text', { label: 'username' }))
    .regex(/^[A-Za-z0-9._-]{3,40}$/, zodError('access.username'))
    .optional(),
});
export type InviteAccessUserBody = z.infer<typeof inviteAccessUserBody>;

/**
 * PATCH /api/access-users/{id}: exactly one of
 * - status: the next status of the Toggle status cycle (invited → active → suspended → active);
 * - role: resets the modules to the role's defaults;
 * - toggleModule: a module chip click.
 */
export const updateAccessUserBody = z
  .strictObject({
    status: z.enum(STAFF_STATUSES, zodError('access.status')).optional(),
    role: z.enum(STAFF_ROLES, zodError('access.chooseStaffRole')).optional(),
    toggleModule: z.enum(ACCESS_MODULES, zodError('access.modules')).optional(),
  })
  .refine((body) => [body.status, body.role, body.toggleModule].filter((value) => value !== undefined).length === 1, {
    ...zodError('access.oneChange'),
  });
export type UpdateAccessUserBody = z.infer<typeof updateAccessUserBody>;

/** POST /api/auth/invitations/{token}: the invited person chooses a password. */
export const setPasswordBody = z.strictObject({
  password: z
    .string(zodError('access.password'))
    .min(10, zodError('access.password'))
    .max(200, zodError('access.password')),
});
export type SetPasswordBody = z.infer<typeof setPasswordBody>;

/** Where the web app lets an invited person set a password. */
export const invitationPath = (token: string) => `/admin-invite/${token}`;

export interface AccessUserResponse {
  id: string;
  username: string;
  name: string;
  email: string;
  role: StaffRole;
  status: StaffStatus;
  /** Module chips, in canonical order. */
  permissions: AccessModule[];
  /** Last sign-in, ISO; null before the first. */
  lastActiveAt: string | null;
  /** 'Invite pending' while invited, 'Just now' within 5 minutes of a sign-in, else null (show lastActiveAt). */
  lastActive: string | null;
  /** False until the person set a password with the invitation link. */
  hasPassword: boolean;
  /** The signed-in master's own row: it cannot suspend, demote or remove itself. */
  isSelf: boolean;
  createdAt: string;
}

export interface AccessCountsResponse {
  total: number;
  active: number;
  invited: number;
  suspended: number;
}

/** GET /api/access-users */
export interface AccessUsersResponse {
  users: AccessUserResponse[];
  counts: AccessCountsResponse;
  /** Newest first, at most 20. */
  activity: ActivityEntryResponse[];
}

/** A one-time link to set a password; the token is shown only in this answer. */
export interface InvitationResponse {
  token: string;
  /** invitationPath(token), to append to the site's origin. */
  path: string;
  expiresAt: string;
}

/** POST /api/access-users (201) and POST /api/access-users/{id}/invitation (201). */
export interface InviteAccessUserResponse {
  user: AccessUserResponse;
  invitation: InvitationResponse;
}

/** GET /api/auth/invitations/{token} (public). */
export interface InvitationDetailsResponse {
  name: string;
  username: string;
  email: string;
  role: StaffRole;
  expiresAt: string;
}

/** POST /api/auth/invitations/{token} (public): then sign in with username and the new password. */
export interface SetPasswordResponse {
  username: string;
  role: StaffRole;
}

/* ------------------------------------------------------------------- team */

/** Ids of EMPLOYEE_ROLES, EMPLOYEE_DEPARTMENTS and EMPLOYEE_STATUSES in @prana/catalogue. */
export const EMPLOYEE_ROLE_IDS = [
  'concierge-lead',
  'housekeeping-supervisor',
  'wellness-director',
  'maintenance-technician',
  'revenue-analyst',
  'operations-coordinator',
] as const;
export const EMPLOYEE_DEPARTMENT_IDS = ['guest-experience', 'operations', 'wellness', 'commercial', 'culinary', 'transport'] as const;
export const EMPLOYEE_STATUS_IDS = ['active', 'seasonal', 'contract'] as const;
export type EmployeeRoleIdValue = (typeof EMPLOYEE_ROLE_IDS)[number];
export type EmployeeDepartmentIdValue = (typeof EMPLOYEE_DEPARTMENT_IDS)[number];
export type EmployeeStatusId = (typeof EMPLOYEE_STATUS_IDS)[number];

const requiredDate = (label: FieldLabel) =>
  z
    .string(zodError('validation.realDate', { label }))
    .max(10, zodError('validation.realDate', { label }));

const employeeFields = {
  name: text('name', 160),
  /** An EMPLOYEE_ROLE_IDS id. */
  role: text('role', 60),
  /** An EMPLOYEE_DEPARTMENT_IDS id. */
  department: text('department', 60),
  wage: idrAmount('wage'),
  startDate: requiredDate('startDate'),
  lastReview: requiredDate('lastReview'),
  status: z.enum(EMPLOYEE_STATUS_IDS, zodError('backOffice.employeeStatus')),
  notes: optionalNote('notes', 1000),
};

/** POST /api/employees (status defaults to active). */
export const createEmployeeBody = z.strictObject({ ...employeeFields, status: employeeFields.status.optional() });
export type CreateEmployeeBody = z.infer<typeof createEmployeeBody>;

/** PATCH /api/employees/{id}: Save in the drawer; any of the fields. */
export const updateEmployeeBody = z
  .strictObject({
    name: employeeFields.name.optional(),
    role: employeeFields.role.optional(),
    department: employeeFields.department.optional(),
    wage: employeeFields.wage.optional(),
    startDate: employeeFields.startDate.optional(),
    lastReview: employeeFields.lastReview.optional(),
    status: employeeFields.status.optional(),
    notes: employeeFields.notes,
  })
  .refine((body) => Object.keys(body).length > 0, zodError('validation.nothingToChange'));
export type UpdateEmployeeBody = z.infer<typeof updateEmployeeBody>;

/** GET /api/employees?role=&department=&search= (filters are optional). */
export const employeeListQuery = z.strictObject({
  role: z.string(zodError('validation.text', { label: 'roleFilter' })).max(60, zodError('validation.maxChars', { label: 'roleFilter', max: 60 })).optional(),
  department: z
    .string(zodError('validation.text', { label: 'departmentFilter' }))
    .max(60, zodError('validation.maxChars', { label: 'departmentFilter', max: 60 }))
    .optional(),
  search: z.string(zodError('validation.text', { label: 'search' })).max(100, zodError('validation.maxChars', { label: 'search', max: 100 })).optional(),
});
export type EmployeeListQuery = z.infer<typeof employeeListQuery>;

export interface EmployeeResponse {
  id: string;
  name: string;
  role: EmployeeRoleIdValue;
  department: EmployeeDepartmentIdValue;
  /** Monthly wage, IDR. */
  wage: number;
  startDate: string;
  lastReview: string;
  status: EmployeeStatusId;
  notes: string | null;
  /** reviewState in @prana/domain: due 6 months after lastReview. */
  review: { dueDate: string; daysRemaining: number; state: 'ok' | 'due' | 'overdue' };
}

export interface TeamMetricsResponse {
  headcount: number;
  /** Sum of monthly wages, IDR. */
  monthlyPayroll: number;
  averageWage: number;
  reviewsDue: number;
  reviewsOverdue: number;
}

/** GET /api/employees, with the reader's own undo history. */
export interface EmployeesResponse extends UndoState {
  today: string;
  /** Matching the filters, by name. */
  employees: EmployeeResponse[];
  /** Over the whole roster, whatever the filters. */
  metrics: TeamMetricsResponse;
  /** Newest first, at most 30. */
  activity: ActivityEntryResponse[];
}

/** GET /api/employees/{id}/history: the drawer's History tab, newest first, at most 12. */
export interface EmployeeHistoryResponse {
  employeeId: string;
  entries: ActivityEntryResponse[];
}
