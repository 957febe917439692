import type { Localized } from '../localized.ts';

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
      id: 'Kabar baik: late check-out hingga pukul 14:00 sudah dikonfirmasi untuk hari kepulangan Anda.',
    },
  },
];
