import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expenseCompositionQuery, financeYearsQuery } from './finance.ts';
import { expensesQuery } from './expenses.ts';
import { panelChanged } from './panel-query.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('panelChanged (backoffice.changed into the cache)', () => {
  it('marks stale exactly the answers that depend on the changed panel', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 200 })));
    const cache = new QueryClient();
    await Promise.all([cache.fetchQuery(financeYearsQuery), cache.fetchQuery(expenseCompositionQuery), cache.fetchQuery(expensesQuery('30d'))]);

    await panelChanged(cache, 'expenses');
    const invalidated = (key: readonly unknown[]) => cache.getQueryState(key)?.isInvalidated;
    expect(invalidated(expensesQuery('30d').queryKey)).toBe(true);
    // The composition is read from finance but counts the expenses.
    expect(invalidated(expenseCompositionQuery.queryKey)).toBe(true);
    expect(invalidated(financeYearsQuery.queryKey)).toBe(false);
  });
});
