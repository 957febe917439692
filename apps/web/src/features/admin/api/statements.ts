import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatementsResponse } from '@prana/contracts';
import type { Lang } from '@prana/domain';
import { api, withQuery } from '../../../lib/api-client.ts';

export const statementsQuery = queryOptions({
  queryKey: ['statements'],
  queryFn: ({ signal }) => api.get<StatementsResponse>('/api/statements', { signal }),
});

export const useStatements = () => useQuery(statementsQuery);

/** Where a statement downloads as PDF or CSV, in the reader's language (a plain link: the browser saves it). */
export function statementFilePath(id: string, format: 'pdf' | 'csv', lang: Lang): string {
  return withQuery(`/api/statements/${id}/${format}`, { lang });
}
