import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import { BurgerButton } from '../../../components/burger-button.tsx';
import { Logo } from '../../../components/logo.tsx';
import { useBurgerMenu } from '../../../lib/use-burger-menu.ts';
import { useSession } from '../../../lib/session.tsx';
import { withoutLanguage } from '../../../lib/language-address.ts';
import { useLocalizedPath } from '../../../lib/use-language.ts';
import { useScrollLock } from '../shared/use-scroll-lock.ts';
import styles from './public-header.module.css';

/** The header turns solid once the page has scrolled this far. */
const SOLID_AFTER_PX = 120;

const ANCHORS = ['booking', 'villas', 'services', 'testimonials'] as const;

const PAGES = [
  { to: '/about', key: 'nav.about' },
  { to: '/availability', key: 'nav.availability' },
] as const;

const SIGN_IN = [
  { to: '/login', key: 'nav.guestLogin' },
  { to: '/admin-login', key: 'nav.adminLogin' },
] as const;
/** A signed-in guest goes straight to their stay instead of the sign-in form. */
const MY_STAY = { to: '/app', key: 'nav.myStay' } as const;

function useScrolledPast(threshold: number): boolean {
  // Read after the first render: the build's HTML and its hydration know no scroll position.
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setPast(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return past;
}

function NavItems({ listClass }: { listClass: string }) {
  const { t } = useTranslation('public');
  const { t: tc } = useTranslation();
  const { guest } = useSession();
  const localPath = useLocalizedPath();
  const signIn = guest ? [MY_STAY, SIGN_IN[1]] : SIGN_IN;
  return (
    <>
      <ul className={listClass}>
        {ANCHORS.map((anchor) => (
          <li key={anchor}>
            <Link to={{ pathname: localPath('/'), hash: `#${anchor}` }} className={styles.link}>
              {t(`nav.${anchor}`)}
            </Link>
          </li>
        ))}
        {PAGES.map((page) => (
          <li key={page.to}>
            <NavLink to={localPath(page.to)} className={styles.link}>
              {tc(page.key)}
            </NavLink>
          </li>
        ))}
      </ul>
      <ul className={`${listClass} ${styles.signIn}`}>
        {signIn.map((page) => (
          <li key={page.to}>
            <NavLink to={page.to} className={styles.link}>
              {tc(page.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Public top bar: logo, the landing anchors, About, availability, guest and admin sign-in and the
 * language. Over the landing hero it is transparent until the page scrolls 120 px; below 1100 px
 * the links live in a menu that locks the page and closes on Escape, the overlay or navigation.
 */
export function PublicHeader() {
  const { t } = useTranslation();
  const location = useLocation();
  const { open, id: menuId, toggle, close, toggleRef, menuRef: drawerRef } = useBurgerMenu<HTMLDivElement>();
  const scrolled = useScrolledPast(SOLID_AFTER_PX);
  const overHero = withoutLanguage(location.pathname) === '/';
  const solid = !overHero || scrolled || open;

  useScrollLock(open);

  useEffect(() => {
    if (open) drawerRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open, drawerRef]);

  return (
    <header className={`${styles.header} ${solid ? '' : 'on-dark'}`} data-solid={solid} data-open={open} data-testid="public-header">
      <div className={`container ${styles.bar}`}>
        <Logo />
        <nav aria-label={t('nav.primary')} className={styles.desktopNav}>
          <NavItems listClass={styles.list} />
        </nav>
        <div className={styles.language}>
          <LanguageSwitcher tone={solid ? 'light' : 'dark'} />
        </div>
        <BurgerButton open={open} controls={menuId} onToggle={toggle} ref={toggleRef} className={styles.menuButton} />
      </div>
      {open ? <div className={styles.overlay} onClick={close} aria-hidden="true" data-testid="menu-overlay" /> : null}
      <div id={menuId} ref={drawerRef} className={styles.drawer} hidden={!open} data-testid="mobile-menu">
        <nav aria-label={t('nav.primary')}>
          <NavItems listClass={styles.drawerList} />
        </nav>
        <LanguageSwitcher />
      </div>
    </header>
  );
}
