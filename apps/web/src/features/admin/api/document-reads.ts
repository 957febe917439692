import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentReadsResponse } from '@prana/contracts';
import { api } from '../../../lib/api-client.ts';

export const documentReadsQuery = queryOptions({
  queryKey: ['staff', 'document-reads'],
  queryFn: ({ signal }) => api.get<DocumentReadsResponse>('/api/staff/document-reads', { signal }),
});

/** Master's access log of the guests' document photos. */
export const useDocumentReads = () => useQuery(documentReadsQuery);
