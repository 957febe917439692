import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CheckInPersonResponse, ImmigrationReportBody, LevyBody, RegisterExportResponse, RegisterOverdueResponse, RegisterResponse, RegisterStay } from '@prana/contracts';
import type { Lang } from '@prana/domain';
import { api } from '../../../lib/api-client.ts';
import { patchLiveRead } from '../../../lib/live-cache.ts';

const REGISTER_KEY = ['staff', 'register'] as const;

/** The stays of one Bali day. */
export const registerDayQuery = (date: string) =>
  queryOptions({
    queryKey: [...REGISTER_KEY, 'day', date] as const,
    queryFn: ({ signal }) => api.get<RegisterResponse>(`/api/staff/register?date=${encodeURIComponent(date)}`, { signal }),
  });

/** The stays with a foreign guest whose report to immigration is overdue (the concierge queue's alert). */
export const registerOverdueQuery = queryOptions({
  queryKey: [...REGISTER_KEY, 'overdue'] as const,
  queryFn: ({ signal }) => api.get<RegisterOverdueResponse>('/api/staff/register/overdue', { signal }),
});

export type ExportScope = { scope: 'day'; date: string } | { scope: 'unreported' };

const exportSearch = (scope: ExportScope) => (scope.scope === 'day' ? `scope=day&date=${encodeURIComponent(scope.date)}` : 'scope=unreported');

/** The rows of the printable APOA sheets. */
export const registerExportQuery = (scope: ExportScope) =>
  queryOptions({
    queryKey: [...REGISTER_KEY, 'export', scope.scope, scope.scope === 'day' ? scope.date : null] as const,
    queryFn: ({ signal }) => api.get<RegisterExportResponse>(`/api/staff/register/export?${exportSearch(scope)}`, { signal }),
  });

/** Where the CSV downloads from (a plain link: the session cookie goes with it). */
export const registerCsvUrl = (scope: ExportScope, lang: Lang) => `/api/staff/register/export/csv?${exportSearch(scope)}&lang=${lang}`;

export const useRegisterDay = (date: string) => useQuery(registerDayQuery(date));
export const useRegisterOverdue = (enabled: boolean) => useQuery({ ...registerOverdueQuery, enabled });
export const useRegisterExport = (scope: ExportScope) => useQuery(registerExportQuery(scope));

/** A foreign guest still raised as overdue: not reported since. */
export const isOverdueUnreported = (stay: RegisterStay) => stay.persons.some((person) => person.overdueAt !== null && person.report === null);

/**
 * A stay as register.changed carries it, written into every cached day that lists it and into the
 * overdue list (added while one of its guests is overdue and unreported, removed after).
 */
export function storeRegisterStay(cache: QueryClient, stay: RegisterStay): void {
  for (const query of cache.getQueryCache().findAll({ queryKey: [...REGISTER_KEY, 'day'] })) {
    const date = query.queryKey[3] as string;
    patchLiveRead(cache, registerDayQuery(date).queryKey, (current) => {
      if (!current?.stays.some((each) => each.bookingId === stay.bookingId)) return current;
      return { ...current, stays: current.stays.map((each) => (each.bookingId === stay.bookingId ? stay : each)) };
    });
  }
  patchLiveRead(cache, registerOverdueQuery.queryKey, (current) => {
    if (!current) return current;
    const others = current.stays.filter((each) => each.bookingId !== stay.bookingId);
    return { stays: isOverdueUnreported(stay) ? [...others, stay] : others };
  });
}

interface PersonRef {
  bookingId: string;
  position: number;
}

const personPath = ({ bookingId, position }: PersonRef) => `/api/staff/check-ins/${encodeURIComponent(bookingId)}/guests/${position}`;

/** The register's one rule after a change: the row arrives by register.changed on every device; after a failure the days are asked again. */
function useRegisterChange<V extends PersonRef, R>(mutationFn: (variables: V) => Promise<R>) {
  const cache = useQueryClient();
  return useMutation({
    mutationKey: [...REGISTER_KEY, 'change'],
    mutationFn,
    onError: () => void cache.invalidateQueries({ queryKey: REGISTER_KEY }),
  });
}

export const useVerifyAtDoor = () => useRegisterChange((person: PersonRef) => api.post<CheckInPersonResponse>(`${personPath(person)}/verify`));
export const useReportToImmigration = () =>
  useRegisterChange(({ proofNumber, ...person }: PersonRef & ImmigrationReportBody) => api.post<RegisterStay>(`${personPath(person)}/report`, { proofNumber } satisfies ImmigrationReportBody));
export const useReportCheckout = () => useRegisterChange((person: PersonRef) => api.post<RegisterStay>(`${personPath(person)}/checkout-report`));
export const useSetLevy = () => useRegisterChange(({ levy, ...person }: PersonRef & { levy: LevyBody }) => api.put<RegisterStay>(`${personPath(person)}/levy`, levy));
