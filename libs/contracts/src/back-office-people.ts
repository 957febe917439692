import { z } from 'zod';
import { ACCESS_MODULES, type AccessModule } from '@prana/domain';
import { STAFF_ROLES, STAFF_STATUSES, type StaffRole, type StaffStatus } from './roles.ts';
import type { ActivityEntryResponse } from './back-office.ts';
import { idrAmount, optionalNote, text } from './back-office-fields.ts';

/* ----------------------------------------------------------------- access */

/** Permission modules of the admin area: a rule of @prana/domain, the same words on the wire. */
export { ACCESS_MODULES, type AccessModule };

/** Admin spec §5/§8 wording (INVITE_REQUIRED_MESSAGE in @prana/domain). */
const INVITE_REQUIRED = 'Enter a full name and email to send the invite.';

/** POST /api/access-users: invite. Without modules (or with none), the role's defaults apply. */
export const inviteAccessUserBody = z.strictObject({
  name: z.string({ error: INVITE_REQUIRED }).max(160, { error: 'Name must be at most 160 characters.' }),
  email: z.string({ error: INVITE_REQUIRED }).max(254, { error: 'Email must be at most 254 characters.' }),
  role: z.enum(STAFF_ROLES, { error: 'Choose a role: master, investor, manager or staff.' }),
  modules: z
    .array(z.enum(ACCESS_MODULES, { error: 'Modules are financials, operations, content, people and reports.' }), {
      error: 'Send the modules as a list.',
    })
    .max(ACCESS_MODULES.length, { error: 'Each module at most once.' })
    .optional(),
  /** Sign-in name; derived from the email when absent. 3–40 of a–z, 0–9, dot, dash, underscore. */
  username: z
    .string({ error: 'Username must be text.' })
    .regex(/^[A-Za-z0-9._-]{3,40}$/, { error: 'A username is 3 to 40 letters, digits, dots, dashes or underscores.' })
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
    status: z.enum(STAFF_STATUSES, { error: 'Status must be invited, active or suspended.' }).optional(),
    role: z.enum(STAFF_ROLES, { error: 'Choose a role: master, investor, manager or staff.' }).optional(),
    toggleModule: z.enum(ACCESS_MODULES, { error: 'Modules are financials, operations, content, people and reports.' }).optional(),
  })
  .refine((body) => [body.status, body.role, body.toggleModule].filter((value) => value !== undefined).length === 1, {
    error: 'Send exactly one of status, role or toggleModule.',
  });
export type UpdateAccessUserBody = z.infer<typeof updateAccessUserBody>;

/** POST /api/auth/invitations/{token}: the invited person chooses a password. */
export const setPasswordBody = z.strictObject({
  password: z
    .string({ error: 'Choose a password of 10 to 200 characters.' })
    .min(10, { error: 'Choose a password of 10 to 200 characters.' })
    .max(200, { error: 'Choose a password of 10 to 200 characters.' }),
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

const requiredDate = (label: string) =>
  z
    .string({ error: `${label} must be a real date in YYYY-MM-DD form.` })
    .max(10, { error: `${label} must be a real date in YYYY-MM-DD form.` });

const employeeFields = {
  name: text('Name', 160),
  /** An EMPLOYEE_ROLE_IDS id. */
  role: text('Role', 60),
  /** An EMPLOYEE_DEPARTMENT_IDS id. */
  department: text('Department', 60),
  wage: idrAmount('Wage'),
  startDate: requiredDate('Start date'),
  lastReview: requiredDate('Last review'),
  status: z.enum(EMPLOYEE_STATUS_IDS, { error: 'Status must be active, seasonal or contract.' }),
  notes: optionalNote('Notes', 1000),
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
  .refine((body) => Object.keys(body).length > 0, { error: 'Send at least one field to change.' });
export type UpdateEmployeeBody = z.infer<typeof updateEmployeeBody>;

/** GET /api/employees?role=&department=&search= (filters are optional). */
export const employeeListQuery = z.strictObject({
  role: z.string({ error: 'Role filter must be text.' }).max(60, { error: 'Role filter must be at most 60 characters.' }).optional(),
  department: z
    .string({ error: 'Department filter must be text.' })
    .max(60, { error: 'Department filter must be at most 60 characters.' })
    .optional(),
  search: z.string({ error: 'Search must be text.' }).max(100, { error: 'Search must be at most 100 characters.' }).optional(),
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

/** GET /api/employees */
export interface EmployeesResponse {
  today: string;
  /** Matching the filters, by name. */
  employees: EmployeeResponse[];
  /** Over the whole roster, whatever the filters. */
  metrics: TeamMetricsResponse;
  /** Newest first, at most 30. */
  activity: ActivityEntryResponse[];
  undoAvailable: number;
}

/** GET /api/employees/{id}/history: the drawer's History tab, newest first, at most 12. */
export interface EmployeeHistoryResponse {
  employeeId: string;
  entries: ActivityEntryResponse[];
}
