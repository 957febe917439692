import type { Lang, Localized, NotificationText } from '@prana/domain';
import { renderText } from './stored-text.ts';

/** The words of Prana's emails, in both languages ({placeholders} filled below). */
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
    en: 'Sign in to your Prana companion at {url} with your last name ({lastName}) and the code {code}: your stay, dining, transport and the concierge are there.',
    id: 'Masuk ke pendamping Prana Anda di {url} dengan nama belakang Anda ({lastName}) dan kode {code}: masa inap, santapan, transportasi, dan concierge ada di sana.',
  },
  replySubject: { en: 'Re: your reservation request {reference}', id: 'Re: permintaan reservasi Anda {reference}' },
  replyQuote: { en: 'Our concierge wrote:', id: 'Concierge kami menulis:' },
  replyFooter: { en: 'Reply to this email or quote {reference} when you write to us.', id: 'Balas email ini atau sebutkan {reference} saat menulis kepada kami.' },
  notificationGreeting: { en: 'Hello {name},', id: 'Halo {name},' },
  notificationOpen: { en: 'Open your Prana companion: {url}', id: 'Buka pendamping Prana Anda: {url}' },
  signature: { en: 'Prana Concierge, Ubud', id: 'Concierge Prana, Ubud' },
} as const satisfies Record<string, Localized>;

/** One email: a subject, plain text and simple HTML with the same words. */
export interface OutgoingMail {
  subject: string;
  text: string;
  html: string;
}

function fill(frame: Localized, lang: Lang, values: Readonly<Record<string, string>>): string {
  return frame[lang].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Paragraphs as plain text and as HTML. */
function mail(subject: string, paragraphs: readonly string[]): OutgoingMail {
  return {
    subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: `<!doctype html><html><body style="font-family: Georgia, serif; color: #2f3a2f">${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')}</body></html>`,
  };
}

/** The visitor's confirmation of a reservation request, with its PRR- reference. */
export function reservationConfirmationMail(
  request: { reference: string; fullName: string; villaName: string; checkIn: string; checkOut: string },
  lang: Lang,
): OutgoingMail {
  const values = { reference: request.reference, name: request.fullName, villa: request.villaName, checkIn: request.checkIn, checkOut: request.checkOut };
  return mail(fill(MAIL_TEXTS.reservationSubject, lang, values), [
    fill(MAIL_TEXTS.reservationGreeting, lang, values),
    fill(MAIL_TEXTS.reservationBody, lang, values),
    fill(MAIL_TEXTS.reservationReference, lang, values),
    MAIL_TEXTS.signature[lang],
  ]);
}

/** The visitor's request became a booking: the booking code and how to sign in to the companion. */
export function bookingCodeMail(
  booking: { reference: string; fullName: string; villaName: string; checkIn: string; checkOut: string; code: string; lastName: string },
  loginUrl: string,
  lang: Lang,
): OutgoingMail {
  const values = { reference: booking.reference, name: booking.fullName, villa: booking.villaName, checkIn: booking.checkIn, checkOut: booking.checkOut, code: booking.code, lastName: booking.lastName, url: loginUrl };
  return mail(fill(MAIL_TEXTS.bookingSubject, lang, values), [
    fill(MAIL_TEXTS.reservationGreeting, lang, values),
    fill(MAIL_TEXTS.bookingBody, lang, values),
    fill(MAIL_TEXTS.bookingSignIn, lang, values),
    MAIL_TEXTS.signature[lang],
  ]);
}

/** A concierge reply in a visitor's reservation thread, as written (plain text; escaped in HTML). */
export function reservationReplyMail(request: { reference: string; fullName: string }, text: string, lang: Lang): OutgoingMail {
  const values = { reference: request.reference, name: request.fullName };
  return mail(fill(MAIL_TEXTS.replySubject, lang, values), [
    fill(MAIL_TEXTS.reservationGreeting, lang, values),
    MAIL_TEXTS.replyQuote[lang],
    text,
    fill(MAIL_TEXTS.replyFooter, lang, values),
    MAIL_TEXTS.signature[lang],
  ]);
}

/** A guest notification as email: its text is the subject and the message. */
export function notificationMail(message: NotificationText, guestName: string, companionUrl: string, lang: Lang): OutgoingMail {
  const text = renderText(message, lang);
  return mail(text, [
    fill(MAIL_TEXTS.notificationGreeting, lang, { name: guestName }),
    text,
    fill(MAIL_TEXTS.notificationOpen, lang, { url: companionUrl }),
    MAIL_TEXTS.signature[lang],
  ]);
}
