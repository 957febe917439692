import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { UNDO_HISTORY_LIMIT } from '@prana/domain';
import { BackOfficeJournal, type Actor } from '../../apps/api/src/journal/back-office-journal.service.ts';
import { JournalRepository } from '../../apps/api/src/journal/journal.repository.ts';
import { createdImage, imageOf } from '../../apps/api/src/journal/row-codec.ts';
import { ExpensesRepository, type ExpenseCategoryRow, type ExpenseItemRow } from '../../apps/api/src/back-office/expenses/expenses.repository.ts';
import { expenseCodecs } from '../../apps/api/src/back-office/expenses/expense-codecs.ts';
import type { DB } from '../../apps/api/src/database/db.generated.ts';
import { medium, type Medium } from './medium.ts';
import { newStaff, removeStaff } from './factories.ts';

describe('The back-office journal on the database (medium)', () => {
  let tier: Medium;
  let journal: BackOfficeJournal;
  let history: JournalRepository;
  let expenses: ExpensesRepository;
  let codecs: ReturnType<typeof expenseCodecs>;
  let first: Actor;
  let second: Actor;
  let category: ExpenseCategoryRow;
  const revert = () => ({ message: 'Reverted last change', codecs: codecs.all, alsoChanged: ['finance' as const] });

  beforeAll(async () => {
    tier = await medium({ providers: [BackOfficeJournal, JournalRepository, ExpensesRepository] });
    journal = tier.get(BackOfficeJournal);
    history = tier.get(JournalRepository);
    expenses = tier.get(ExpensesRepository);
    codecs = expenseCodecs(expenses);
    first = await newStaff(tier.em());
    second = await newStaff(tier.em());
    category = { id: randomUUID(), name: `Medium ${randomUUID().slice(0, 8)}`, color: '#123456', budget: 5_000_000, seedKey: null, createdAt: '2026-01-02T03:04:05.678Z' };
    await expenses.insertCategory(category);
  });
  afterAll(async () => {
    const db = tier.em().getKysely<DB>();
    await db.deleteFrom('expense_items').where('category_id', '=', category.id).execute();
    await db.deleteFrom('expense_categories').where('id', '=', category.id).execute();
    await removeStaff(tier.em(), [first.id, second.id]);
    await tier.close();
  });
  beforeEach(async () => {
    for (const actor of [first, second]) await tier.em().getKysely<DB>().deleteFrom('undo_history').where('actor_id', '=', actor.id).execute();
    tier.events.clear();
  });

  const line = (label: string): ExpenseItemRow => ({
    id: randomUUID(),
    categoryId: category.id,
    label,
    amount: 125_000,
    date: '2026-11-20',
    seedKey: null,
    createdAt: new Date().toISOString(),
  });
  /** Adds a line as one undoable change of `actor`, as ExpensesService does. */
  const addLine = (actor: Actor, label: string) =>
    journal.change('expenses', async () => {
      const item = line(label);
      await expenses.insertItem(item);
      await journal.record('expenses', actor, { action: 'expense.added', message: `Added ${label}`, details: { label }, subjectId: item.id }, [createdImage('expense-item', item.id)]);
      return item;
    });
  const labels = async () => (await expenses.items()).filter((item) => item.categoryId === category.id).map((item) => item.label);

  it('commits a change with its log line and undo entry, and tells the panels’ readers after the commit', async () => {
    const item = await addLine(first, 'Generator fuel');
    expect(await labels()).toContain('Generator fuel');
    expect(await journal.undoState('expenses', first)).toEqual({ undoAvailable: 1, undoNext: { action: 'expense.added', details: { label: 'Generator fuel' } } });
    expect(await journal.undoState('expenses', second)).toEqual({ undoAvailable: 0, undoNext: null });
    const [latest] = await journal.activity('expenses', 1, item.id);
    expect(latest).toMatchObject({ action: 'expense.added', message: 'Added Generator fuel', details: { label: 'Generator fuel' }, actorName: first.name });
    expect(new Date(latest!.timestamp).toISOString()).toBe(latest!.timestamp);
    expect(tier.events.of('backoffice.changed')).toEqual([{ to: 'staff:expenses.read', payload: { panel: 'expenses' } }]);
  });

  it('leaves nothing behind when the change fails: the rows, the log line and the undo entry roll back together', async () => {
    const before = await journal.activity('expenses', 1);
    await expect(
      journal.change('expenses', async () => {
        const item = line('Rolled back');
        await expenses.insertItem(item);
        await journal.record('expenses', first, { action: 'expense.added', message: 'Added Rolled back', details: { label: 'Rolled back' } }, [createdImage('expense-item', item.id)]);
        throw new Error('refused after the writes');
      }),
    ).rejects.toThrow('refused after the writes');
    expect(await labels()).not.toContain('Rolled back');
    expect(await journal.activity('expenses', 1)).toEqual(before);
    expect((await journal.undoState('expenses', first)).undoAvailable).toBe(0);
    expect(tier.events.of('backoffice.changed')).toEqual([]);
  });

  it('refuses a log line written outside its panel’s change, and a change begun inside another', async () => {
    const change = { action: 'expense.added', message: 'Stray' };
    await expect(journal.log('expenses', first, change)).rejects.toThrow('outside journal.change');
    await expect(journal.change('maintenance', () => journal.log('expenses', first, change))).rejects.toThrow('inside a change of maintenance');
    await expect(journal.change('expenses', () => journal.change('expenses', async () => undefined))).rejects.toThrow('began inside a change');
    expect((await journal.activity('expenses', 5)).map((entry) => entry.message)).not.toContain('Stray');
  });

  it('runs the changes of one panel one after the other: the second starts when the first has committed', async () => {
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const running = journal.change('expenses', async () => {
      order.push('first began');
      await gate;
      order.push('first ended');
    });
    while (!order.includes('first began')) await sleep(5);
    const waiting = journal.change('expenses', async () => void order.push('second began'));
    // Another panel's change is not held up.
    await journal.change('maintenance', async () => void order.push('maintenance'));
    await sleep(100);
    expect(order).toEqual(['first began', 'maintenance']);
    release();
    await Promise.all([running, waiting]);
    expect(order).toEqual(['first began', 'maintenance', 'first ended', 'second began']);
  });

  it('undoes through the codecs: a changed row gets its values back, a created row goes, a removed row comes back', async () => {
    // A budget change: the row gets its old budget back and keeps its creation time.
    await journal.change('expenses', async () => {
      const image = imageOf(codecs.category, (await expenses.category(category.id))!);
      await expenses.setBudget(category.id, 9_000_000);
      await journal.record('expenses', first, { action: 'budget.adjusted', message: 'Adjusted', details: { from: 5_000_000, to: 9_000_000 } }, [image]);
    });
    // A removal: the line is deleted by the change and re-created by its undo, as it was.
    const kept = line('Kept line');
    await expenses.insertItem(kept);
    await journal.change('expenses', async () => {
      const image = imageOf(codecs.item, (await expenses.items()).find((item) => item.id === kept.id)!);
      await expenses.restoreItem(kept.id, null);
      await journal.record('expenses', first, { action: 'expense.removed', message: 'Removed', details: { label: kept.label } }, [image]);
    });
    await addLine(first, 'Created line');
    expect(await labels()).toEqual(expect.arrayContaining(['Created line']));
    expect(await labels()).not.toContain('Kept line');

    const created = await journal.undo('expenses', first, revert());
    expect(created).toEqual({ reverted: { action: 'expense.added', details: { label: 'Created line' } }, undoAvailable: 2, undoNext: { action: 'expense.removed', details: { label: 'Kept line' } } });
    expect(await labels()).not.toContain('Created line');

    await journal.undo('expenses', first, revert());
    expect((await expenses.items()).find((item) => item.id === kept.id)).toEqual(kept);

    const budget = await journal.undo('expenses', first, revert());
    expect(budget).toMatchObject({ reverted: { action: 'budget.adjusted' }, undoAvailable: 0, undoNext: null });
    expect(await expenses.category(category.id)).toEqual(category);

    const [undoLine] = await journal.activity('expenses', 1);
    expect(undoLine).toMatchObject({ action: 'undo', message: 'Reverted last change', details: { from: 5_000_000, to: 9_000_000, reverted: 'budget.adjusted' }, actorName: first.name });
    expect(tier.events.of('backoffice.changed').map((event) => event.payload.panel)).toContain('finance');
    await expect(journal.undo('expenses', first, revert())).rejects.toMatchObject({ coded: { code: 'backOffice.nothingToUndo' } });
  });

  it('reverts an undo entry stored before this code, from the images as they were kept', async () => {
    // The shape the entity-backed codecs wrote (name, color, budget, seedKey, createdAt; no id).
    const stored = { kind: 'expense-category', id: category.id, before: { name: category.name, color: category.color, budget: category.budget, seedKey: null, createdAt: category.createdAt } } as const;
    await expenses.setBudget(category.id, 8_000_000);
    await tier.em().getKysely<DB>().insertInto('undo_history').values({
      panel: 'expenses',
      actor_id: first.id,
      action: 'budget.adjusted',
      details: JSON.stringify({ category: category.name, from: category.budget, to: 8_000_000 }),
      images: JSON.stringify([stored]),
      created_at: new Date(),
    }).execute();
    expect(await journal.undo('expenses', first, revert())).toMatchObject({ reverted: { action: 'budget.adjusted', details: { to: 8_000_000 } }, undoAvailable: 0 });
    expect(await expenses.category(category.id)).toEqual(category);
  });

  it('keeps each person’s latest ten changes and undoes only their own', async () => {
    for (let index = 0; index < UNDO_HISTORY_LIMIT + 2; index += 1) await addLine(first, `Deep ${index}`);
    expect(await journal.undoState('expenses', first)).toMatchObject({ undoAvailable: UNDO_HISTORY_LIMIT, undoNext: { details: { label: `Deep ${UNDO_HISTORY_LIMIT + 1}` } } });
    await expect(journal.undo('expenses', second, revert())).rejects.toMatchObject({ coded: { code: 'backOffice.nothingToUndo' } });
    expect(await labels()).toContain(`Deep ${UNDO_HISTORY_LIMIT + 1}`);
  });

  it('refuses to undo a change someone else has changed since, and drops it so the change before it comes next', async () => {
    await addLine(first, 'Earlier line');
    const adjust = (actor: Actor, budget: number) =>
      journal.change('expenses', async () => {
        const image = imageOf(codecs.category, (await expenses.category(category.id))!);
        await expenses.setBudget(category.id, budget);
        await journal.record('expenses', actor, { action: 'budget.adjusted', message: 'Adjusted', details: { to: budget } }, [image]);
      });
    await adjust(first, 6_000_000);
    await adjust(second, 7_000_000);
    expect(await history.changedSinceByOthers(0, 'expenses', first.id, [category.id])).toBe(true);

    await expect(journal.undo('expenses', first, revert())).rejects.toMatchObject({ coded: { code: 'backOffice.changedSinceByOther' } });
    expect((await expenses.category(category.id))!.budget).toBe(7_000_000);
    expect((await journal.undoState('expenses', first)).undoNext).toEqual({ action: 'expense.added', details: { label: 'Earlier line' } });
    await journal.undo('expenses', second, revert());
    expect((await expenses.category(category.id))!.budget).toBe(6_000_000);
    await expenses.setBudget(category.id, category.budget);
  });
});
