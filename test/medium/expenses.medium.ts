import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { ExpensesRepository, type ExpenseCategoryRow, type ExpenseItemRow } from '../../apps/api/src/back-office/expenses/expenses.repository.ts';
import { FinanceRepository } from '../../apps/api/src/back-office/finance/finance.repository.ts';
import { FinanceService } from '../../apps/api/src/back-office/finance/finance.service.ts';
import { LedgerRepository } from '../../apps/api/src/back-office/ledger/ledger.repository.ts';
import { LedgerService } from '../../apps/api/src/back-office/ledger/ledger.service.ts';
import type { DB } from '../../apps/api/src/database/db.generated.ts';
import { medium, type Medium } from './medium.ts';

describe('Expenses on the database (medium)', () => {
  let tier: Medium;
  let expenses: ExpensesRepository;
  const tag = randomUUID().slice(0, 8);
  const category = (name: string, createdAt: string, budget = 3_000_000): ExpenseCategoryRow => ({
    id: randomUUID(),
    name: `${name} ${tag}`,
    color: '#2f6f4f',
    budget,
    seedKey: null,
    createdAt,
  });
  const older = category('Older', '2020-01-01T00:00:00.000Z');
  const newer = category('Newer', '2020-01-02T00:00:00.000Z', 9_876_543_210);
  const item = (of: ExpenseCategoryRow, label: string, amount: number, date: string, createdAt: string): ExpenseItemRow => ({
    id: randomUUID(),
    categoryId: of.id,
    label: `${label} ${tag}`,
    amount,
    date,
    seedKey: null,
    createdAt,
  });
  const fuel = item(older, 'Fuel', 250_000, '2020-03-01', '2020-03-01T01:00:00.000Z');
  const ink = item(older, 'Ink', 4_000_000_000, '2020-03-01', '2020-03-01T02:00:00.000Z');
  const soap = item(newer, 'Soap', 75_000, '2020-02-01', '2020-02-01T01:00:00.000Z');

  beforeAll(async () => {
    tier = await medium({ providers: [ExpensesRepository, FinanceRepository, FinanceService, LedgerRepository, LedgerService] });
    expenses = tier.get(ExpensesRepository);
    for (const row of [newer, older]) await expenses.insertCategory(row);
    for (const row of [fuel, soap, ink]) await expenses.insertItem(row);
  });
  afterAll(async () => {
    const db = tier.em().getKysely<DB>();
    const ids = [older.id, newer.id];
    await db.deleteFrom('expense_items').where('category_id', 'in', ids).execute();
    await db.deleteFrom('expense_categories').where('id', 'in', ids).execute();
    await tier.close();
  });

  const own = <T extends { id: string }>(rows: T[], ...mine: { id: string }[]) => rows.filter((row) => mine.some((wanted) => wanted.id === row.id));

  it('reads categories oldest first and lines newest first, whole IDR as numbers, times as ISO', async () => {
    expect(own(await expenses.categories(), older, newer)).toEqual([older, newer]);
    expect(await expenses.category(newer.id)).toEqual(newer);
    expect(await expenses.category(randomUUID())).toBeUndefined();
    expect(own(await expenses.items(), fuel, ink, soap)).toEqual([ink, fuel, soap]);
  });

  it('sums what was spent per category, and the finance donut reads it', async () => {
    const spent = await expenses.spentPerCategory();
    expect(spent.get(older.id)).toBe(4_000_250_000);
    expect(spent.get(newer.id)).toBe(75_000);
    const composition = await tier.get(FinanceService).expenseComposition();
    expect(composition.slices.find((slice) => slice.categoryId === older.id)).toMatchObject({ name: older.name, amount: 4_000_250_000 });
    expect(composition.total).toBe(composition.slices.reduce((sum, slice) => sum + slice.amount, 0));
  });

  it('changes a budget, and writes an undo snapshot back: values again, creation time kept', async () => {
    await expenses.setBudget(newer.id, 1_000_000);
    expect((await expenses.category(newer.id))!.budget).toBe(1_000_000);
    await expenses.restoreCategory(newer.id, { ...newer, createdAt: '2030-01-01T00:00:00.000Z' });
    expect(await expenses.category(newer.id)).toEqual(newer);
  });

  it('deletes a row a change created and re-creates one it removed, as it was', async () => {
    const { id, ...before } = soap;
    await expenses.restoreItem(id, null);
    expect(own(await expenses.items(), soap)).toEqual([]);
    await expenses.restoreItem(id, before);
    expect(own(await expenses.items(), soap)).toEqual([soap]);

    const gone = category('Gone', '2020-01-03T00:00:00.000Z');
    await expenses.insertCategory(gone);
    await expenses.restoreCategory(gone.id, null);
    expect(await expenses.category(gone.id)).toBeUndefined();
    await expenses.restoreCategory(gone.id, gone);
    expect(await expenses.category(gone.id)).toEqual(gone);
    await expenses.restoreCategory(gone.id, null);
  });
});
