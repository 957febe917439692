import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';

export interface Action {
  busy: boolean;
  error: string | null;
  done: string | null;
  /**
   * Runs a server call; on success shows `doneMessage`. On failure it shows `errorText(failure)`
   * when given, the server's message for a refused request, or the generic error otherwise.
   */
  run: (work: () => Promise<unknown>, doneMessage?: string, errorText?: (failure: ApiError) => string | undefined) => Promise<boolean>;
  reset: () => void;
}

/** The busy / error / done state of one button or form. */
export function useAction(): Action {
  const { t } = useTranslation('guest');
  const [state, setState] = useState<{ busy: boolean; error: string | null; done: string | null }>({ busy: false, error: null, done: null });
  const run = useCallback<Action['run']>(
    async (work, doneMessage, errorText) => {
      setState({ busy: true, error: null, done: null });
      try {
        await work();
        setState({ busy: false, error: null, done: doneMessage ?? null });
        return true;
      } catch (failure) {
        const refused = failure instanceof ApiError && failure.status >= 400 && failure.status < 500;
        const message = (failure instanceof ApiError ? errorText?.(failure) : undefined) ?? (refused ? failure.message : t('common.genericError'));
        setState({ busy: false, error: message, done: null });
        return false;
      }
    },
    [t],
  );
  const reset = useCallback(() => setState({ busy: false, error: null, done: null }), []);
  return { ...state, run, reset };
}
