import type { UseMutationResult } from '@tanstack/react-query';
import type { CodedError } from '@prana/contracts';
import { codedErrorOf } from '../../lib/api-client.ts';
import { useErrorText } from '../../lib/error-text.ts';

/** The part of a TanStack mutation a button or form reads. */
type Write = Pick<UseMutationResult<unknown, unknown, never>, 'isPending' | 'isPaused' | 'isSuccess' | 'error' | 'submittedAt'>;

export interface Action {
  busy: boolean;
  error: string | null;
  done: string | null;
}

export interface ActionMessages {
  /** Shown once the write sent last succeeded. */
  done?: string | null;
  /** The text for a refusal, when this screen words it itself; else the server's, in the chosen language. */
  refused?: (failure: CodedError) => string | undefined;
}

/**
 * What one button or form shows about its writes (keyed mutations from api/): busy while one
 * runs (not while it waits offline); for the one sent last, its refusal (the server's message for a refused request, the
 * generic error otherwise) or, once it succeeded, `done`.
 * `const create = useCreateRequest(); const sending = useAction(create, { done: t('…') });`
 */
export function useAction(writes: Write | readonly Write[], { done = null, refused }: ActionMessages = {}): Action {
  const errorText = useErrorText();
  const list: readonly Write[] = Array.isArray(writes) ? writes : [writes as Write];
  const latest = list.reduce((last, write) => (write.submittedAt > last.submittedAt ? write : last));
  const failure = latest.error;
  let error: string | null = null;
  if (failure) {
    const coded = codedErrorOf(failure);
    error = refused?.(coded) ?? errorText(coded);
  }
  // A write waiting in the outbox (offline) is not busy: the guest may go on.
  return { busy: list.some((write) => write.isPending && !write.isPaused), error, done: latest.isSuccess ? done : null };
}
