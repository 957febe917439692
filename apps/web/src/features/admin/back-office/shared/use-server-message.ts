import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../../lib/api-client.ts';
import { localizeServerMessage } from './server-messages.ts';

type Translate = (key: string, values: Record<string, string>) => string;

/** Turns an api message (or a thrown error) into text in the chosen language. */
export function useServerMessage(): { localize: (message: string) => string; describe: (error: unknown) => string } {
  const { t } = useTranslation('backOffice');
  const localize = useCallback(
    (message: string) =>
      localizeServerMessage(message, {
        // A key chosen at run time: i18next cannot type its placeholders, the translations spec checks them.
        message: (key, values) => (t as unknown as Translate)(`serverErrors.${key}`, values),
        label: (key) => t(`labels.${key}`),
      }),
    [t],
  );
  const describe = useCallback((error: unknown) => localize(errorMessage(error)), [localize]);
  return { localize, describe };
}

/** Field messages of a refused write, in the chosen language. */
export function fieldMessages(error: unknown, localize: (message: string) => string): Record<string, string> {
  if (!(error instanceof ApiError) || !error.fields) return {};
  return Object.fromEntries(Object.entries(error.fields).map(([field, message]) => [field, localize(message)]));
}
