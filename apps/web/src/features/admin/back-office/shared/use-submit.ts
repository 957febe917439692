import type { UseMutationResult } from '@tanstack/react-query';
import { fieldErrorsOf, useErrorText } from '../../../../lib/error-text.ts';

/** The part of a TanStack mutation a form reads. */
type Write = Pick<UseMutationResult<unknown, unknown, never>, 'isPending' | 'error' | 'submittedAt'>;

export interface Submit {
  pending: boolean;
  /** The refusal, in the chosen language. */
  error: string | null;
  /** Field → message, for the fields the api named. */
  fields: Record<string, string>;
  /** The message to show above the form: the error unless one of `shown` carries it at its field. */
  formError: (shown: readonly string[]) => string | null;
}

const NO_FIELDS: Record<string, string> = {};

/**
 * What a form or a row of buttons shows about its writes (keyed mutations from the panel's api/):
 * busy while one runs, and the refusal of the one sent last, in the chosen language.
 * `const add = useAddExpense(); const submit = useSubmit(add);` then `add.mutate(body, { onSuccess })`.
 */
export function useSubmit(...writes: readonly Write[]): Submit {
  const errorText = useErrorText();
  const latest = writes.reduce((last, write) => (write.submittedAt > last.submittedAt ? write : last));
  // The mutation keeps the refusal itself (its code); the texts are rendered here, in the chosen language.
  const failure = latest.error;
  const error = failure ? errorText(failure) : null;
  const fields = failure ? Object.fromEntries(Object.entries(fieldErrorsOf(failure)).map(([field, coded]) => [field, errorText(coded)])) : NO_FIELDS;
  return {
    pending: writes.some((write) => write.isPending),
    error,
    fields,
    formError: (shown) => (error && !shown.some((field) => fields[field] !== undefined) ? error : null),
  };
}
