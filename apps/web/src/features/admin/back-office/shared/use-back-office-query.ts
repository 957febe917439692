import { useCallback } from 'react';
import type { BackOfficePanel } from '@prana/contracts';
import { useReconnect, useSocketEvent } from '../../../../lib/socket.ts';
import { useApiQuery, type ApiQuery } from '../../../../lib/use-api-query.ts';

/**
 * A panel's GET that stays current: it refetches when the server says one of `panels` changed
 * (backoffice.changed) and after the live connection comes back. Pass null to wait.
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
  return query;
}
