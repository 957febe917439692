import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SkipLink } from '../components/skip-link.tsx';

/** Wraps every route: the skip link first, scroll restored between pages. */
export function RootLayout() {
  return (
    <>
      <SkipLink />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
