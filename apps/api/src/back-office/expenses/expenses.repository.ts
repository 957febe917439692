import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Repository } from '../../database/repository.ts';
import { GenerateSql } from '../../database/generate-sql.ts';

/** An expense category as stored: monthly budget in whole IDR, createdAt ISO 8601. */
export interface ExpenseCategoryRow {
  id: string;
  name: string;
  color: string;
  budget: number;
  seedKey: string | null;
  createdAt: string;
}

/** An expense line as stored: amount in whole IDR, date a Bali calendar date, createdAt ISO 8601. */
export interface ExpenseItemRow {
  id: string;
  categoryId: string;
  label: string;
  amount: number;
  date: string;
  seedKey: string | null;
  createdAt: string;
}

const CATEGORY_COLUMNS = ['id', 'name', 'color', 'budget', 'seed_key as seedKey', 'created_at as createdAt'] as const;

const EXAMPLE_CATEGORY: ExpenseCategoryRow = {
  id: '5d7a3c1e-2b4f-4e6a-9c8d-1f2e3a4b5c6d',
  name: 'Utilities',
  color: '#2f6f4f',
  budget: 12_000_000,
  seedKey: null,
  createdAt: '2027-05-10T02:00:00.000Z',
};
const EXAMPLE_ITEM: ExpenseItemRow = {
  id: '8e9f0a1b-3c4d-4e5f-8a6b-7c8d9e0f1a2b',
  categoryId: EXAMPLE_CATEGORY.id,
  label: 'Generator fuel',
  amount: 250_000,
  date: '2027-05-10',
  seedKey: null,
  createdAt: '2027-05-10T02:00:00.000Z',
};

/**
 * The expenses panel's tables: categories with their monthly budgets, and the lines spent against
 * them. Written inside a journal change (the ambient transaction); `restore…` writes an undo
 * snapshot back.
 */
@Injectable()
export class ExpensesRepository extends Repository {
  /** Oldest first (the catalogue's order for seeded ones), then by name. */
  @GenerateSql()
  async categories(): Promise<ExpenseCategoryRow[]> {
    const rows = await this.db.selectFrom('expense_categories').select(CATEGORY_COLUMNS).orderBy('created_at').orderBy('name').execute();
    return rows.map(toCategoryRow);
  }

  @GenerateSql({ params: [EXAMPLE_CATEGORY.id] })
  async category(id: string): Promise<ExpenseCategoryRow | undefined> {
    const row = await this.db.selectFrom('expense_categories').select(CATEGORY_COLUMNS).where('id', '=', id).executeTakeFirst();
    return row && toCategoryRow(row);
  }

  /** Every line, newest first. */
  @GenerateSql()
  async items(): Promise<ExpenseItemRow[]> {
    const rows = await this.db
      .selectFrom('expense_items')
      .select(['id', 'category_id as categoryId', 'label', 'amount', 'date', 'seed_key as seedKey', 'created_at as createdAt'])
      .orderBy('date', 'desc')
      .orderBy('created_at', 'desc')
      .execute();
    return rows.map((row) => ({ ...row, amount: Number(row.amount), createdAt: iso(row.createdAt) }));
  }

  /** Everything spent per category id (categories without lines are absent). */
  @GenerateSql()
  async spentPerCategory(): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('expense_items')
      .select(['category_id as categoryId', sql<string>`sum(amount)`.as('spent')])
      .groupBy('category_id')
      .execute();
    return new Map(rows.map((row) => [row.categoryId, Number(row.spent)]));
  }

  @GenerateSql({ params: [EXAMPLE_CATEGORY] })
  async insertCategory(category: ExpenseCategoryRow): Promise<void> {
    await this.db.insertInto('expense_categories').values(categoryColumns(category)).execute();
  }

  @GenerateSql({ params: [EXAMPLE_CATEGORY.id, 15_000_000] })
  async setBudget(id: string, budget: number): Promise<void> {
    await this.db.updateTable('expense_categories').set({ budget }).where('id', '=', id).execute();
  }

  @GenerateSql({ params: [EXAMPLE_ITEM] })
  async insertItem(item: ExpenseItemRow): Promise<void> {
    await this.db.insertInto('expense_items').values(itemColumns(item)).execute();
  }

  /** An undo snapshot written back: the category as it was (re-created when gone), or deleted when it was new. */
  @GenerateSql({ name: 'as it was', params: [EXAMPLE_CATEGORY.id, EXAMPLE_CATEGORY] }, { name: 'created by the change', params: [EXAMPLE_CATEGORY.id, null] })
  async restoreCategory(id: string, before: Omit<ExpenseCategoryRow, 'id'> | null): Promise<void> {
    if (!before) {
      await this.db.deleteFrom('expense_categories').where('id', '=', id).execute();
      return;
    }
    await this.db
      .insertInto('expense_categories')
      .values(categoryColumns({ id, ...before }))
      // An existing row keeps its creation time, as it always had.
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          color: eb.ref('excluded.color'),
          budget: eb.ref('excluded.budget'),
          seed_key: eb.ref('excluded.seed_key'),
        })),
      )
      .execute();
  }

  /** An undo snapshot written back: the line as it was (re-created when gone), or deleted when it was new. */
  @GenerateSql({ name: 'as it was', params: [EXAMPLE_ITEM.id, EXAMPLE_ITEM] }, { name: 'created by the change', params: [EXAMPLE_ITEM.id, null] })
  async restoreItem(id: string, before: Omit<ExpenseItemRow, 'id'> | null): Promise<void> {
    if (!before) {
      await this.db.deleteFrom('expense_items').where('id', '=', id).execute();
      return;
    }
    await this.db
      .insertInto('expense_items')
      .values(itemColumns({ id, ...before }))
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet((eb) => ({
          category_id: eb.ref('excluded.category_id'),
          label: eb.ref('excluded.label'),
          amount: eb.ref('excluded.amount'),
          date: eb.ref('excluded.date'),
          seed_key: eb.ref('excluded.seed_key'),
        })),
      )
      .execute();
  }
}

function iso(value: string): string {
  return new Date(value).toISOString();
}

function toCategoryRow(row: { id: string; name: string; color: string; budget: string; seedKey: string | null; createdAt: string }): ExpenseCategoryRow {
  return { ...row, budget: Number(row.budget), createdAt: iso(row.createdAt) };
}

function categoryColumns(category: ExpenseCategoryRow) {
  return {
    id: category.id,
    name: category.name,
    color: category.color,
    budget: category.budget,
    seed_key: category.seedKey,
    created_at: category.createdAt,
  };
}

function itemColumns(item: ExpenseItemRow) {
  return {
    id: item.id,
    category_id: item.categoryId,
    label: item.label,
    amount: item.amount,
    date: item.date,
    seed_key: item.seedKey,
    created_at: item.createdAt,
  };
}
