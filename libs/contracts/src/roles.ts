import { ACCESS_ROLES, ACCESS_STATUSES, isAccessRole, type AccessRole, type AccessStatus } from '@prana/domain';

// Which roles and account states exist is a rule of libs/domain; the wire names are the same.

/** The four staff roles, in the order the sign-in screen lists them. */
export const STAFF_ROLES = ACCESS_ROLES;
export type StaffRole = AccessRole;
export const isStaffRole: (value: unknown) => value is StaffRole = isAccessRole;

/** Staff account states. */
export const STAFF_STATUSES = ACCESS_STATUSES;
export type StaffStatus = AccessStatus;
