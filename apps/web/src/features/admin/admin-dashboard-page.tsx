import { Navigate, useParams } from 'react-router-dom';
import { isStaffRole } from '@prana/contracts';
import { ComingSoon } from '../../components/coming-soon.tsx';
import { useSession } from '../../lib/session.tsx';
import { DASHBOARD_PAGES } from './admin-pages.ts';

/**
 * /admin/:role. The role must be one of the four tiers; only a master may open another tier's
 * dashboard, anyone else is sent to their own (admin spec §2). The server enforces the same.
 */
export function AdminDashboardPage() {
  const { role } = useParams();
  const { staff } = useSession();
  if (!staff) return <Navigate to="/admin-login" replace />;
  const allowed = isStaffRole(role) && (staff.role === 'master' || role === staff.tier);
  if (!allowed) return <Navigate to={`/admin/${staff.tier}`} replace />;
  return <ComingSoon page={DASHBOARD_PAGES[role]} />;
}

/** /admin: straight to the signed-in tier's dashboard. */
export function AdminHomeRedirect() {
  const { staff } = useSession();
  return <Navigate to={staff ? `/admin/${staff.tier}` : '/admin-login'} replace />;
}
