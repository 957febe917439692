import { AREA_TEXT_MODULES } from '../lib/i18n/text-modules.ts';
import { withoutLanguage } from '../lib/language-address.ts';

/**
 * The code of every page and layout, loaded on first visit. The router (router.tsx) lazy-loads
 * them; the entry (main.tsx) starts the ones the address names right away, beside the app's own
 * code, so a phone waits for one set of round trips instead of two. Kept free of heavy imports:
 * the entry loads this file before anything else.
 */
export const PAGES = {
  publicLayout: () => import('../features/public/public-layout.tsx'),
  landing: () => import('../features/public/landing/landing-page.tsx'),
  availability: () => import('../features/public/availability/availability-page.tsx'),
  about: () => import('../features/public/about/about-page.tsx'),
  site: () => import('../features/public/sites/site-page.tsx'),
  villa: () => import('../features/public/villas/villa-page.tsx'),
  info: () => import('../features/public/info/info-page.tsx'),
  guestLogin: () => import('../features/guest/login-page.tsx'),
  adminLogin: () => import('../features/admin/login/admin-login-page.tsx'),
  invitation: () => import('../features/admin/back-office/access/invitation-page.tsx'),
  guestLayout: () => import('../features/guest/guest-layout.tsx'),
  guestPrefetch: () => import('../features/guest/api/prefetch.ts'),
  guestOverview: () => import('../features/guest/overview-page.tsx'),
  guestGuide: () => import('../features/guest/guide-page.tsx'),
  guestDining: () => import('../features/guest/dining-page.tsx'),
  guestWellness: () => import('../features/guest/wellness-page.tsx'),
  guestTransport: () => import('../features/guest/transport-page.tsx'),
  guestHousekeeping: () => import('../features/guest/housekeeping-page.tsx'),
  guestConcierge: () => import('../features/guest/concierge-page.tsx'),
  guestBilling: () => import('../features/guest/billing-page.tsx'),
  guestRequests: () => import('../features/guest/requests-page.tsx'),
  guestRequest: () => import('../features/guest/request-page.tsx'),
  guestNotifications: () => import('../features/guest/notifications-page.tsx'),
  guestCheckIn: () => import('../features/guest/check-in-page.tsx'),
  guestPrototype: () => import('../features/guest/prototype-page.tsx'),
  adminLayout: () => import('../features/admin/admin-layout.tsx'),
  adminDashboard: () => import('../features/admin/admin-dashboard-page.tsx'),
  adminAvailability: () => import('../features/admin/availability/availability-page.tsx'),
  adminCalendar: () => import('../features/admin/calendar/calendar-page.tsx'),
  adminHousekeeping: () => import('../features/admin/housekeeping/housekeeping-page.tsx'),
  adminTeam: () => import('../features/admin/back-office/team/team-page.tsx'),
  adminDocumentReads: () => import('../features/admin/document-reads/document-reads-page.tsx'),
  adminRegister: () => import('../features/admin/register/register-page.tsx'),
  adminRegisterPrint: () => import('../features/admin/register/register-print-page.tsx'),
};

type Loader = () => Promise<unknown>;

const GUEST_SUBPAGES: Record<string, Loader> = {
  '': PAGES.guestOverview,
  guide: PAGES.guestGuide,
  dining: PAGES.guestDining,
  wellness: PAGES.guestWellness,
  transport: PAGES.guestTransport,
  housekeeping: PAGES.guestHousekeeping,
  concierge: PAGES.guestConcierge,
  billing: PAGES.guestBilling,
  requests: PAGES.guestRequests,
  notifications: PAGES.guestNotifications,
  'check-in': PAGES.guestCheckIn,
};

/**
 * What the page at `pathname` will load: its layout, its page and its area's texts. Only the
 * addresses people arrive at matter here (a miss costs only the head start); the router stays the
 * authority on what each address shows.
 */
export function pagesFor(pathname: string): Loader[] {
  const [area = '', sub = ''] = withoutLanguage(pathname).split('/').filter(Boolean);
  if (area === 'app') return [AREA_TEXT_MODULES.guest, PAGES.guestPrefetch, PAGES.guestLayout, GUEST_SUBPAGES[sub] ?? PAGES.guestRequest];
  if (area === 'admin') return [AREA_TEXT_MODULES.admin, AREA_TEXT_MODULES.sync, AREA_TEXT_MODULES.backOffice, PAGES.adminLayout];
  if (area === 'login') return [AREA_TEXT_MODULES.guest, PAGES.publicLayout, PAGES.guestLogin];
  if (area === '') return [PAGES.publicLayout, PAGES.landing];
  if (area === 'availability') return [PAGES.publicLayout, PAGES.availability];
  if (area === 'sites') return [PAGES.publicLayout, PAGES.site];
  if (area === 'villas') return [PAGES.publicLayout, PAGES.villa];
  if (area === 'about') return [PAGES.publicLayout, PAGES.about];
  if (area === 'guide' || area === 'contact' || area === 'policies') return [PAGES.publicLayout, PAGES.info];
  return [PAGES.publicLayout];
}
