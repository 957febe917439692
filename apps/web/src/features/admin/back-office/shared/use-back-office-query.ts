import { useCallback, useEffect, useState } from 'react';
import type { BackOfficePanel } from '@prana/contracts';
import { useReconnect, useSocketEvent } from '../../../../lib/socket.ts';
import { useApiQuery, type ApiQuery } from '../../../../lib/use-api-query.ts';

/**
 * A panel's GET that stays current: it refetches when the server says one of `panels` changed
 * (backoffice.changed) and after the live connection comes back. While a new path (another
 * range, filter or year) loads, the last answer stays on screen instead of a blank panel.
 * Pass null to wait (nothing is shown then).
 */
export function useBackOfficeQuery<T>(panels: readonly BackOfficePanel[], path: string | null): ApiQuery<T> {
  const query = useApiQuery<T>(path);
  const { refetch } = query;
  const enabled = path !== null;
  const key = panels.join(',');
  const onChanged = useCallback(
    ({ panel }: { panel: BackOfficePanel }) => {
      if (key.split(',').includes(panel)) refetch();
    },
    [key, refetch],
  );
  useSocketEvent('backoffice.changed', onChanged, enabled);
  useReconnect(refetch, enabled);

  const [previous, setPrevious] = useState<T | undefined>(undefined);
  useEffect(() => {
    if (query.data !== undefined) setPrevious(query.data);
  }, [query.data]);
  if (!enabled) return { ...query, data: undefined };
  return query.data === undefined && query.status === 'loading' ? { ...query, data: previous } : query;
}
