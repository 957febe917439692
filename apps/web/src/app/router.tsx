import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/page-loader.tsx';
import { prefetchAvailability } from '../features/public/api/prefetch.ts';
import { loadTexts } from '../lib/i18n.ts';
import { PAGES } from './pages.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { RedirectSignedInGuest, RequireGuest, RequireStaff } from './route-guards.tsx';

/** A lazy route module: loads the file (and the texts of its area) on first visit and uses one of its named exports. */
function page<M, K extends keyof M>(load: () => Promise<M>, name: K, ...texts: Parameters<typeof loadTexts>): RouteObject['lazy'] {
  return async () => {
    const [module] = await Promise.all([load(), loadTexts(...texts)]);
    return { Component: module[name] as ComponentType };
  };
}

/**
 * A route loader that starts the reads a page will make, into the query cache, beside the page's
 * code (a loader defined on the route runs in parallel with its lazy module) and without holding
 * the navigation for them: on a phone the data then arrives with the code, not a round trip after.
 */
function prefetching(prefetch: (url: URL) => void): RouteObject['loader'] {
  return ({ request }) => {
    prefetch(new URL(request.url));
    return null;
  };
}

const GUEST_TEXTS = ['guest'] as const;
const STAFF_TEXTS = ['admin', 'sync', 'backOffice'] as const;

/**
 * The pages with an address per language (lib/language-address.ts), made once for each: English at
 * the root, Indonesian under /id. They are rendered to HTML (prerender.tsx) and hydrated: a route with
 * a loader needs an id (start.tsx hydrates it with its data in the cache, without running it).
 */
const addressedRoutes = (language: 'en' | 'id'): RouteObject[] => [
  { index: true, lazy: page(PAGES.landing, 'LandingPage') },
  {
    id: `availability-${language}`,
    path: 'availability',
    loader: prefetching(prefetchAvailability),
    lazy: page(PAGES.availability, 'AvailabilityPage'),
  },
  { path: 'about', lazy: page(PAGES.about, 'AboutPage') },
  { path: 'sites/:siteId', lazy: page(PAGES.site, 'SitePage') },
  { path: 'villas/:villaId', lazy: page(PAGES.villa, 'VillaPage') },
  { path: 'guide', lazy: page(PAGES.info, 'InfoPage') },
  { path: 'contact', lazy: page(PAGES.info, 'InfoPage') },
  { path: 'policies/:policy', lazy: page(PAGES.info, 'InfoPage') },
];

const publicRoutes: RouteObject[] = [
  ...addressedRoutes('en'),
  { path: 'id', children: addressedRoutes('id') },
  { element: <RedirectSignedInGuest />, children: [{ path: 'login', lazy: page(PAGES.guestLogin, 'LoginPage', ...GUEST_TEXTS) }] },
  { path: 'admin-login', lazy: page(PAGES.adminLogin, 'AdminLoginPage', ...STAFF_TEXTS) },
  { path: 'admin-invite/:token', lazy: page(PAGES.invitation, 'InvitationPage', ...STAFF_TEXTS) },
];

const guestRoutes: RouteObject[] = [
  { index: true, lazy: page(PAGES.guestOverview, 'OverviewPage') },
  { path: 'guide', lazy: page(PAGES.guestGuide, 'GuidePage') },
  { path: 'dining', lazy: page(PAGES.guestDining, 'DiningPage') },
  { path: 'wellness', lazy: page(PAGES.guestWellness, 'WellnessPage') },
  { path: 'transport', lazy: page(PAGES.guestTransport, 'TransportPage') },
  { path: 'housekeeping', lazy: page(PAGES.guestHousekeeping, 'HousekeepingPage') },
  { path: 'concierge', lazy: page(PAGES.guestConcierge, 'ConciergePage') },
  { path: 'billing', lazy: page(PAGES.guestBilling, 'BillingPage') },
  { path: 'requests', lazy: page(PAGES.guestRequests, 'RequestsPage') },
  { path: 'requests/:id', lazy: page(PAGES.guestRequest, 'RequestPage') },
  { path: 'notifications', lazy: page(PAGES.guestNotifications, 'NotificationsPage') },
  { path: 'check-in', lazy: page(PAGES.guestCheckIn, 'CheckInPage') },
  { path: 'prototype', lazy: page(PAGES.guestPrototype, 'PrototypePage') },
];

const adminRoutes: RouteObject[] = [
  { index: true, lazy: page(PAGES.adminDashboard, 'AdminHomeRedirect') },
  { path: 'availability', lazy: page(PAGES.adminAvailability, 'AvailabilityControlPage') },
  { path: 'calendar', lazy: page(PAGES.adminCalendar, 'CalendarPage') },
  { path: 'housekeeping', lazy: page(PAGES.adminHousekeeping, 'HousekeepingPage') },
  { path: 'master/team', lazy: page(PAGES.adminTeam, 'TeamPage') },
  { path: 'master/document-reads', lazy: page(PAGES.adminDocumentReads, 'DocumentReadsPage') },
  { path: 'register', lazy: page(PAGES.adminRegister, 'RegisterPage') },
  { path: 'register/print', lazy: page(PAGES.adminRegisterPrint, 'RegisterPrintPage') },
  { path: ':role', lazy: page(PAGES.adminDashboard, 'AdminDashboardPage') },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        lazy: page(PAGES.publicLayout, 'PublicLayout'),
        children: publicRoutes,
      },
      {
        path: 'app',
        element: <RequireGuest />,
        // Its module is small and loaded by the entry already (pages.ts): the guest chunk stays out of the first bundle.
        loader: prefetching(() => void PAGES.guestPrefetch().then(({ prefetchGuestPages }) => prefetchGuestPages())),
        children: [{ lazy: page(PAGES.guestLayout, 'GuestLayout', ...GUEST_TEXTS), children: guestRoutes }],
      },
      {
        path: 'admin',
        element: <RequireStaff />,
        children: [{ lazy: page(PAGES.adminLayout, 'AdminLayout', ...STAFF_TEXTS), children: adminRoutes }],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

