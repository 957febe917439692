import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, NavLink, Outlet, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LOYALTY_TIER_COPY } from '@prana/catalogue';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { BurgerButton } from '../../components/burger-button.tsx';
import { OfflineBanner } from '../../components/offline-banner.tsx';
import { Logo } from '../../components/logo.tsx';
import { signOut } from '../../lib/auth-api.ts';
import { forgetPushOnThisDevice } from '../../lib/push.ts';
import { useRefetchOnReconnect } from '../../lib/live-cache.ts';
import { useOnline } from '../../lib/offline/outbox.ts';
import { registerServiceWorker } from '../../lib/offline/service-worker.ts';
import { useSocketEvent } from '../../lib/socket.ts';
import type { PageKey } from '../../lib/i18n/resources.ts';
import type { guestEn } from '../../lib/i18n/guest.ts';
import { useSession } from '../../lib/session.tsx';
import { useBurgerMenu } from '../../lib/use-burger-menu.ts';
import { useLocalized } from '../../lib/use-language.ts';
import { useGuestLiveCache } from './api/live-cache.ts';
import { useDates } from '../../lib/use-dates.ts';
import { forgetBookingCode } from './guest-credentials.ts';
import { useNotifications } from './api/notifications.ts';
import { useProfile } from './api/profile.ts';
import styles from './guest-layout.module.css';

/** The main guest navigation; the prototype dashboard is reached from the overview only. */
const SECTIONS: ReadonlyArray<{ to: string; page: PageKey; end?: boolean }> = [
  { to: '/app', page: 'guestOverview', end: true },
  { to: '/app/guide', page: 'guestGuide' },
  { to: '/app/dining', page: 'guestDining' },
  { to: '/app/wellness', page: 'guestWellness' },
  { to: '/app/transport', page: 'guestTransport' },
  { to: '/app/housekeeping', page: 'guestHousekeeping' },
  { to: '/app/concierge', page: 'guestConcierge' },
  { to: '/app/billing', page: 'guestBilling' },
  { to: '/app/requests', page: 'guestRequests' },
  { to: '/app/notifications', page: 'guestNotifications' },
];

/** Within thumb reach on phones: the four most used sections and the full menu. */
const TAB_BAR: ReadonlyArray<{ to: string; page: keyof (typeof guestEn)['shell']['tabs']; icon: string; end?: boolean }> = [
  { to: '/app', page: 'guestOverview', icon: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z', end: true },
  { to: '/app/requests', page: 'guestRequests', icon: 'M5 4h14v16H5zM8 8h8M8 12h8M8 16h5' },
  { to: '/app/concierge', page: 'guestConcierge', icon: 'M4 5h16v11H9l-5 4z' },
  { to: '/app/billing', page: 'guestBilling', icon: 'M3 6h18v12H3zM3 10h18M7 15h4' },
];

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}

/** The context row: villa, loyalty badge, notifications with the unread count, Log out. */
function ContextRow() {
  const { t } = useTranslation('guest');
  const localize = useLocalized();
  const profile = useProfile().data;
  const unreadCount = useNotifications().data?.unreadCount;
  const session = useSession();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const logOut = async () => {
    setLeaving(true);
    setFailed(false);
    // Forgotten first: the server ends the live connection before it answers, and session.ended
    // may open the sign-in form (prefilled from what is remembered) before the answer arrives.
    forgetBookingCode();
    try {
      await signOut();
      // As for staff: the subscription went with the session, and the browser forgets it too.
      await forgetPushOnThisDevice().catch(() => undefined);
      session.setUser(null);
      navigate('/login', { replace: true });
    } catch {
      setFailed(true);
      setLeaving(false);
    }
  };

  return (
    <div className={`container ${styles.context}`}>
      <p className={styles.villa} data-testid="guest-villa">
        {profile ? profile.villa.name : t('shell.defaultLocation')}
      </p>
      {profile ? (
        <span className={styles.loyalty} data-tier={profile.loyaltyTier}>
          {localize(LOYALTY_TIER_COPY[profile.loyaltyTier].name)}
        </span>
      ) : null}
      <Link
        to="/app/notifications"
        className={styles.bell}
        aria-label={unreadCount === undefined ? t('shell.notifications') : t('shell.notificationsLink', { count: unreadCount })}
      >
        <Icon path="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" />
        {/* Shown once known: a placeholder count would be untrue, and the badge would move when it widens for the real one. */}
        {unreadCount === undefined ? null : (
          <span className={styles.count} data-testid="unread-count" data-empty={unreadCount === 0} aria-hidden="true">
            {unreadCount}
          </span>
        )}
      </Link>
      {session.guest ? (
        <button type="button" className={styles.logout} onClick={() => void logOut()} disabled={leaving}>
          {t('shell.logout')}
        </button>
      ) : null}
      {failed ? (
        <p role="alert" className={styles.logoutError}>
          {t('common.genericError')}
        </p>
      ) : null}
    </div>
  );
}

/** Offline: the pages show the cache kept on this device; says so, with when it was last fresh. */
function GuestOfflineBanner() {
  const { t } = useTranslation();
  const { dateTime } = useDates();
  const cache = useQueryClient();
  if (useOnline()) return null;
  const lastSeen = Math.max(0, ...cache.getQueryCache().findAll({ queryKey: ['guest'] }).map((query) => query.state.dataUpdatedAt));
  return <OfflineBanner>{lastSeen ? t('offline.guestAt', { time: dateTime(new Date(lastSeen).toISOString()) }) : t('offline.guest')}</OfflineBanner>;
}

/** Shell of the guest companion (/app/*), phone first: header, context row, menu and a thumb-reach tab bar. */
export function GuestLayout() {
  const { t } = useTranslation('guest');
  const { t: tc } = useTranslation();
  const { open, id: menuId, toggle, close, toggleRef, menuRef } = useBurgerMenu();
  const session = useSession();
  useGuestLiveCache();
  useRefetchOnReconnect();
  // Signed out elsewhere (another tab, expiry): ask who we are; the route guard then leaves /app.
  useSocketEvent('session.ended', () => void session.refresh());
  // The installable companion: precache, offline pages, push (lib/offline/service-worker.ts).
  useEffect(registerServiceWorker, []);

  return (
    <>
      <header className={styles.header}>
        <GuestOfflineBanner />
        <div className={`container ${styles.bar}`}>
          <Logo />
          <p className={styles.title}>{t('shell.title')}</p>
          <Link to="/" className={styles.home}>
            {tc('nav.home')}
          </Link>
          <div className={styles.language}>
            <LanguageSwitcher />
          </div>
          <BurgerButton open={open} controls={menuId} onToggle={toggle} ref={toggleRef} className={styles.menuButton} />
        </div>
        <ContextRow />
        <nav ref={menuRef} id={menuId} aria-label={t('shell.navLabel')} className={styles.nav} data-open={open}>
          <ul className={`container ${styles.navList}`}>
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={section.end} className={styles.navLink}>
                  {tc(`pages.${section.page}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {open ? <div className={styles.overlay} onClick={close} aria-hidden="true" /> : null}
      <main id="main" tabIndex={-1} className={`container ${styles.main}`}>
        <Outlet />
      </main>
      <nav aria-label={t('shell.tabBarLabel')} className={styles.tabBar}>
        {TAB_BAR.map((tab) => (
          <NavLink key={tab.to} to={tab.to} end={tab.end} className={styles.tab}>
            <Icon path={tab.icon} />
            <span>{t(`shell.tabs.${tab.page}`)}</span>
          </NavLink>
        ))}
        <button type="button" className={styles.tab} aria-expanded={open} aria-controls={menuId} onClick={toggle}>
          <Icon path="M4 7h16M4 12h16M4 17h16" />
          <span>{t('shell.menu')}</span>
        </button>
      </nav>
    </>
  );
}
