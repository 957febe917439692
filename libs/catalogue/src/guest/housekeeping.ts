import type { Localized } from '../localized.ts';

/** A housekeeping service card. */
export interface HousekeepingService {
  id: string;
  name: Localized;
  description: Localized;
  /** When the team will be there. */
  eta: Localized;
  notesPlaceholder: Localized;
}

export const HOUSEKEEPING_SERVICES: readonly HousekeepingService[] = [
  {
    id: 'refresh',
    name: { en: 'Villa refresh', id: 'Penyegaran vila' },
    description: {
      en: 'Beds straightened, bathrooms wiped down, bins emptied and fresh water left.',
      id: 'Tempat tidur dirapikan, kamar mandi dibersihkan, sampah dibuang, dan air minum diganti.',
    },
    eta: { en: 'Within 1 hour', id: 'Dalam 1 jam' },
    notesPlaceholder: {
      en: 'Anything we should skip or focus on?',
      id: 'Ada bagian yang perlu dilewati atau diutamakan?',
    },
  },
  {
    id: 'towels',
    name: { en: 'Fresh towels', id: 'Handuk bersih' },
    description: {
      en: 'Bath and pool towels swapped for fresh ones, with bathrobes on request.',
      id: 'Handuk mandi dan handuk kolam diganti yang baru, jubah mandi bila diminta.',
    },
    eta: { en: 'Within 30 minutes', id: 'Dalam 30 menit' },
    notesPlaceholder: { en: 'How many bath and pool towels?', id: 'Berapa handuk mandi dan handuk kolam?' },
  },
  {
    id: 'laundry',
    name: { en: 'Laundry', id: 'Binatu' },
    description: {
      en: 'Washed, pressed and folded, returned in a woven basket.',
      id: 'Dicuci, disetrika, dan dilipat, dikembalikan dalam keranjang anyaman.',
    },
    eta: { en: 'Same day for items before 2 pm', id: 'Selesai hari yang sama untuk pakaian sebelum pukul 14:00' },
    notesPlaceholder: {
      en: 'Delicates or stains we should know about?',
      id: 'Ada bahan halus atau noda yang perlu kami ketahui?',
    },
  },
  {
    id: 'turndown',
    name: { en: 'Turndown', id: 'Layanan malam' },
    description: {
      en: 'Lights dimmed, nets lowered, mosquito coils lit and a small sweet by the bed.',
      id: 'Lampu diredupkan, kelambu diturunkan, obat nyamuk dinyalakan, dan kudapan manis di samping tempat tidur.',
    },
    eta: { en: 'Between 18:00 and 21:00', id: 'Antara 18:00 dan 21:00' },
    notesPlaceholder: { en: 'Preferred time or pillow choice?', id: 'Waktu yang diinginkan atau pilihan bantal?' },
  },
];

/** A preferred-time choice of the housekeeping form. */
export interface HousekeepingTimeOption {
  /** 'asap' or HH:mm. */
  value: string;
  label: Localized;
}

/** The value of the "As soon as possible" choice. */
export const HOUSEKEEPING_ASAP = 'asap';

export const HOUSEKEEPING_TIME_OPTIONS: readonly HousekeepingTimeOption[] = [
  { value: HOUSEKEEPING_ASAP, label: { en: 'As soon as possible', id: 'Secepatnya' } },
  ...['08:00', '09:30', '11:00', '13:00', '15:30', '18:00', '20:30'].map((time) => ({
    value: time,
    label: { en: time, id: time },
  })),
];
