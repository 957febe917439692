import type { StaffIdentity, StaffRole } from '@prana/contracts';
import { isAccessRole } from '@prana/domain';

/** What /admin/:role?view= shows, or where it sends the person instead. */
type DashboardResolution =
  | { kind: 'show'; tier: StaffRole; previewing: boolean }
  | { kind: 'redirect'; to: string };

/**
 * Only a master views another tier, through the role in the path or ?view=; anyone else who
 * asks for another tier is sent to /admin/{their role}. An invalid role is refused the same way
 * (the server checks every call regardless: this only decides what to draw).
 */
export function resolveDashboard(
  params: { role: string | undefined; view: string | null },
  staff: Pick<StaffIdentity, 'role' | 'tier'>,
): DashboardResolution {
  const { role, view } = params;
  if (staff.role !== 'master') {
    const own = staff.role;
    if (role !== own || (view !== null && view !== own)) return { kind: 'redirect', to: `/admin/${own}` };
    return { kind: 'show', tier: own, previewing: false };
  }
  if (!isAccessRole(role)) return { kind: 'redirect', to: `/admin/${staff.tier}` };
  if (view === null) return { kind: 'show', tier: role, previewing: role !== 'master' };
  if (!isAccessRole(view)) return { kind: 'redirect', to: `/admin/${role}` };
  return { kind: 'show', tier: view, previewing: view !== 'master' };
}
