import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  ExpenseCompositionResponse,
  FinanceMonthlyResponse,
  FinanceSiteInsightsResponse,
  FinanceYearsResponse,
  KpiResponse,
  PayoutResponse,
  UndoResponse,
} from '@prana/contracts';
import type { LedgerPeriod } from '@prana/domain';
import { api, withQuery } from '../../../../lib/api-client.ts';
import { panelQuery, usePanelWrite } from './panel-query.ts';

const FINANCE = ['finance'] as const;

export const financeYearsQuery = panelQuery<FinanceYearsResponse>(FINANCE, ['finance', 'years'], '/api/finance/years');
export const useFinanceYears = () => useQuery(financeYearsQuery);

export const financeMonthlyQuery = (year: number) =>
  panelQuery<FinanceMonthlyResponse>(FINANCE, ['finance', 'monthly', year], withQuery('/api/finance/monthly', { year }));
/** Null waits (no overlay year chosen). */
export const useFinanceMonthly = (year: number | null) => useQuery({ ...financeMonthlyQuery(year ?? 0), enabled: year !== null });

export const siteInsightsQuery = (year: number) =>
  panelQuery<FinanceSiteInsightsResponse>(FINANCE, ['finance', 'site-insights', year], withQuery('/api/finance/site-insights', { year }));
export const useSiteInsights = (year: number) => useQuery(siteInsightsQuery(year));

/** Spend by category: stale when finance or the expenses change. */
export const expenseCompositionQuery = panelQuery<ExpenseCompositionResponse>(['finance', 'expenses'], ['finance', 'expense-composition'], '/api/finance/expense-composition');
export const useExpenseComposition = () => useQuery(expenseCompositionQuery);

/** An imported reservation's payout (finance readers). */
export const payoutQuery = (blockId: string) => panelQuery<PayoutResponse>(FINANCE, ['finance', 'payout', blockId], `/api/finance/payouts/${blockId}`);
export const usePayout = (blockId: string, enabled: boolean) => useQuery({ ...payoutQuery(blockId), enabled });

/** Enter (or with null clear) a payout; finance, the KPIs and the payout load again. */
export const useSetPayout = () =>
  usePanelWrite('finance', 'payout', ({ blockId, amount }: { blockId: string; amount: number | null | undefined }) =>
    api.put<PayoutResponse>(`/api/finance/payouts/${blockId}`, { amount }),
  );

/** Undo of the reader's own latest payout change. */
export const useUndoPayout = () => usePanelWrite('finance', 'undo', () => api.post<UndoResponse>('/api/finance/undo', {}));

/** The dashboards' figures of a period and site: stale when the ledger, a calendar or a request changes. */
export const kpisQuery = (period: LedgerPeriod, site: string | null) =>
  queryOptions({
    queryKey: ['kpis', period.from, period.to, site ?? 'all'],
    queryFn: ({ signal }) => api.get<KpiResponse>(withQuery('/api/kpis', { from: period.from, to: period.to, site: site ?? undefined }), { signal }),
    placeholderData: keepPreviousData,
  });
export const useKpis = (period: LedgerPeriod, site: string | null) => useQuery(kpisQuery(period, site));

/** Every KPI read loads again. */
export function kpisChanged(cache: QueryClient): Promise<void> {
  return cache.invalidateQueries({ queryKey: ['kpis'] });
}
