/** The four staff roles, in the order the sign-in screen lists them. */
export const STAFF_ROLES = ['master', 'investor', 'manager', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Staff account states (admin spec §4). */
export const STAFF_STATUSES = ['invited', 'active', 'suspended'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];
