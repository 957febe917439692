import { valuesCodec } from '../../journal/row-codec.ts';
import type { ExpensesRepository } from './expenses.repository.ts';

/** Undo snapshots of the expenses panel: categories (a budget change or a creation) and lines. */
export function expenseCodecs(expenses: ExpensesRepository) {
  const category = valuesCodec('expense-category', { name: true, color: true, budget: true, seedKey: true, createdAt: true }, expenses.restoreCategory.bind(expenses));
  const item = valuesCodec('expense-item', { categoryId: true, label: true, amount: true, date: true, seedKey: true, createdAt: true }, expenses.restoreItem.bind(expenses));
  return { category, item, all: [category, item] as const };
}
