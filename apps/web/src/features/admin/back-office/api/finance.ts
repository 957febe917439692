import { useQuery } from '@tanstack/react-query';
import type { ExpenseCompositionResponse, FinanceMonthlyResponse, FinanceSiteInsightsResponse, FinanceYearsResponse } from '@prana/contracts';
import { todayInBali } from '@prana/domain';
import { withQuery } from '../../../../lib/api-client.ts';
import { panelQuery } from './panel-query.ts';

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

/**
 * The dashboard's key figures taken from the finance record, so they agree with the finance
 * panel: this month's occupancy (percent) and average nightly rate. Empty when the reader cannot
 * read finance or the month has no figures yet.
 */
export function useFinanceKpis(enabled: boolean): Partial<Record<string, number>> {
  const today = todayInBali(new Date());
  const monthly = useQuery({ ...financeMonthlyQuery(Number(today.slice(0, 4))), enabled });
  const record = enabled ? monthly.data?.months[Number(today.slice(5, 7)) - 1] : undefined;
  if (!record || record.occupancy === 0) return {};
  return { 'occupancy-45d': Math.round(record.occupancy * 1000) / 10, adr: record.avgNightlyRate };
}
