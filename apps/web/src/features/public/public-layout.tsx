import { Outlet } from 'react-router-dom';
import { SiteFooter } from '../../components/site-footer.tsx';
import { SiteHeader } from '../../components/site-header.tsx';
import styles from './public-layout.module.css';

/** Header, main content and footer of every public page. */
export function PublicLayout() {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
