import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../components/page-loader.tsx';
import { StatusMessage } from '../components/status-message.tsx';
import { useSession, type Session } from '../lib/session.tsx';
import styles from './route-guards.module.css';

function SessionPending({ session }: { session: Session }): ReactNode {
  const { t } = useTranslation();
  return (
    <main id="main" tabIndex={-1} className={`container ${styles.pending}`}>
      {session.status === 'error' ? (
        <StatusMessage title={t('session.error')} onRetry={() => void session.refresh()} />
      ) : (
        <PageLoader label={t('session.checking')} />
      )}
    </main>
  );
}

/** /app/*: only for a signed-in guest; anyone else goes to /login. */
export function RequireGuest() {
  const session = useSession();
  const location = useLocation();
  if (session.status !== 'ready') return <SessionPending session={session} />;
  if (!session.guest) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** /admin/*: only for a signed-in staff member; anyone else goes to /admin-login. */
export function RequireStaff() {
  const session = useSession();
  const location = useLocation();
  if (session.status !== 'ready') return <SessionPending session={session} />;
  if (!session.staff) return <Navigate to="/admin-login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** /login: a guest who is already signed in goes straight to /app. */
export function RedirectSignedInGuest() {
  const session = useSession();
  if (session.guest) return <Navigate to="/app" replace />;
  return <Outlet />;
}
