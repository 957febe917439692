import type { Localized } from '../localized.ts';

/** Where a service catalogue stands. */
export type CatalogueItemStatus = 'live' | 'updating' | 'draft';

export const CATALOGUE_ITEM_STATUS_LABELS: Readonly<Record<CatalogueItemStatus, Localized>> = {
  live: { en: 'Live', id: 'Tayang' },
  updating: { en: 'Updating', id: 'Diperbarui' },
  draft: { en: 'Draft', id: 'Draf' },
};

/** A row of the service catalogue status table. */
export interface ServiceCatalogueItem {
  id: string;
  name: Localized;
  owner: Localized;
  itemCount: number;
  status: CatalogueItemStatus;
  note: Localized;
}

export const SERVICE_CATALOGUE_ITEMS: readonly ServiceCatalogueItem[] = [
  {
    id: 'in-villa-dining',
    name: { en: 'In-villa dining', id: 'Santapan di vila' },
    owner: { en: 'Culinary', id: 'Kuliner' },
    itemCount: 11,
    status: 'live',
    note: { en: 'Breakfast add-ons and all-day menu.', id: 'Tambahan sarapan dan menu sepanjang hari.' },
  },
  {
    id: 'wellness-rituals',
    name: { en: 'Wellness rituals', id: 'Ritual kebugaran' },
    owner: { en: 'Wellness', id: 'Kebugaran' },
    itemCount: 6,
    status: 'live',
    note: { en: 'Prices checked this month.', id: 'Harga sudah dicek bulan ini.' },
  },
  {
    id: 'transport',
    name: { en: 'Transport and shuttle', id: 'Transportasi dan shuttle' },
    owner: { en: 'Transport', id: 'Transportasi' },
    itemCount: 4,
    status: 'live',
    note: { en: 'Three daily shuttle runs.', id: 'Tiga perjalanan shuttle setiap hari.' },
  },
  {
    id: 'housekeeping',
    name: { en: 'Housekeeping services', id: 'Layanan tata graha' },
    owner: { en: 'Operations', id: 'Operasional' },
    itemCount: 4,
    status: 'live',
    note: { en: 'Turndown window 18:00 to 21:00.', id: 'Layanan malam pukul 18.00 sampai 21.00.' },
  },
  {
    id: 'local-guide',
    name: { en: 'Local Guide', id: 'Panduan Lokal' },
    owner: { en: 'Guest Experience', id: 'Pengalaman Tamu' },
    itemCount: 28,
    status: 'updating',
    note: { en: 'Nightlife picks under review.', id: 'Rekomendasi hiburan malam sedang ditinjau.' },
  },
  {
    id: 'rainy-season-menu',
    name: { en: 'Rainy-season menu', id: 'Menu musim hujan' },
    owner: { en: 'Culinary', id: 'Kuliner' },
    itemCount: 8,
    status: 'draft',
    note: { en: 'Tasting with the chef on Friday.', id: 'Pencicipan bersama chef hari Jumat.' },
  },
];

/** A quick reply the staff can send. Placeholders: {guest}, {time}. */
export interface MessageTemplate {
  id: string;
  title: Localized;
  body: Localized;
}

/** The seed of the stored quick replies (reply_templates, seeded once by its migration); screens read the api. */
export const MESSAGE_TEMPLATES: readonly MessageTemplate[] = [
  {
    id: 'acknowledged',
    title: { en: 'Request received', id: 'Permintaan diterima' },
    body: {
      en: 'Thank you, {guest}. We have your request and are on it.',
      id: 'Terima kasih, {guest}. Permintaan Anda sudah kami terima dan sedang kami siapkan.',
    },
  },
  {
    id: 'on-the-way',
    title: { en: 'On the way', id: 'Dalam perjalanan' },
    body: {
      en: 'Our team is on the way to your villa and will be there within ten minutes.',
      id: 'Tim kami sedang menuju vila Anda dan tiba dalam sepuluh menit.',
    },
  },
  {
    id: 'shuttle-reminder',
    title: { en: 'Shuttle reminder', id: 'Pengingat shuttle' },
    body: {
      en: 'A reminder that your shuttle to Ubud leaves at {time} from the main gate.',
      id: 'Pengingat: shuttle Anda ke Ubud berangkat pukul {time} dari gerbang utama.',
    },
  },
  {
    id: 'dining-confirmed',
    title: { en: 'Dining confirmed', id: 'Santapan dikonfirmasi' },
    body: {
      en: 'Your table is set for {time}. Tell us about any allergies before then.',
      id: 'Meja Anda siap pukul {time}. Kabari kami bila ada alergi sebelum waktunya.',
    },
  },
  {
    id: 'housekeeping-done',
    title: { en: 'Housekeeping done', id: 'Tata graha selesai' },
    body: {
      en: 'Your villa is refreshed and ready. Enjoy your afternoon, {guest}.',
      id: 'Vila Anda sudah dirapikan dan siap. Selamat menikmati sore Anda, {guest}.',
    },
  },
  {
    id: 'late-checkout',
    title: { en: 'Late checkout', id: 'Late check-out' },
    body: {
      en: 'Good news: late checkout until 14:00 is confirmed for your departure day.',
      id: 'Kabar baik: late check-out hingga pukul 14.00 sudah dikonfirmasi untuk hari kepulangan Anda.',
    },
  },
];
