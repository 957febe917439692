import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IntegrationStatusResponse, QueuesResponse } from '@prana/contracts';
import { api } from '../../../lib/api-client.ts';

export const opsQueuesQuery = queryOptions({
  queryKey: ['ops', 'queues'],
  queryFn: ({ signal }) => api.get<QueuesResponse>('/api/ops/queues', { signal }),
});

export const useOpsQueues = () => useQuery(opsQueuesQuery);

export const integrationStatusQuery = queryOptions({
  queryKey: ['ops', 'integration-status'],
  queryFn: ({ signal }) => api.get<IntegrationStatusResponse>('/api/integration-status', { signal }),
});

export const useIntegrationStatus = () => useQuery(integrationStatusQuery);
