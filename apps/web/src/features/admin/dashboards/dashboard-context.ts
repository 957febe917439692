import { can, type Permission, type StaffRole } from '@prana/contracts';
import type { FocusPreferences } from '../shell/focus-preferences.ts';
import type { BookingsStore } from '../shell/use-bookings.ts';

/** What every tier dashboard receives from the shell. */
export interface TierDashboardProps {
  /** The tier being shown (a master may preview another). */
  tier: StaffRole;
  /** May the person do this in the view they are looking at? The role decides on the server; a preview also hides what the previewed tier cannot use. */
  allows: (permission: Permission) => boolean;
  bookings: BookingsStore;
  preferences: FocusPreferences;
}

export function allowsFor(role: StaffRole, tier: StaffRole): (permission: Permission) => boolean {
  return (permission) => can(role, permission) && can(tier, permission);
}
