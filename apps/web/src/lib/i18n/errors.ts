import { ERROR_MESSAGES, FIELD_LABELS } from '@prana/contracts';

/**
 * The errors namespace: t('errors:<code>', params). English is the api's catalogue itself, so
 * the two never drift; Indonesian has the same keys (the translations spec checks every one).
 */
export const errorsEn = { ...ERROR_MESSAGES, labels: FIELD_LABELS };
