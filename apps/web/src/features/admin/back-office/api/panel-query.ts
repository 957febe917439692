import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BackOfficePanel } from '@prana/contracts';
import { api } from '../../../../lib/api-client.ts';

interface PanelMeta extends Record<string, unknown> {
  /** The panels whose backoffice.changed event makes this answer stale. */
  panels: readonly BackOfficePanel[];
}

/**
 * A back-office GET: `key` names it (plain values only, so the cache can be persisted), `panels`
 * say which panels' changes make it stale. While another range, filter or year loads, the last
 * answer stays on screen instead of a blank panel.
 */
export function panelQuery<T>(panels: readonly BackOfficePanel[], key: readonly (string | number | null)[], path: string) {
  return queryOptions({
    queryKey: ['back-office', ...key],
    queryFn: ({ signal }) => api.get<T>(path, { signal }),
    meta: { panels } satisfies PanelMeta,
    placeholderData: keepPreviousData,
  });
}

/** A panel's data changed (here or anywhere): every answer that depends on it loads again. */
export function panelChanged(cache: QueryClient, panel: BackOfficePanel): Promise<void> {
  return cache.invalidateQueries({ predicate: (query) => ((query.meta as PanelMeta | undefined)?.panels ?? []).includes(panel) });
}

/** A write to one panel, under a mutation key of its own; the panel loads again after it. */
export function usePanelWrite<V, R>(panel: BackOfficePanel, name: string, write: (variables: V) => Promise<R>) {
  const cache = useQueryClient();
  return useMutation({
    mutationKey: ['back-office', panel, name],
    mutationFn: write,
    onSuccess: () => panelChanged(cache, panel),
  });
}
