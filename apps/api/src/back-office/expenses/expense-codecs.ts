import type { RowCodec } from '../../journal/row-codec.ts';
import { ExpenseCategory } from './expense-category.entity.ts';
import { ExpenseItem } from './expense-item.entity.ts';

/** Undo snapshots of expense categories (a budget change or a creation). */
export const CATEGORY_CODEC: RowCodec<ExpenseCategory> = {
  kind: 'expense-category',
  entity: ExpenseCategory,
  snapshot: (category) => ({
    name: category.name,
    color: category.color,
    budget: category.budget,
    seedKey: category.seedKey,
    createdAt: category.createdAt.toISOString(),
  }),
  apply(category, before) {
    category.name = before.name as string;
    category.color = before.color as string;
    category.budget = before.budget as number;
    category.seedKey = before.seedKey as string | null;
  },
  create(id, before) {
    const category = new ExpenseCategory(before.name as string, before.color as string, before.budget as number);
    category.id = id;
    category.seedKey = before.seedKey as string | null;
    category.createdAt = new Date(before.createdAt as string);
    return category;
  },
};

/** Undo snapshots of expense lines. */
const ITEM_CODEC: RowCodec<ExpenseItem> = {
  kind: 'expense-item',
  entity: ExpenseItem,
  snapshot: (item) => ({
    categoryId: item.category.id,
    label: item.label,
    amount: item.amount,
    date: item.date,
    seedKey: item.seedKey,
    createdAt: item.createdAt.toISOString(),
  }),
  apply(item, before, tx) {
    item.category = tx.getReference(ExpenseCategory, before.categoryId as string);
    item.label = before.label as string;
    item.amount = before.amount as number;
    item.date = before.date as string;
    item.seedKey = before.seedKey as string | null;
  },
  create(id, before, tx) {
    const item = new ExpenseItem(
      tx.getReference(ExpenseCategory, before.categoryId as string),
      before.label as string,
      before.amount as number,
      before.date as string,
    );
    item.id = id;
    item.seedKey = before.seedKey as string | null;
    item.createdAt = new Date(before.createdAt as string);
    return item;
  },
};

export const EXPENSE_CODECS = [CATEGORY_CODEC, ITEM_CODEC] as const;
