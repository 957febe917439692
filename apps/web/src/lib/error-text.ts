import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTextsLoaded, loadErrorTexts } from './i18n.ts';
import type { CodedError } from '@prana/contracts';
import { formatDate, isIsoDate } from '@prana/domain';
import { ApiError, codedErrorOf } from './api-client.ts';
import { useLanguage } from './use-language.ts';

// A code chosen at run time: i18next cannot type its placeholders; the translations spec checks them.
type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * Shows a coded error (or anything thrown) in the reader's language: t('errors:<code>', params),
 * with a `label` param shown as its translated field label and a date param (YYYY-MM-DD) as a date. Keep the code in state and call this
 * while rendering, so the text follows a language switch.
 *
 * The error texts load with the first error there is to show (the api client loads them with a
 * failed request, before it throws): until they arrive the text is empty, then the component
 * renders again with it (`loaded`).
 */
export function useErrorText(): (error: CodedError | unknown) => string {
  const { t } = useTranslation('common', { bindI18n: 'languageChanged loaded' });
  const { language } = useLanguage();
  return useCallback(
    (error: CodedError | unknown) => {
      if (!errorTextsLoaded()) {
        void loadErrorTexts().catch(() => undefined);
        return '';
      }
      const coded = isCoded(error) ? error : codedErrorOf(error);
      const translate = t as unknown as Translate;
      const params: Record<string, unknown> = { ...coded.params };
      if (typeof params.label === 'string') params.label = translate(`errors:labels.${params.label}`);
      for (const [name, value] of Object.entries(params)) if (isIsoDate(value)) params[name] = formatDate(value, language);
      return translate(`errors:${coded.code}`, params);
    },
    [t, language],
  );
}

/** The per-field codes of a refused write (empty for anything else). */
export function fieldErrorsOf(error: unknown): Record<string, CodedError> {
  return error instanceof ApiError && error.fields ? error.fields : {};
}

function isCoded(value: unknown): value is CodedError {
  return !(value instanceof Error) && typeof value === 'object' && value !== null && typeof (value as CodedError).code === 'string';
}
