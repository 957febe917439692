import { Outlet } from 'react-router-dom';
import { PublicFooter } from './layout/public-footer.tsx';
import { PublicHeader } from './layout/public-header.tsx';
import styles from './public-layout.module.css';

/** Header, main content and footer of every public page. */
export function PublicLayout() {
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
