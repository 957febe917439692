import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AppUpdatePrompt } from '../components/app-update-prompt.tsx';
import { SkipLink } from '../components/skip-link.tsx';

/** Wraps every route: the skip link first, scroll restored between pages, a new version's prompt. */
export function RootLayout() {
  return (
    <>
      <SkipLink />
      <Outlet />
      <ScrollRestoration />
      <AppUpdatePrompt />
    </>
  );
}
