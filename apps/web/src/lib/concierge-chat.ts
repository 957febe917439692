import { useCallback } from 'react';
import { CONCIERGE_CHAT_MESSAGE, CONCIERGE_CONTACT } from '@prana/catalogue';
import { useLocalized } from './use-language.ts';
import { usePublicConfig } from './use-public-config.ts';

/** A WhatsApp chat with the concierge at `whatsappNumber` (digits kept), with a prefilled message when given. */
export function conciergeChatUrl(whatsappNumber: string, text = ''): string {
  const base = `https://wa.me/${whatsappNumber.replace(/\D/g, '')}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** A WhatsApp link to the concierge (the deployment's number), prefilled with the chat greeting or a given text. */
export function useConciergeChat(): (text?: string) => string {
  const config = usePublicConfig();
  const localize = useLocalized();
  const number = config?.conciergeWhatsapp ?? CONCIERGE_CONTACT.whatsappNumber;
  return useCallback((text?: string) => conciergeChatUrl(number, text ?? localize(CONCIERGE_CHAT_MESSAGE)), [number, localize]);
}
