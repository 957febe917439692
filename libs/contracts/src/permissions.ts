import type { StaffRole } from './roles.ts';

const ALL_STAFF = ['master', 'investor', 'manager', 'staff'] as const satisfies readonly StaffRole[];

/**
 * Who may do what: the one table behind every staff endpoint and socket room (the server
 * enforces it; the web reads it only to hide what a role cannot use).
 */
export const PERMISSIONS = {
  'villas.read': ALL_STAFF,
  'villas.manage': ['master', 'manager'],
  'bookings.read': ALL_STAFF,
  'bookings.write': ['master', 'manager'],
  'sync.watch': ALL_STAFF,
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: StaffRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}
