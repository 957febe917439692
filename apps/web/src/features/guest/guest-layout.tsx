import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { Logo } from '../../components/logo.tsx';
import type { PageKey } from '../../lib/i18n/resources.ts';
import { useSession } from '../../lib/session.tsx';
import styles from './guest-layout.module.css';

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

/** Shell of the guest companion (/app/*), phone first: title, booking, sections, language. */
export function GuestLayout() {
  const { t } = useTranslation('guest');
  const { t: tc } = useTranslation();
  const { guest } = useSession();
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);

  // Keep the active section in view in the sideways-scrolling tab row.
  useEffect(() => {
    navRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);

  return (
    <>
      <header className={styles.header}>
        <div className={`container ${styles.bar}`}>
          <Logo />
          <p className={styles.title}>{t('shell.title')}</p>
        </div>
        <div className={`container ${styles.context}`}>
          {guest ? <p>{t('shell.booking', { code: guest.bookingCode })}</p> : null}
          <LanguageSwitcher />
        </div>
        <nav ref={navRef} aria-label={t('shell.navLabel')} className={styles.nav}>
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
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </>
  );
}
