import { useCallback, useRef, useState } from 'react';
import { fieldMessages, useServerMessage } from './use-server-message.ts';

export interface Submit {
  pending: boolean;
  /** The refusal, in the chosen language. */
  error: string | null;
  /** Field → message, for the fields the api named. */
  fields: Record<string, string>;
  /** Runs a write; resolves to its result, or null when it was refused (the messages are set). */
  run: <T>(action: () => Promise<T>) => Promise<{ value: T } | null>;
  reset: () => void;
  /** The message to show above the form: the error unless one of `shown` carries it at its field. */
  formError: (shown: readonly string[]) => string | null;
}

/** State of one form or button that writes through the api. */
export function useSubmit(): Submit {
  const { localize, describe } = useServerMessage();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const busy = useRef(false);

  const run = useCallback(
    async <T,>(action: () => Promise<T>): Promise<{ value: T } | null> => {
      if (busy.current) return null;
      busy.current = true;
      setPending(true);
      setError(null);
      setFields({});
      try {
        return { value: await action() };
      } catch (failure) {
        setError(describe(failure));
        setFields(fieldMessages(failure, localize));
        return null;
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [describe, localize],
  );

  const reset = useCallback(() => {
    setError(null);
    setFields({});
  }, []);

  const formError = useCallback(
    (shown: readonly string[]) => (error && !shown.some((field) => fields[field] !== undefined) ? error : null),
    [error, fields],
  );

  return { pending, error, fields, run, reset, formError };
}
