import { useCallback } from 'react';
import { CONCIERGE_CHAT_MESSAGE, CONCIERGE_CONTACT } from '@prana/catalogue';
import { usePublicConfig } from '../../lib/use-public-config.ts';
import { useLocalized } from '../../lib/use-language.ts';

/** A WhatsApp link to the concierge (the deployment's number), prefilled with the chat greeting or a given text. */
export function useConciergeChat(): (text?: string) => string {
  const config = usePublicConfig();
  const localize = useLocalized();
  const number = config?.conciergeWhatsapp ?? CONCIERGE_CONTACT.whatsappNumber;
  return useCallback(
    (text?: string) => `https://wa.me/${number}?text=${encodeURIComponent(text ?? localize(CONCIERGE_CHAT_MESSAGE))}`,
    [number, localize],
  );
}
