import type { ComponentType } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { ADMIN_DASHBOARDS } from '@prana/catalogue';
import type { StaffIdentity, StaffRole } from '@prana/contracts';
import { useSession } from '../../lib/session.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLocalized } from '../../lib/use-language.ts';
import { resolveDashboard } from './dashboard-view.ts';
import { allowsFor, type TierDashboardProps } from './dashboards/dashboard-context.ts';
import { InvestorDashboard } from './dashboards/investor-dashboard.tsx';
import { ManagerDashboard } from './dashboards/manager-dashboard.tsx';
import { MasterDashboard } from './dashboards/master-dashboard.tsx';
import { StaffDashboard } from './dashboards/staff-dashboard.tsx';
import { DashboardHeader } from './shell/dashboard-header.tsx';
import { useFocusPreferences } from './shell/focus-preferences.ts';
import { AlertBar, NoticesProvider, ToastStack } from './shell/notices.tsx';
import { useBookings } from './shell/use-bookings.ts';
import styles from './admin-dashboard-page.module.css';

const DASHBOARDS: Record<StaffRole, ComponentType<TierDashboardProps>> = {
  master: MasterDashboard,
  investor: InvestorDashboard,
  manager: ManagerDashboard,
  staff: StaffDashboard,
};

/**
 * /admin/:role?view=. Only a master views another tier; anyone else asking for one is sent to
 * /admin/{their role}, and an invalid role is refused the same way. The
 * server checks every call on its own; this decides what to draw.
 */
export function AdminDashboardPage() {
  const { role } = useParams();
  const [searchParams] = useSearchParams();
  const { staff } = useSession();
  if (!staff) return <Navigate to="/admin-login" replace />;
  const resolution = resolveDashboard({ role, view: searchParams.get('view') }, staff);
  if (resolution.kind === 'redirect') return <Navigate to={resolution.to} replace />;
  return (
    <NoticesProvider>
      <DashboardShell staff={staff} tier={resolution.tier} pathRole={role as StaffRole} previewing={resolution.previewing} />
    </NoticesProvider>
  );
}

interface DashboardShellProps {
  staff: StaffIdentity;
  tier: StaffRole;
  pathRole: StaffRole;
  previewing: boolean;
}

function DashboardShell({ staff, tier, pathRole, previewing }: DashboardShellProps) {
  const localize = useLocalized();
  const bookings = useBookings();
  const preferences = useFocusPreferences();
  useDocumentTitle(localize(ADMIN_DASHBOARDS[tier].title));
  const TierDashboard = DASHBOARDS[tier];

  return (
    <div className={`container ${styles.page}`} data-testid={`dashboard-${tier}`}>
      <DashboardHeader staff={staff} tier={tier} pathRole={pathRole} previewing={previewing} />
      <AlertBar />
      {/* Before the panels: on a phone the toasts sit here in the page, over nothing (notices.module.css). */}
      <ToastStack />
      <TierDashboard tier={tier} allows={allowsFor(staff.role, tier)} bookings={bookings} preferences={preferences} />
    </div>
  );
}

/** /admin: straight to the signed-in tier's dashboard. */
export function AdminHomeRedirect() {
  const { staff } = useSession();
  return <Navigate to={staff ? `/admin/${staff.tier}` : '/admin-login'} replace />;
}
