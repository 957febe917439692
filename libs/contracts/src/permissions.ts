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
  /**
   * A guest's booking code in full (with the last name it signs in as that guest): for the roles
   * that welcome arrivals. Others see it masked, `PRN-••02`.
   */
  'bookings.codes': ['master', 'manager', 'staff'],
  'bookings.write': ['master', 'manager'],
  'sync.watch': ALL_STAFF,
  /** Queue depths and sync health of the running system. */
  'ops.read': ['master'],
  /** Reservation requests sent from the public site, for the staff queue. */
  'reservations.read': ALL_STAFF,
  /** A visitor's email and phone on a reservation request: for the roles that follow requests up, not investors. */
  'reservations.contact': ['master', 'manager', 'staff'],
  /** The live concierge queue (investors read reports, not guests' requests). */
  'requests.read': ['master', 'manager', 'staff'],
  /** One's own screen settings (focus preferences); the only thing an investor writes. */
  'preferences.own': ALL_STAFF,
  /** Changing a guest request's status (acknowledge, schedule, confirm) from the queue. */
  'requests.manage': ['master', 'manager', 'staff'],
  /** Giving a request to a colleague, or taking it from one (anyone who works the queue takes a free one or releases their own). */
  'requests.assign': ['master', 'manager'],
  /** The queue's quick replies: everyone who works the queue uses them (requests.read); these roles write them. */
  'replies.write': ['master', 'manager'],
  /** The guest service catalogue (menus, rituals, transport, housekeeping, guide): a manager drafts changes, master publishes them to guests. */
  'offerings.edit': ['master', 'manager'],
  'offerings.publish': ['master'],
  /** The register of guests staying (arrivals, in residence, departures) and what staff do at the door: verify documents, report to immigration. */
  'register.manage': ['master', 'manager', 'staff'],
  /** A guest's document photo, read at the door; every read is written to the access log. */
  'documents.read': ['master', 'manager', 'staff'],
  /** The access log of document photos. */
  'documents.audit': ['master'],
  /** Erasing a guest's personal data on their request (names, contacts, documents, messages; the money stays): never undone. */
  'guests.erase': ['master'],
  /**
   * Back office: financials (finance, expenses) belong to
   * master and investor, operations (maintenance) to master, manager and staff. An investor reads
   * but never writes; a manager runs operations, content and people but sees no money.
   */
  'finance.read': ['master', 'investor'],
  /** Entering or clearing what a channel paid out for an imported reservation. */
  'finance.write': ['master'],
  'expenses.read': ['master', 'investor'],
  /** Shareholder statements (monthly, per site and villa): listed and downloaded by the roles that read the money. */
  'reports.read': ['master', 'investor'],
  'expenses.write': ['master'],
  'maintenance.read': ['master', 'manager', 'staff'],
  'maintenance.write': ['master', 'manager'],
  /** Staff accounts, invitations and module access: master only. */
  'access.manage': ['master'],
  /** Nightly pricing: villas' base rates and minimum stays, seasons and single-date overrides. */
  'pricing.manage': ['master'],
  /**
   * The rota: one's own shifts and the day's crew schedule (whoever works a shift); the whole rota,
   * its staffing and its changes belong to those who assign shifts.
   */
  'rota.read': ['master', 'manager', 'staff'],
  'rota.write': ['master', 'manager'],
  /** Team roster and wages (/admin/master/team): master only. */
  'team.manage': ['master'],
  /** The housekeeping board: turnovers between stays, moved through their states from a phone. */
  'turnovers.manage': ['master', 'manager', 'staff'],
  /** The booking funnel (searches, villa views, requests, bookings by channel): master only. */
  'funnel.read': ['master'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: StaffRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}
