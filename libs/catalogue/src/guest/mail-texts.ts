import type { Lang, Localized } from '@prana/domain';
import { fillFrame } from './stored-text.ts';

/** The words of Prana's emails, in both languages ({placeholders} filled by mailText). */
export const MAIL_TEXTS = {
  reservationSubject: { en: 'Your reservation request {reference}', id: 'Permintaan reservasi Anda {reference}' },
  reservationGreeting: { en: 'Dear {name},', id: 'Yth. {name},' },
  reservationBody: {
    en: 'Thank you for your request to stay at {villa} from {checkIn} to {checkOut}. Our concierge will reply by email within a day.',
    id: 'Terima kasih atas permintaan Anda untuk menginap di {villa} dari {checkIn} hingga {checkOut}. Concierge kami akan membalas melalui email dalam satu hari.',
  },
  reservationReference: { en: 'Your reference: {reference}. Please quote it in any message.', id: 'Nomor referensi Anda: {reference}. Sebutkan nomor ini di setiap pesan.' },
  bookingSubject: { en: 'Your booking at {villa} is confirmed: code {code}', id: 'Pemesanan Anda di {villa} terkonfirmasi: kode {code}' },
  bookingBody: {
    en: 'Good news: your request {reference} is now a booking at {villa} from {checkIn} to {checkOut}. Your booking code is {code}.',
    id: 'Kabar baik: permintaan Anda {reference} kini menjadi pemesanan di {villa} dari {checkIn} hingga {checkOut}. Kode pemesanan Anda adalah {code}.',
  },
  bookingSignIn: {
    en: 'Sign in to your Prana companion with your last name ({lastName}) and the code {code}: your stay, dining, transport and the concierge are there.',
    id: 'Masuk ke pendamping Prana Anda dengan nama belakang Anda ({lastName}) dan kode {code}: masa inap, santapan, transportasi, dan concierge ada di sana.',
  },
  replySubject: { en: 'Re: your reservation request {reference}', id: 'Re: permintaan reservasi Anda {reference}' },
  replyQuote: { en: 'Our concierge wrote:', id: 'Concierge kami menulis:' },
  replyFooter: { en: 'Reply to this email or quote {reference} when you write to us.', id: 'Balas email ini atau sebutkan {reference} saat menulis kepada kami.' },
  notificationGreeting: { en: 'Hello {name},', id: 'Halo {name},' },
  /** The words of the link to the companion. */
  openCompanion: { en: 'Open your Prana companion', id: 'Buka pendamping Prana Anda' },
  signature: { en: 'Prana Concierge, Ubud', id: 'Concierge Prana, Ubud' },
} as const satisfies Record<string, Localized>;

/** One of MAIL_TEXTS in `lang`, its {placeholders} filled from `values`. */
export function mailText(key: keyof typeof MAIL_TEXTS, lang: Lang, values: Readonly<Record<string, string>> = {}): string {
  return fillFrame(MAIL_TEXTS[key], lang, values);
}
