import { useQuery } from '@tanstack/react-query';
import type {
  PricingResponse,
  RateOverrideBody,
  RateOverrideResponse,
  SeasonBody,
  SeasonResponse,
  UndoResponse,
  VillaPricingBody,
  VillaPricingResponse,
} from '@prana/contracts';
import { api } from '../../../../lib/api-client.ts';
import { panelQuery, usePanelWrite } from './panel-query.ts';

export const pricingQuery = () => panelQuery<PricingResponse>(['pricing'], ['pricing'], '/api/pricing');
export const usePricing = () => useQuery(pricingQuery());

const seasonPath = (id: string) => `/api/pricing/seasons/${encodeURIComponent(id)}`;

export const useSetVillaPricing = () =>
  usePanelWrite('pricing', 'villa', ({ slug, body }: { slug: string; body: VillaPricingBody }) =>
    api.put<VillaPricingResponse>(`/api/pricing/villas/${encodeURIComponent(slug)}`, body),
  );
export const useAddSeason = () => usePanelWrite('pricing', 'add-season', (body: SeasonBody) => api.post<SeasonResponse>('/api/pricing/seasons', body));
export const useEditSeason = () =>
  usePanelWrite('pricing', 'edit-season', ({ id, body }: { id: string; body: SeasonBody }) => api.put<SeasonResponse>(seasonPath(id), body));
export const useRemoveSeason = () => usePanelWrite('pricing', 'remove-season', (id: string) => api.delete<unknown>(seasonPath(id)));
export const useSetOverride = () => usePanelWrite('pricing', 'override', (body: RateOverrideBody) => api.put<RateOverrideResponse>('/api/pricing/overrides', body));
export const useRemoveOverride = () =>
  usePanelWrite('pricing', 'remove-override', (id: string) => api.delete<unknown>(`/api/pricing/overrides/${encodeURIComponent(id)}`));
export const useUndoPricing = () => usePanelWrite('pricing', 'undo', () => api.post<UndoResponse>('/api/pricing/undo', {}));
