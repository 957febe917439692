import { useQuery } from '@tanstack/react-query';
import type { AdjustBudgetBody, CreateExpenseBody, CreateExpenseCategoryBody, ExpensesResponse, UndoResponse } from '@prana/contracts';
import { api, withQuery } from '../../../../lib/api-client.ts';
import { panelQuery, usePanelWrite } from './panel-query.ts';

export const expensesQuery = (range: string) => panelQuery<ExpensesResponse>(['expenses'], ['expenses', range], withQuery('/api/expenses', { range }));
export const useExpenses = (range: string) => useQuery(expensesQuery(range));

export const useAddExpense = () => usePanelWrite('expenses', 'add', (body: Partial<CreateExpenseBody>) => api.post<unknown>('/api/expenses', body));
export const useUndoExpenses = () => usePanelWrite('expenses', 'undo', () => api.post<UndoResponse>('/api/expenses/undo', {}));
export const useCreateCategory = () =>
  usePanelWrite('expenses', 'create-category', (body: Partial<CreateExpenseCategoryBody>) => api.post<unknown>('/api/expense-categories', body));
export const useAdjustBudget = () =>
  usePanelWrite('expenses', 'adjust-budget', ({ id, body }: { id: string; body: Partial<AdjustBudgetBody> }) =>
    api.patch<unknown>(`/api/expense-categories/${encodeURIComponent(id)}`, body),
  );
