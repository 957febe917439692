import { useCallback } from 'react';
import { CONCIERGE_CHAT_MESSAGE, CONCIERGE_CONTACT } from '@prana/catalogue';
import { conciergeChatUrl } from './concierge-chat.ts';
import { useLocalized } from './use-language.ts';
import { usePublicConfig } from './use-public-config.ts';

/** A WhatsApp link to the concierge (the deployment's number), prefilled with the chat greeting or a given text. */
export function useConciergeChat(): (text?: string) => string {
  const config = usePublicConfig();
  const localize = useLocalized();
  const number = config?.conciergeWhatsapp ?? CONCIERGE_CONTACT.whatsappNumber;
  return useCallback((text?: string) => conciergeChatUrl(number, text ?? localize(CONCIERGE_CHAT_MESSAGE)), [number, localize]);
}
