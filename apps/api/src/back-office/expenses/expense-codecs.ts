import type { RowCodec } from '../../journal/row-codec.ts';
import type { ExpenseCategoryRow, ExpenseItemRow, ExpensesRepository } from './expenses.repository.ts';

/** Undo snapshots of the expenses panel: categories (a budget change or a creation) and lines. */
export function expenseCodecs(expenses: ExpensesRepository) {
  const category: RowCodec<ExpenseCategoryRow> = {
    kind: 'expense-category',
    snapshot: (row) => ({ name: row.name, color: row.color, budget: row.budget, seedKey: row.seedKey, createdAt: row.createdAt }),
    restore: (id, before) =>
      expenses.restoreCategory(
        id,
        before && {
          name: before.name as string,
          color: before.color as string,
          budget: before.budget as number,
          seedKey: before.seedKey as string | null,
          createdAt: before.createdAt as string,
        },
      ),
  };
  const item: RowCodec<ExpenseItemRow> = {
    kind: 'expense-item',
    snapshot: (row) => ({ categoryId: row.categoryId, label: row.label, amount: row.amount, date: row.date, seedKey: row.seedKey, createdAt: row.createdAt }),
    restore: (id, before) =>
      expenses.restoreItem(
        id,
        before && {
          categoryId: before.categoryId as string,
          label: before.label as string,
          amount: before.amount as number,
          date: before.date as string,
          seedKey: before.seedKey as string | null,
          createdAt: before.createdAt as string,
        },
      ),
  };
  return { category, item, all: [category, item] as const };
}
