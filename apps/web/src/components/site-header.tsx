import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from './logo.tsx';
import styles from './site-header.module.css';

const LINKS = [
  { to: '/about', key: 'nav.about' },
  { to: '/availability', key: 'nav.availability' },
  { to: '/login', key: 'nav.guestLogin' },
  { to: '/admin-login', key: 'nav.adminLogin' },
] as const;

function NavLinks({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} className={styles.link}>
            {t(link.key)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Public top bar: logo, main links, language; a menu drawer on small screens. */
export function SiteHeader() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);

  // Navigation closes the menu.
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    drawerRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Logo />
        <nav aria-label={t('nav.primary')} className={styles.desktopNav}>
          <NavLinks className={styles.list} />
        </nav>
        <div className={styles.language}>
          <LanguageSwitcher />
        </div>
        <button
          ref={toggleRef}
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpen((value) => !value)}
        >
          <span className={styles.burger} data-open={open} aria-hidden="true" />
        </button>
      </div>
      {open ? <div className={styles.overlay} onClick={() => setOpen(false)} aria-hidden="true" /> : null}
      <div id={menuId} ref={drawerRef} className={styles.drawer} data-open={open} hidden={!open}>
        <nav aria-label={t('nav.primary')}>
          <NavLinks className={styles.drawerList} />
        </nav>
        <LanguageSwitcher />
      </div>
    </header>
  );
}
