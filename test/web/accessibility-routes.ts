import type { StaffRole } from '@prana/contracts';

/** Who opens a route: a visitor, the demo guest, or a staff member of one role. */
export type Reader = 'visitor' | 'guest' | StaffRole;

export interface ScannedRoute {
  path: string;
  reader: Reader;
}

/**
 * Every screen the accessibility journey scans, with the reader who may open it: one route per
 * distinct screen (the three site pages are one screen with other data, and so are the policies).
 * A new screen is one line here; the journey signs the reader in, so a guarded page is scanned as
 * its owner sees it.
 */
export const SCANNED_ROUTES: readonly ScannedRoute[] = [
  { path: '/', reader: 'visitor' },
  { path: '/availability', reader: 'visitor' },
  { path: '/about', reader: 'visitor' },
  { path: '/sites/prana-jungle', reader: 'visitor' },
  { path: '/villas/jungle-loft', reader: 'visitor' },
  { path: '/guide', reader: 'visitor' },
  { path: '/contact', reader: 'visitor' },
  { path: '/policies/flexible', reader: 'visitor' },
  { path: '/login', reader: 'visitor' },
  { path: '/admin-login', reader: 'visitor' },
  { path: '/admin-invite/not-a-real-invitation', reader: 'visitor' },
  { path: '/app', reader: 'guest' },
  { path: '/app/guide', reader: 'guest' },
  { path: '/app/dining', reader: 'guest' },
  { path: '/app/wellness', reader: 'guest' },
  { path: '/app/transport', reader: 'guest' },
  { path: '/app/housekeeping', reader: 'guest' },
  { path: '/app/concierge', reader: 'guest' },
  { path: '/app/billing', reader: 'guest' },
  { path: '/app/requests', reader: 'guest' },
  { path: '/app/notifications', reader: 'guest' },
  { path: '/app/check-in', reader: 'guest' },
  { path: '/app/prototype', reader: 'guest' },
  { path: '/admin/master', reader: 'master' },
  { path: '/admin/master/team', reader: 'master' },
  { path: '/admin/master/document-reads', reader: 'master' },
  { path: '/admin/availability', reader: 'master' },
  { path: '/admin/calendar', reader: 'manager' },
  { path: '/admin/housekeeping', reader: 'staff' },
  { path: '/admin/investor', reader: 'investor' },
  { path: '/admin/manager', reader: 'manager' },
  { path: '/admin/staff', reader: 'staff' },
  { path: '/admin/register', reader: 'staff' },
  { path: '/admin/register/print', reader: 'manager' },
];
