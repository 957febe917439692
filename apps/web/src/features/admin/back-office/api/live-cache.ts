import { useLiveCache } from '../../../../lib/live-cache.ts';
import { panelChanged } from './panel-query.ts';

/** backoffice.changed names a panel, not a row: what depends on it loads again. */
export function useBackOfficeLiveCache(): void {
  useLiveCache('backoffice.changed', ({ panel }, cache) => void panelChanged(cache, panel));
}
