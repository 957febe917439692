import { useLiveCache } from '../../../../lib/live-cache.ts';
import { kpisChanged } from './finance.ts';
import { panelChanged } from './panel-query.ts';

/** backoffice.changed names a panel, not a row: what depends on it loads again. */
export function useBackOfficeLiveCache(): void {
  useLiveCache('backoffice.changed', ({ panel }, cache) => void panelChanged(cache, panel));
  // The ledger moved (a booking, charge, payout or expense): finance and the KPIs load again.
  useLiveCache('ledger.changed', (_payload, cache) => {
    void panelChanged(cache, 'finance');
    void kpisChanged(cache);
  });
  // Nights sold, arrivals and the concierge's figures move with calendars and requests.
  useLiveCache('availability.changed', (_payload, cache) => void kpisChanged(cache));
  useLiveCache('request.created', (_payload, cache) => void kpisChanged(cache));
  useLiveCache('request.updated', (_payload, cache) => void kpisChanged(cache));
}
