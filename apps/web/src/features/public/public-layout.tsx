import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PublicFooter } from './layout/public-footer.tsx';
import { PublicHeader } from './layout/public-header.tsx';
import styles from './public-layout.module.css';

/** The page the head in the document is for: the one the document was loaded at (its head came with its HTML). */
let headIsFor = typeof window === 'undefined' ? null : window.location.pathname;

/** The head follows the page after a navigation inside the app; the code that builds heads loads only then. */
function usePageHeadOnNavigation(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (headIsFor === pathname) return;
    headIsFor = pathname;
    void import('./seo/follow-page-head.ts').then(({ followPageHead }) => followPageHead(pathname)).catch(() => undefined);
  }, [pathname]);
}

/** Header, main content and footer of every public page. */
export function PublicLayout() {
  usePageHeadOnNavigation();
  return (
    <>
      <PublicHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <PublicFooter />
    </>
  );
}
