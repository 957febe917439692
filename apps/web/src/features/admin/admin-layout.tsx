import { useEffect } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { can } from '@prana/contracts';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { OfflineBanner } from '../../components/offline-banner.tsx';
import { Logo } from '../../components/logo.tsx';
import { useSession } from '../../lib/session.tsx';
import { useRefetchOnReconnect } from '../../lib/live-cache.ts';
import { useOnline } from '../../lib/offline/outbox.ts';
import { registerServiceWorker } from '../../lib/offline/service-worker.ts';
import { useSocketEvent } from '../../lib/socket.ts';
import { DASHBOARD_PAGES } from './admin-pages.ts';
import { DevicePushToggle } from './shell/device-push.tsx';
import { useAdminLiveCache } from './api/live-cache.ts';
import { useBackOfficeLiveCache } from './back-office/api/live-cache.ts';
import styles from './admin-layout.module.css';

/** Shell of the back office (/admin/*), desktop first: title, who is signed in, sections. */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const { staff, refresh } = useSession();
  const tier = staff?.tier ?? 'staff';
  // Signed out elsewhere or suspended: the server closed this socket; ask who we are now, and the
  // route guard sends a signed-out person to /admin-login.
  useSocketEvent('session.ended', () => void refresh());
  useAdminLiveCache();
  useBackOfficeLiveCache();
  useRefetchOnReconnect();
  // Installable like the companion; staff data is never kept offline and staff writes never queue.
  useEffect(registerServiceWorker, []);
  const online = useOnline();

  return (
    <>
      <header className={styles.header}>
        {online ? null : <OfflineBanner>{tc('offline.staff')}</OfflineBanner>}
        <div className={`container ${styles.bar}`}>
          <Logo />
          <p className={styles.title}>{t('shell.title')}</p>
          {staff ? (
            <p className={styles.who}>{t('shell.signedInAs', { name: staff.name, role: t(`roles.${staff.tier}`) })}</p>
          ) : null}
          {staff && can(staff.role, 'requests.manage') ? <DevicePushToggle /> : null}
          <LanguageSwitcher />
        </div>
        <nav aria-label={t('shell.navLabel')} className="container">
          <ul className={styles.navList}>
            <li>
              <NavLink to={`/admin/${tier}`} end className={styles.navLink}>
                {tc(`pages.${DASHBOARD_PAGES[tier]}`)}
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/availability" className={styles.navLink}>
                {tc('pages.adminAvailability')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/calendar" className={styles.navLink}>
                {tc('pages.adminCalendar')}
              </NavLink>
            </li>
            {staff && can(staff.role, 'register.manage') && can(staff.tier, 'register.manage') ? (
              <li>
                <NavLink to="/admin/register" className={styles.navLink}>
                  {tc('pages.adminRegister')}
                </NavLink>
              </li>
            ) : null}
            {staff && can(staff.role, 'turnovers.manage') && can(staff.tier, 'turnovers.manage') ? (
              <li>
                <NavLink to="/admin/housekeeping" className={styles.navLink}>
                  {tc('pages.adminHousekeeping')}
                </NavLink>
              </li>
            ) : null}
            {staff && can(staff.role, 'team.manage') && can(staff.tier, 'team.manage') ? (
              <li>
                <NavLink to="/admin/master/team" className={styles.navLink}>
                  {tc('pages.adminTeam')}
                </NavLink>
              </li>
            ) : null}
            {staff && can(staff.role, 'documents.audit') && can(staff.tier, 'documents.audit') ? (
              <li>
                <NavLink to="/admin/master/document-reads" className={styles.navLink}>
                  {tc('pages.adminDocumentReads')}
                </NavLink>
              </li>
            ) : null}
          </ul>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </>
  );
}
