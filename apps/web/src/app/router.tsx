import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/page-loader.tsx';
import { prefetchGuestPages } from '../features/guest/api/prefetch.ts';
import { prefetchAvailability } from '../features/public/api/prefetch.ts';
import { loadTexts } from '../lib/i18n.ts';
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

const publicRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('../features/public/landing/landing-page.tsx'), 'LandingPage') },
  {
    path: 'availability',
    loader: prefetching(prefetchAvailability),
    lazy: page(() => import('../features/public/availability/availability-page.tsx'), 'AvailabilityPage'),
  },
  { path: 'about', lazy: page(() => import('../features/public/about/about-page.tsx'), 'AboutPage') },
  { path: 'sites/:siteId', lazy: page(() => import('../features/public/sites/site-page.tsx'), 'SitePage') },
  { path: 'guide', lazy: page(() => import('../features/public/info/info-page.tsx'), 'InfoPage') },
  { path: 'contact', lazy: page(() => import('../features/public/info/info-page.tsx'), 'InfoPage') },
  { path: 'policies/:policy', lazy: page(() => import('../features/public/info/info-page.tsx'), 'InfoPage') },
  { element: <RedirectSignedInGuest />, children: [{ path: 'login', lazy: page(() => import('../features/guest/login-page.tsx'), 'LoginPage', ...GUEST_TEXTS) }] },
  { path: 'admin-login', lazy: page(() => import('../features/admin/login/admin-login-page.tsx'), 'AdminLoginPage', ...STAFF_TEXTS) },
  { path: 'admin-invite/:token', lazy: page(() => import('../features/admin/back-office/access/invitation-page.tsx'), 'InvitationPage', ...STAFF_TEXTS) },
];

const guestRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('../features/guest/overview-page.tsx'), 'OverviewPage') },
  { path: 'guide', lazy: page(() => import('../features/guest/guide-page.tsx'), 'GuidePage') },
  { path: 'dining', lazy: page(() => import('../features/guest/dining-page.tsx'), 'DiningPage') },
  { path: 'wellness', lazy: page(() => import('../features/guest/wellness-page.tsx'), 'WellnessPage') },
  { path: 'transport', lazy: page(() => import('../features/guest/transport-page.tsx'), 'TransportPage') },
  { path: 'housekeeping', lazy: page(() => import('../features/guest/housekeeping-page.tsx'), 'HousekeepingPage') },
  { path: 'concierge', lazy: page(() => import('../features/guest/concierge-page.tsx'), 'ConciergePage') },
  { path: 'billing', lazy: page(() => import('../features/guest/billing-page.tsx'), 'BillingPage') },
  { path: 'requests', lazy: page(() => import('../features/guest/requests-page.tsx'), 'RequestsPage') },
  { path: 'requests/:id', lazy: page(() => import('../features/guest/request-page.tsx'), 'RequestPage') },
  { path: 'notifications', lazy: page(() => import('../features/guest/notifications-page.tsx'), 'NotificationsPage') },
  { path: 'prototype', lazy: page(() => import('../features/guest/prototype-page.tsx'), 'PrototypePage') },
];

const adminRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('../features/admin/admin-dashboard-page.tsx'), 'AdminHomeRedirect') },
  { path: 'availability', lazy: page(() => import('../features/admin/availability/availability-page.tsx'), 'AvailabilityControlPage') },
  { path: 'calendar', lazy: page(() => import('../features/admin/calendar/calendar-page.tsx'), 'CalendarPage') },
  { path: 'master/team', lazy: page(() => import('../features/admin/back-office/team/team-page.tsx'), 'TeamPage') },
  { path: ':role', lazy: page(() => import('../features/admin/admin-dashboard-page.tsx'), 'AdminDashboardPage') },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        lazy: page(() => import('../features/public/public-layout.tsx'), 'PublicLayout'),
        children: publicRoutes,
      },
      {
        path: 'app',
        element: <RequireGuest />,
        loader: prefetching(prefetchGuestPages),
        children: [{ lazy: page(() => import('../features/guest/guest-layout.tsx'), 'GuestLayout', ...GUEST_TEXTS), children: guestRoutes }],
      },
      {
        path: 'admin',
        element: <RequireStaff />,
        children: [{ lazy: page(() => import('../features/admin/admin-layout.tsx'), 'AdminLayout', ...STAFF_TEXTS), children: adminRoutes }],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
