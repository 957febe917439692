/** English texts, one object per namespace. Indonesian (id.ts) must match this shape key for key. */

const common = {
  brand: {
    name: 'Prana',
    tagline: 'Villas in Ubud, Bali',
    homeLink: 'Prana, back to home',
  },
  nav: {
    primary: 'Main',
    about: 'About',
    availability: 'Availability',
    guestLogin: 'Guest login',
    adminLogin: 'Admin login',
    home: 'Home',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    skipToContent: 'Skip to content',
    breadcrumb: 'Breadcrumb',
  },
  language: {
    label: 'Language',
    en: 'English',
    id: 'Bahasa',
  },
  pages: {
    landing: 'Home',
    availability: 'Availability',
    guestLogin: 'Guest login',
    adminLogin: 'Admin login',
    about: 'About Prana',
    site: 'Our sites',
    guide: 'Ubud guide',
    contact: 'Contact',
    policyFlexible: 'Flexible stay policy',
    policyRefund: 'Refund policy',
    policyTerms: 'Terms of stay',
    policyPrivacy: 'Privacy policy',
    guestOverview: 'Overview',
    guestGuide: 'Local Guide',
    guestDining: 'Dining',
    guestWellness: 'Wellness',
    guestTransport: 'Transport',
    guestHousekeeping: 'Housekeeping',
    guestConcierge: 'Concierge',
    guestBilling: 'Billing',
    guestRequests: 'My requests',
    guestNotifications: 'Notifications',
    guestPrototype: 'Guest prototype',
    adminMaster: 'Master Control Centre',
    adminInvestor: 'Investor Overview',
    adminManager: 'Operations HQ',
    adminStaff: 'Team Daily Briefing',
    adminAvailability: 'Availability control centre',
    adminTeam: 'Team and wages',
  },
  comingSoon: {
    eyebrow: 'Coming soon',
    body: 'This part of Prana is coming soon. We are crafting it with care.',
    home: 'Back to home',
  },
  error: {
    title: 'Unexpected Application Error!',
    body: 'Something went wrong on this page. Go back home and try again.',
    home: 'Go to home',
    details: 'Technical details',
  },
  status: {
    loading: 'Loading…',
    retry: 'Retry',
    live: 'Live',
    offline: 'Reconnecting…',
  },
  session: {
    checking: 'Checking your session…',
    error: 'We could not check your session. Please try again.',
  },
  footer: {
    blurb: 'Three villa sites in Ubud, Bali.',
    explore: 'Explore',
    policies: 'Policies',
    copyright: '© {{year}} Prana Villas',
  },
};

const publicNs = {
  landing: {
    eyebrow: 'Ubud, Bali',
    title: 'Stay where Ubud breathes slowly',
    intro:
      'Prana is three villa sites around Ubud: rainforest lofts on the ridge, terraces for gatherings in Pejeng and palm gardens in Mas for celebrations. Seventeen villas, each cared for by a team that knows your name.',
    cta: 'Check availability',
    secondary: 'About Prana',
    heroAlt: 'Terraces and tropical gardens at Prana Ubud',
    sitesTitle: 'Three sites, three moods',
    siteLink: 'Discover {{site}}',
    villaCount_one: '{{count}} villa',
    villaCount_other: '{{count}} villas',
  },
  availability: {
    eyebrow: 'Availability',
    title: 'Our villas in Ubud',
    lead: 'Three sites, each with its own character. Choose a villa to begin planning your stay.',
    count_one: '{{count}} villa',
    count_other: '{{count}} villas',
    loading: 'Loading villas…',
    loadError: 'Unable to load villas',
    emptyTitle: 'No villas match this stay yet',
    emptyBody: 'Adjust your dates or guest count to discover more availability.',
    sleeps_one: 'Sleeps up to {{count}} guest',
    sleeps_other: 'Sleeps up to {{count}} guests',
    guestsTbd: 'Guests TBD',
    bedrooms_one: '{{count}} bedroom',
    bedrooms_other: '{{count}} bedrooms',
    nightlyRate: 'Nightly rate',
    perNight: '/ night',
    unassigned: 'Unassigned',
    imageAlt: '{{villa}} at {{site}}',
    viewSite: 'View {{site}}',
  },
};

const guest = {
  shell: {
    title: 'Guest Companion',
    navLabel: 'Guest companion sections',
    booking: 'Booking {{code}}',
  },
};

const admin = {
  shell: {
    title: 'Prana Operations',
    navLabel: 'Back office sections',
    signedInAs: '{{name}}, {{role}}',
  },
  roles: {
    master: 'Master',
    investor: 'Investor',
    manager: 'Manager',
    staff: 'Staff',
  },
};

export const en = { common, public: publicNs, guest, admin };

/** The shape every language provides: the same keys, any strings. */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type Translations = Texts<typeof en>;
export type Namespace = keyof Translations;
export type PageKey = keyof Translations['common']['pages'];
