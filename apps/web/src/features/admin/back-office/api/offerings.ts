import { useQuery } from '@tanstack/react-query';
import type { OfferingDraftBody, OfferingResponse, OfferingsPublishedResponse, OfferingsResponse, UndoResponse } from '@prana/contracts';
import { api } from '../../../../lib/api-client.ts';
import { panelQuery, usePanelWrite } from './panel-query.ts';

export const offeringsQuery = () => panelQuery<OfferingsResponse>(['offerings'], ['offerings'], '/api/offerings');
/** The service catalogue with its drafts; read only by those who may edit it. */
export const useOfferings = (enabled = true) => useQuery({ ...offeringsQuery(), enabled });

export const useSaveOfferingDraft = () =>
  usePanelWrite('offerings', 'draft', ({ id, body }: { id: string; body: OfferingDraftBody }) => api.put<OfferingResponse>(`/api/offerings/${encodeURIComponent(id)}/draft`, body));
export const usePublishOfferings = () => usePanelWrite('offerings', 'publish', () => api.post<OfferingsPublishedResponse>('/api/offerings/publish', {}));
export const useUndoOfferings = () => usePanelWrite('offerings', 'undo', () => api.post<UndoResponse>('/api/offerings/undo', {}));
