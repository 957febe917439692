import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ComingSoon } from '../components/coming-soon.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { RedirectSignedInGuest, RequireGuest, RequireStaff } from './route-guards.tsx';

/** A lazy route module: loads the file on first visit and uses one of its named exports. */
function page<M, K extends keyof M>(load: () => Promise<M>, name: K): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

const publicRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('../features/public/landing-page.tsx'), 'LandingPage') },
  { path: 'availability', lazy: page(() => import('../features/public/availability-page.tsx'), 'AvailabilityPage') },
  { path: 'about', element: <ComingSoon page="about" /> },
  { path: 'sites/:siteId', lazy: page(() => import('../features/public/site-page.tsx'), 'SitePage') },
  { path: 'guide', element: <ComingSoon page="guide" /> },
  { path: 'contact', element: <ComingSoon page="contact" /> },
  { path: 'policies/:policy', lazy: page(() => import('../features/public/policy-page.tsx'), 'PolicyPage') },
  { element: <RedirectSignedInGuest />, children: [{ path: 'login', element: <ComingSoon page="guestLogin" /> }] },
  { path: 'admin-login', element: <ComingSoon page="adminLogin" /> },
];

const guestRoutes: RouteObject[] = [
  { index: true, element: <ComingSoon page="guestOverview" /> },
  { path: 'guide', element: <ComingSoon page="guestGuide" /> },
  { path: 'dining', element: <ComingSoon page="guestDining" /> },
  { path: 'wellness', element: <ComingSoon page="guestWellness" /> },
  { path: 'transport', element: <ComingSoon page="guestTransport" /> },
  { path: 'housekeeping', element: <ComingSoon page="guestHousekeeping" /> },
  { path: 'concierge', element: <ComingSoon page="guestConcierge" /> },
  { path: 'billing', element: <ComingSoon page="guestBilling" /> },
  { path: 'requests', element: <ComingSoon page="guestRequests" /> },
  { path: 'notifications', element: <ComingSoon page="guestNotifications" /> },
  { path: 'prototype', element: <ComingSoon page="guestPrototype" /> },
];

const adminRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('../features/admin/admin-dashboard-page.tsx'), 'AdminHomeRedirect') },
  { path: 'availability', element: <ComingSoon page="adminAvailability" /> },
  { path: 'master/team', element: <ComingSoon page="adminTeam" /> },
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
        children: [{ lazy: page(() => import('../features/guest/guest-layout.tsx'), 'GuestLayout'), children: guestRoutes }],
      },
      {
        path: 'admin',
        element: <RequireStaff />,
        children: [{ lazy: page(() => import('../features/admin/admin-layout.tsx'), 'AdminLayout'), children: adminRoutes }],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
