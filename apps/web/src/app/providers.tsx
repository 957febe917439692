import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { i18n } from '../lib/i18n.ts';
import { SessionProvider } from '../lib/session.tsx';
import { router } from './router.tsx';

/** Everything a page can rely on: translations, the session, the router. */
export function AppProviders() {
  return (
    <I18nextProvider i18n={i18n}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </I18nextProvider>
  );
}
