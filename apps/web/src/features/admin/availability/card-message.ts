import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodedError } from '@prana/contracts';
import { useErrorText } from '../../../lib/error-text.ts';
import type { syncEn } from '../../../lib/i18n/sync.ts';

type MessageKey = keyof typeof syncEn.messages;

/** A card message as what it means (a text key or a coded failure), rendered in the reader's language. */
export type CardMessage =
  | { tone: 'success' | 'error' | 'info'; key: MessageKey; values?: Record<string, string | number>; failure?: CodedError | null }
  | { tone: 'error'; failure: CodedError };

/** Renders a card message while rendering, so it follows a language switch. */
export function useCardMessageText(): (message: CardMessage) => string {
  const { t } = useTranslation('sync');
  const errorText = useErrorText();
  return useCallback(
    (message: CardMessage) =>
      'key' in message
        ? t(`messages.${message.key}`, { ...message.values, error: message.failure ? errorText(message.failure) : t('messages.unknownError') })
        : errorText(message.failure),
    [t, errorText],
  );
}
