import type { NotesFallbackKey } from '@prana/domain';
import type { Localized } from '../localized.ts';
import type { SiteId } from '../sites.ts';

/** The two concierge requests that open a notes modal. */
export type ConciergeRequestType = 'in-person' | 'celebration';

/** A card on the Concierge page. 'chat' opens the messaging chat in a new tab. */
export interface ConciergeCard {
  id: 'chat' | ConciergeRequestType;
  title: Localized;
  description: Localized;
  action: Localized;
  /** Placeholder of the notes box; only the modal cards have one. */
  notesPlaceholder?: Localized;
}

export const CONCIERGE_CARDS: readonly ConciergeCard[] = [
  {
    id: 'chat',
    title: { en: 'Chat with the concierge', id: 'Chat dengan concierge' },
    description: {
      en: 'Message us any time. We reply within 15 minutes between 07:00 and 22:00 WITA.',
      id: 'Kirim pesan kapan saja. Kami membalas dalam 15 menit antara pukul 07:00 dan 22:00 WITA.',
    },
    action: { en: 'Open chat', id: 'Buka chat' },
  },
  {
    id: 'in-person',
    title: { en: 'Meet a host in person', id: 'Bertemu host secara langsung' },
    description: {
      en: 'A host comes to your villa within ten minutes, from 07:00 to 23:00.',
      id: 'Host datang ke vila Anda dalam sepuluh menit, pukul 07:00 sampai 23:00.',
    },
    action: { en: 'Request a visit', id: 'Minta kunjungan' },
    notesPlaceholder: { en: 'What can we help with?', id: 'Apa yang bisa kami bantu?' },
  },
  {
    id: 'celebration',
    title: { en: 'Plan a celebration', id: 'Rencanakan perayaan' },
    description: {
      en: 'Birthdays, anniversaries, a proposal: tell us the moment and we arrange the rest.',
      id: 'Ulang tahun, hari jadi, lamaran: ceritakan momennya, sisanya kami siapkan.',
    },
    action: { en: 'Start planning', id: 'Mulai merencanakan' },
    notesPlaceholder: { en: 'The occasion, the date and who it is for', id: 'Acaranya, tanggalnya, dan untuk siapa' },
  },
];

export const CONCIERGE_REQUEST_TITLES: Readonly<Record<ConciergeRequestType, Localized>> = {
  'in-person': { en: 'In-person concierge visit', id: 'Kunjungan concierge langsung' },
  celebration: { en: 'Celebration planning', id: 'Perencanaan perayaan' },
};

/** The request title of a concierge request type. */
export function conciergeRequestTitle(type: ConciergeRequestType): Localized {
  return CONCIERGE_REQUEST_TITLES[type];
}

/** Concierge reply time during its hours, in minutes. */
export const CONCIERGE_RESPONSE_MINUTES = 15;
/** Hours (WITA) in which the concierge answers messages. */
export const CONCIERGE_MESSAGE_HOURS = { from: '07:00', to: '22:00' } as const;
/** Hours in which the concierge is on site. */
export const CONCIERGE_ON_SITE_HOURS = { from: '07:00', to: '23:00' } as const;
/** How soon an in-person host arrives, in minutes. */
export const IN_PERSON_HOST_MINUTES = 10;
/** Notice for changes before arrival, in hours. */
export const CHANGE_NOTICE_HOURS = 48;
/** Inside this many hours before arrival, changes are best effort with GM approval. */
export const BEST_EFFORT_CHANGE_HOURS = 24;
/** The time the villa is ready on arrival day. */
export const VILLA_READY_TIME = '15:00';

/** One service promise line. */
export interface ServicePromise {
  id: 'response' | 'on-site' | 'in-person' | 'change-notice' | 'villa-ready';
  text: Localized;
}

export const SERVICE_PROMISES: readonly ServicePromise[] = [
  {
    id: 'response',
    text: {
      en: 'The concierge responds within 15 minutes between 07:00 and 22:00 WITA.',
      id: 'Concierge membalas dalam 15 menit antara pukul 07:00 dan 22:00 WITA.',
    },
  },
  {
    id: 'on-site',
    text: {
      en: 'The concierge is on site from 07:00 to 23:00.',
      id: 'Concierge siaga di lokasi pukul 07:00 sampai 23:00.',
    },
  },
  {
    id: 'in-person',
    text: { en: 'An in-person host arrives within ten minutes.', id: 'Host datang langsung dalam sepuluh menit.' },
  },
  {
    id: 'change-notice',
    text: {
      en: 'Changes need 48 hours’ notice before arrival. Within 24 hours we try our best, with the general manager’s approval.',
      id: 'Perubahan perlu diberitahukan 48 jam sebelum kedatangan. Kurang dari 24 jam, kami usahakan sebaik mungkin dengan persetujuan general manager.',
    },
  },
  {
    id: 'villa-ready',
    text: {
      en: 'Your villa is prepared at 15:00 on arrival day.',
      id: 'Vila Anda siap pukul 15:00 pada hari kedatangan.',
    },
  },
];

/** A fast-link card on the Overview. 'chat' cards open the messaging chat; 'route' cards link inside /app. */
export interface OverviewFastLink {
  id: string;
  kind: 'chat' | 'route';
  /** Path for 'route' cards. */
  href?: string;
  title: Localized;
  description: Localized;
  action: Localized;
}

export const OVERVIEW_FAST_LINKS: readonly OverviewFastLink[] = [
  {
    id: 'chat-concierge',
    kind: 'chat',
    title: { en: 'Message the concierge', id: 'Kirim pesan ke concierge' },
    description: {
      en: 'Replies within 15 minutes, 07:00 to 22:00 WITA.',
      id: 'Dibalas dalam 15 menit, 07:00 sampai 22:00 WITA.',
    },
    action: { en: 'Open chat', id: 'Buka chat' },
  },
  {
    id: 'arrange-transport',
    kind: 'route',
    href: '/app/transport',
    title: { en: 'Arrange transport', id: 'Atur transportasi' },
    description: {
      en: 'Free shuttle seats, a private driver or your airport run.',
      id: 'Kursi shuttle gratis, sopir pribadi, atau antar ke bandara.',
    },
    action: { en: 'Plan a ride', id: 'Rencanakan perjalanan' },
  },
  {
    id: 'plan-celebration',
    kind: 'route',
    href: '/app/concierge',
    title: { en: 'Plan something special', id: 'Rencanakan momen istimewa' },
    description: {
      en: 'Flowers, a cake or a private dinner, set up while you are out.',
      id: 'Bunga, kue, atau makan malam privat, disiapkan saat Anda keluar.',
    },
    action: { en: 'Talk to us', id: 'Hubungi kami' },
  },
];

/** Guest Wi-Fi of one site. */
export interface WifiDetails {
  siteId: SiteId;
  network: string;
  password: string;
}

export const WIFI_NETWORKS: readonly WifiDetails[] = [
  { siteId: 'prana-jungle', network: 'Prana-Guest', password: 'rainforest2024' },
  { siteId: 'prana-ubud', network: 'Prana-Guest', password: 'terraces2024' },
  { siteId: 'prana-palms', network: 'Prana-Guest', password: 'palmbreeze2024' },
];

/** The Wi-Fi of a site, or the first site's when the site is unknown. */
export function wifiForSite(siteId: string | null | undefined): WifiDetails {
  return WIFI_NETWORKS.find((wifi) => wifi.siteId === siteId) ?? WIFI_NETWORKS[0];
}

/** What blank notes show, per fallback of @prana/domain's NOTES_FALLBACK_BY_CATEGORY. */
export const NOTES_FALLBACK_TEXTS = {
  special: { en: 'No special notes.', id: 'Tidak ada catatan khusus.' },
  extra: { en: 'No extra notes.', id: 'Tidak ada catatan tambahan.' },
  additional: { en: 'No additional notes.', id: 'Tidak ada catatan lainnya.' },
} as const satisfies Record<NotesFallbackKey, Localized>;
