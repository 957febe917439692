import type { Localized } from './localized.ts';
import { serviceImagePath } from './media.ts';

/** The six service highlights of the landing page, in display order. */
export type ServiceId = 'culinary' | 'wellness' | 'adventures' | 'transport' | 'on-site-team' | 'safety';

/** A service highlight of the landing page. */
export interface Service {
  id: ServiceId;
  /** A lucide icon name, e.g. 'utensils'. */
  icon: string;
  /** `/media/services/{id}.jpg` */
  image: string;
  title: Localized;
  description: Localized;
  /** Three or four bullet points. */
  highlights: readonly Localized[];
}

const service = (s: Omit<Service, 'image'>): Service => ({ ...s, image: serviceImagePath(s.id) });

/** The six services. */
export const SERVICES: readonly Service[] = [
  service({
    id: 'culinary',
    icon: 'utensils',
    title: { en: 'In-villa dining', id: 'Bersantap di vila' },
    description: {
      en: 'Breakfast is served in your villa, and our chefs cook Balinese feasts and candlelit dinners wherever you want the table.',
      id: 'Sarapan disajikan di vila Anda, dan chef kami memasak hidangan khas Bali serta makan malam bercahaya lilin di mana pun Anda ingin meja disiapkan.',
    },
    highlights: [
      { en: 'Breakfast 07:30–10:00, in the villa or floating in the pool', id: 'Sarapan pukul 07:30–10:00, di vila atau terapung di kolam' },
      { en: 'Private chef lunches, barbecues and twilight dinners', id: 'Makan siang, barbekyu, dan makan malam senja oleh chef pribadi' },
      { en: 'Market-to-table menus from Ubud farms', id: 'Menu segar dari pertanian sekitar Ubud' },
      { en: 'Vegan, halal and allergy-aware cooking on request', id: 'Masakan vegan, halal, dan ramah alergi sesuai permintaan' },
    ],
  }),
  service({
    id: 'wellness',
    icon: 'flower-2',
    title: { en: 'Wellness rituals', id: 'Ritual kebugaran' },
    description: {
      en: 'Therapists come to you: Balinese massage on the deck, flower baths at dusk, sound healing and sunrise yoga.',
      id: 'Terapis datang ke vila Anda: pijat Bali di dek, mandi bunga saat senja, sound healing, dan yoga saat matahari terbit.',
    },
    highlights: [
      { en: 'Balinese massage and warm stone therapy', id: 'Pijat Bali dan terapi batu hangat' },
      { en: 'Flower baths prepared in your villa', id: 'Mandi bunga yang disiapkan di vila Anda' },
      { en: 'Sound healing and sunrise yoga', id: 'Sound healing dan yoga saat matahari terbit' },
    ],
  }),
  service({
    id: 'adventures',
    icon: 'mountain',
    title: { en: 'Local adventures', id: 'Petualangan lokal' },
    description: {
      en: 'Walk the ridges and rice terraces with people who grew up here, or catch sunrise over a volcano and be back for breakfast.',
      id: 'Susuri punggung bukit dan sawah bersama warga yang tumbuh besar di sini, atau saksikan matahari terbit di atas gunung dan kembali untuk sarapan.',
    },
    highlights: [
      { en: 'Guided rice-terrace and Campuhan ridge walks', id: 'Jalan kaki berpemandu di sawah dan Bukit Campuhan' },
      { en: 'Mount Batur sunrise treks', id: 'Pendakian matahari terbit di Gunung Batur' },
      { en: 'Temple visits with a local guide', id: 'Kunjungan pura bersama pemandu lokal' },
      { en: 'Woodcarving and batik classes in nearby villages', id: 'Kelas ukir kayu dan batik di desa sekitar' },
    ],
  }),
  service({
    id: 'transport',
    icon: 'car',
    title: { en: 'Getting around', id: 'Transportasi' },
    description: {
      en: 'From the airport to the market and back, there is always a ride: a free hourly shuttle, a private driver or a scooter at your door.',
      id: 'Dari bandara ke pasar lalu kembali, selalu ada tumpangan: antar-jemput gratis setiap jam, sopir pribadi, atau skuter di depan pintu.',
    },
    highlights: [
      { en: 'Complimentary hourly shuttle to central Ubud', id: 'Antar-jemput gratis setiap jam ke pusat Ubud' },
      { en: 'Airport transfers, about 90 minutes', id: 'Penjemputan bandara, sekitar 90 menit' },
      { en: 'Private driver for the day, up to 12 hours', id: 'Sopir pribadi seharian, hingga 12 jam' },
      { en: 'Scooters delivered to your villa', id: 'Skuter diantar ke vila Anda' },
    ],
  }),
  service({
    id: 'on-site-team',
    icon: 'users',
    title: { en: 'A team on site', id: 'Tim di lokasi' },
    description: {
      en: 'Your concierge is on site from 07:00 to 23:00 and a host can be at your door within ten minutes.',
      id: 'Concierge Anda ada di lokasi pukul 07:00–23:00, dan tuan rumah kami bisa tiba di pintu Anda dalam sepuluh menit.',
    },
    highlights: [
      { en: 'Replies within 15 minutes, 07:00–22:00 WITA', id: 'Balasan dalam 15 menit, pukul 07:00–22:00 WITA' },
      { en: 'Daily housekeeping and evening turndown', id: 'Tata graha harian dan turndown di malam hari' },
      { en: 'Celebrations planned down to the last petal', id: 'Perayaan direncanakan hingga ke kelopak terakhir' },
    ],
  }),
  service({
    id: 'safety',
    icon: 'shield-check',
    title: { en: 'Safe and sound', id: 'Aman dan tenang' },
    description: {
      en: 'Gated sites with night security, clean water and backup power, so the only thing you need to think about is the view.',
      id: 'Area berpagar dengan petugas keamanan malam, air bersih, dan listrik cadangan, sehingga yang perlu Anda pikirkan hanyalah pemandangannya.',
    },
    highlights: [
      { en: 'Security on site every night', id: 'Petugas keamanan berjaga setiap malam' },
      { en: 'Filtered drinking water and backup generators', id: 'Air minum tersaring dan genset cadangan' },
      { en: 'First-aid trained staff; clinic 15 minutes away', id: 'Staf terlatih P3K; klinik 15 menit dari vila' },
      { en: 'In-villa safes and pool fences on request', id: 'Brankas di vila dan pagar kolam sesuai permintaan' },
    ],
  }),
];
