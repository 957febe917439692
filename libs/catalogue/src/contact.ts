import type { Localized } from './localized.ts';

/**
 * The fixed business contact of the concierge. Hours and reply times are in
 * guest/concierge.ts (CONCIERGE_ON_SITE_HOURS, CONCIERGE_MESSAGE_HOURS, CONCIERGE_RESPONSE_MINUTES).
 */
export const CONCIERGE_CONTACT = {
  /** Display form of the business WhatsApp number. */
  phone: '+62 811 3960 2020',
  /** The number in international digits, for `https://wa.me/{whatsappNumber}?text=…`. */
  whatsappNumber: '6281139602020',
  email: 'concierge@pranavillas.com',
} as const;

/** A WhatsApp chat link to the concierge with a prefilled message. */
export function whatsappLink(text: string): string {
  return `https://wa.me/${CONCIERGE_CONTACT.whatsappNumber}?text=${encodeURIComponent(text)}`;
}

/** The text the messaging chat opens with (the footer's WhatsApp link and the companion's). */
export const CONCIERGE_CHAT_MESSAGE: Localized = {
  en: 'Hello Prana concierge, I am staying with you and would like some help.',
  id: 'Halo concierge Prana, saya sedang menginap dan butuh bantuan.',
};
