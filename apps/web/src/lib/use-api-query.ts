import { useCallback, useEffect, useState } from 'react';
import { api, isAbortError } from './api-client.ts';

export type QueryStatus = 'loading' | 'success' | 'error';

export interface ApiQuery<T> {
  status: QueryStatus;
  data: T | undefined;
  error: unknown;
  /** Loads again, keeping the current data on screen while it does (a socket "look again"). */
  refetch: () => void;
}

interface State<T> {
  path: string | null;
  status: QueryStatus;
  data: T | undefined;
  error: unknown;
}

/**
 * GETs a path through the api client and tracks its state. A new path starts from a clean
 * slate; a superseded or unmounted answer is dropped. Pass null to wait.
 */
export function useApiQuery<T>(path: string | null): ApiQuery<T> {
  const [state, setState] = useState<State<T>>({ path, status: 'loading', data: undefined, error: undefined });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    setState((previous) =>
      previous.path === path ? previous : { path, status: 'loading', data: undefined, error: undefined },
    );
    api
      .get<T>(path, { signal: controller.signal })
      .then((data) => {
        // Superseded by a refetch or unmounted: this answer is dropped, like a failure would be.
        if (controller.signal.aborted) return;
        setState({ path, status: 'success', data, error: undefined });
      })
      .catch((error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        setState((previous) => ({ path, status: 'error', data: previous.path === path ? previous.data : undefined, error }));
      });
    return () => controller.abort();
  }, [path, version]);

  const refetch = useCallback(() => {
    // After an error, show loading again; with data on screen, refresh quietly.
    setState((previous) => (previous.status === 'error' ? { ...previous, status: 'loading', error: undefined } : previous));
    setVersion((v) => v + 1);
  }, []);

  const current = state.path === path;
  return {
    status: current ? state.status : 'loading',
    data: current ? state.data : undefined,
    error: current ? state.error : undefined,
    refetch,
  };
}
