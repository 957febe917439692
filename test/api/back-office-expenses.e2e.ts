import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EXPENSE_CATEGORIES, EXPENSE_ITEMS } from '@prana/catalogue';
import { renderError, type ExpensesResponse } from '@prana/contracts';
import { addDays, formatIdr, isInExpenseRange, todayInBali } from '@prana/domain';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { connect, nextEvent, type ClientSocket } from '../support/sockets.ts';
import { as, dbOf, drainUndo, signInAll, type Cookies } from '../support/back-office.ts';

const NOT_FOUND_ID = '00000000-0000-4000-8000-000000000000';

describe('expenses api', () => {
  let api: TestApi;
  let cookies: Cookies;
  const sockets: ClientSocket[] = [];
  const manager = () => as(api, cookies.master);
  const overview = async (range = 'all') => (await manager().get(`/api/expenses?range=${range}`).expect(200)).body as ExpensesResponse;
  const category = async (seedKey: string) => (await overview()).categories.find((entry) => entry.seedKey === seedKey)!;
  const stored = async () => ({
    items: await dbOf(api).getConnection().execute<{ count: string }[]>('select count(*) from expense_items'),
    categories: await dbOf(api).getConnection().execute<{ count: string }[]>('select count(*) from expense_categories'),
    log: await dbOf(api).getConnection().execute<{ count: string }[]>(`select count(*) from activity_log where panel = 'expenses'`),
    undo: await dbOf(api).getConnection().execute<{ count: string }[]>(`select count(*) from undo_history where panel = 'expenses'`),
  });

  beforeAll(async () => {
    api = await startTestApi();
    cookies = await signInAll(api);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(() => api.close());

  it('lists the seeded categories with budgets and the seeded lines of each range', async () => {
    const today = todayInBali(new Date());
    const all = await overview('all');
    expect(all.today).toBe(today);
    for (const seed of EXPENSE_CATEGORIES) {
      expect(all.categories.find((entry) => entry.seedKey === seed.id)).toMatchObject({ name: seed.name.en, budget: seed.budget, color: seed.color });
    }
    for (const range of ['30d', '90d', 'all'] as const) {
      const body = await overview(range);
      const seeded = body.items.filter((item) => item.seedKey).map((item) => item.seedKey).sort();
      const expected = EXPENSE_ITEMS.filter((item) => isInExpenseRange(addDays(today, -item.daysAgo), range, today)).map((item) => item.id).sort();
      expect(seeded, range).toEqual(expected);
      // Spent in a category is the sum of its lines in the range; variance is budget minus spent.
      for (const entry of body.categories) {
        const spent = body.items.filter((item) => item.categoryId === entry.id).reduce((sum, item) => sum + item.amount, 0);
        expect(entry).toMatchObject({ spent, variance: entry.budget - spent });
      }
    }
    expect((await overview('30d')).items.length).toBeLessThan(all.items.length);
    const categories = await manager().get('/api/expense-categories?range=30d').expect(200);
    expect(categories.body.map((entry: { id: string }) => entry.id)).toEqual((await overview('30d')).categories.map((entry) => entry.id));
  });

  it('refuses an unknown range', async () => {
    const response = await manager().get('/api/expenses?range=7d').expect(400);
    expect(response.body.error).toBe('Range must be 30d, 90d or all.');
  });

  it('adds a line (date defaults to today) that shows in the table, the category spend and the log', async () => {
    const operations = await category('operations');
    const response = await manager()
      .post('/api/expenses', { categoryId: operations.id, description: '  Generator diesel  ', amount: 4_250_000 })
      .expect(201);
    expect(response.body).toMatchObject({ label: 'Generator diesel', amount: 4_250_000, date: todayInBali(new Date()), categoryId: operations.id, seedKey: null });
    const after = await overview('30d');
    expect(after.items[0]).toMatchObject({ id: response.body.id, label: 'Generator diesel' });
    expect((await category('operations')).spent).toBe(operations.spent + 4_250_000);
    expect(after.activity[0]).toMatchObject({
      action: 'expense.added',
      message: 'Added Generator diesel (IDR 4.250.000) to Operations',
      actorName: 'Made Wirawan',
    });
    expect(after.undoAvailable).toBeGreaterThanOrEqual(1);
  });

  it('refuses bad input instead of ignoring it, with a message naming the field, and stores nothing', async () => {
    const operations = await category('operations');
    const before = await stored();
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [{ description: 'Fuel', amount: 100 }, 'Category is required.', 'categoryId'],
      [{ categoryId: operations.id, description: '   ', amount: 100 }, 'Description is required.', 'description'],
      [{ categoryId: operations.id, amount: 100 }, 'Description is required.', 'description'],
      [{ categoryId: operations.id, description: 'Fuel', amount: 0 }, 'Amount must be a whole number of rupiah greater than 0.', 'amount'],
      [{ categoryId: operations.id, description: 'Fuel', amount: -5 }, 'Amount must be a whole number of rupiah greater than 0.', 'amount'],
      [{ categoryId: operations.id, description: 'Fuel', amount: 12.5 }, 'Amount must be a whole number of rupiah greater than 0.', 'amount'],
      [{ categoryId: operations.id, description: 'Fuel', amount: '100' }, 'Amount must be a whole number of rupiah greater than 0.', 'amount'],
      [{ categoryId: operations.id, description: 'Fuel' }, 'Amount must be a whole number of rupiah greater than 0.', 'amount'],
      [{ categoryId: operations.id, description: 'Fuel', amount: 100, date: '2026-02-30' }, 'Date must be a real date in YYYY-MM-DD form.', 'date'],
      [{ categoryId: operations.id, description: 'Fuel', amount: 100, date: addDays(todayInBali(new Date()), 1) }, 'Date cannot be in the future.', 'date'],
      [{ categoryId: operations.id, description: 'Fuel', amount: 100, date: '0000-01-01' }, 'Date must be a real date in YYYY-MM-DD form.', 'date'],
      [{ categoryId: operations.id, description: 'Fuel', amount: 2 ** 53 }, 'Amount must be a whole number of rupiah greater than 0.', 'amount'],
      [{ categoryId: operations.id, description: 'x'.repeat(201), amount: 100 }, 'Description must be at most 200 characters.', 'description'],
      [{ categoryId: NOT_FOUND_ID, description: 'Fuel', amount: 100 }, 'Choose one of the expense categories.', 'categoryId'],
      [{ categoryId: 'operations', description: 'Fuel', amount: 100 }, 'Choose one of the expense categories.', 'categoryId'],
      [{ categoryId: operations.id, description: 'Fuel', amount: 100, vendor: 'x' }, 'Unknown field: vendor.', undefined],
    ];
    for (const [body, error, field] of cases) {
      const response = await manager().post('/api/expenses', body).expect(400);
      expect(response.body.error, JSON.stringify(body)).toBe(error);
      if (field) expect(renderError(response.body.fields?.[field]), JSON.stringify(body)).toBe(error);
    }
    expect(await stored()).toEqual(before);
  });

  it('creates a category with a palette colour, refuses a duplicate and bad input', async () => {
    const name = `Marketing ${Date.now()}`;
    const created = await manager().post('/api/expense-categories', { name: ` ${name} `, budget: 45_000_000 }).expect(201);
    expect(created.body).toMatchObject({ name, budget: 45_000_000, spent: 0, variance: 45_000_000, itemCount: 0, seedKey: null });
    expect(created.body.color).toMatch(/^#[0-9a-f]{6}$/);
    expect((await overview()).activity[0]).toMatchObject({ action: 'category.created', message: `Created category ${name} with a budget of IDR 45.000.000` });

    const duplicate = await manager().post('/api/expense-categories', { name: name.toUpperCase(), budget: 1 }).expect(409);
    expect(duplicate.body.error).toBe(`A category named "${name.toUpperCase()}" already exists.`);
    const before = await stored();
    expect((await manager().post('/api/expense-categories', { name: '  ', budget: 5 }).expect(400)).body.error).toBe('Category name is required.');
    expect((await manager().post('/api/expense-categories', { name: 'Rent', budget: 0 }).expect(400)).body.error).toBe('Budget must be a whole number of rupiah greater than 0.');
    expect((await manager().post('/api/expense-categories', { name: 'Rent', budget: 1.5 }).expect(400)).body.error).toBe('Budget must be a whole number of rupiah greater than 0.');
    expect((await manager().post('/api/expense-categories', { name: 'Rent' }).expect(400)).body.error).toBe('Budget must be a whole number of rupiah greater than 0.');
    expect(await stored()).toEqual(before);
  });

  it('adjusts a budget (integer above 0) and keeps the name read-only', async () => {
    const maintenance = await category('maintenance');
    const adjusted = await manager().patch(`/api/expense-categories/${maintenance.id}`, { budget: 72_500_000 }).expect(200);
    expect(adjusted.body).toMatchObject({ id: maintenance.id, name: 'Maintenance', budget: 72_500_000 });
    expect((await overview()).activity[0]!.message).toBe(`Adjusted Maintenance budget from ${formatIdr(maintenance.budget)} to IDR 72.500.000`);

    const before = await stored();
    expect((await manager().patch(`/api/expense-categories/${maintenance.id}`, { budget: -1 }).expect(400)).body.error).toBe(
      'Budget must be a whole number of rupiah greater than 0.',
    );
    expect((await manager().patch(`/api/expense-categories/${maintenance.id}`, { budget: 5, name: 'Repairs' }).expect(400)).body.error).toBe('Unknown field: name.');
    expect((await manager().patch(`/api/expense-categories/${NOT_FOUND_ID}`, { budget: 5 }).expect(404)).body.error).toBe('No expense category with that id.');
    expect((await manager().patch('/api/expense-categories/not-an-id', { budget: 5 }).expect(404)).body.error).toBe('No expense category with that id.');
    expect(await stored()).toEqual(before);
  });

  it('undoes on the server: a line, a budget change, a new category, logging "Reverted last change"', async () => {
    await drainUndo(() => manager().post('/api/expenses/undo'));
    const nothing = await manager().post('/api/expenses/undo').expect(409);
    expect(nothing.body.error).toBe('Nothing to undo.');

    const staffWages = await category('staff-wages');
    const created = await manager().post('/api/expense-categories', { name: `Undo me ${Date.now()}`, budget: 9_000_000 }).expect(201);
    await manager().patch(`/api/expense-categories/${staffWages.id}`, { budget: staffWages.budget + 1_000_000 }).expect(200);
    const line = await manager().post('/api/expenses', { categoryId: staffWages.id, description: 'Overtime', amount: 3_000_000 }).expect(201);
    expect((await overview()).undoAvailable).toBe(3);

    const first = await manager().post('/api/expenses/undo').expect(200);
    expect(first.body).toEqual({
      reverted: { action: 'expense.added', details: { label: 'Overtime', amount: 3_000_000, category: 'Staff wages', date: line.body.date } },
      undoAvailable: 2,
      undoNext: { action: 'budget.adjusted', details: { category: 'Staff wages', from: staffWages.budget, to: staffWages.budget + 1_000_000 } },
    });
    let now = await overview();
    expect(now.items.some((item) => item.id === line.body.id)).toBe(false);
    expect(now.activity[0]).toMatchObject({ action: 'undo', message: 'Reverted last change', details: { reverted: 'expense.added', label: 'Overtime' } });

    await manager().post('/api/expenses/undo').expect(200);
    expect((await category('staff-wages')).budget).toBe(staffWages.budget);

    await manager().post('/api/expenses/undo').expect(200);
    now = await overview();
    expect(now.categories.some((entry) => entry.id === created.body.id)).toBe(false);
    expect(now.undoAvailable).toBe(0);
    expect((await manager().post('/api/expenses/undo').expect(409)).body.error).toBe('Nothing to undo.');
  });

  it('keeps only the last 10 changes for undo and lists 20 activity entries, newest first', async () => {
    await drainUndo(() => manager().post('/api/expenses/undo'));
    const guest = await category('guest-experience');
    for (let step = 1; step <= 12; step += 1) {
      await manager().patch(`/api/expense-categories/${guest.id}`, { budget: 80_000_000 + step }).expect(200);
    }
    const body = await overview();
    expect(body.undoAvailable).toBe(10);
    expect(body.activity).toHaveLength(20);
    expect(body.activity.map((entry) => entry.id)).toEqual([...body.activity.map((entry) => entry.id)].sort((a, b) => b - a));
    expect(body.activity[0]!.message).toBe('Adjusted Guest experience budget from IDR 80.000.011 to IDR 80.000.012');
    const [{ count }] = await dbOf(api).getConnection().execute<{ count: string }[]>(`select count(*) from activity_log where panel = 'expenses'`);
    expect(Number(count)).toBeGreaterThan(20);

    for (let step = 0; step < 10; step += 1) await manager().post('/api/expenses/undo').expect(200);
    // The two oldest changes fell off the history: undo stops at the budget after change 2.
    expect((await category('guest-experience')).budget).toBe(80_000_002);
    expect((await manager().post('/api/expenses/undo').expect(409)).body.error).toBe('Nothing to undo.');
    await manager().patch(`/api/expense-categories/${guest.id}`, { budget: guest.budget }).expect(200);
  });

  it('lets an investor read but never write, and keeps staff out', async () => {
    const investor = as(api, cookies.investor);
    await investor.get('/api/expenses').expect(200);
    await investor.get('/api/expense-categories').expect(200);
    const refused = await investor.post('/api/expenses', { categoryId: NOT_FOUND_ID, description: 'x', amount: 1 }).expect(403);
    expect(refused.body.error).toBe('The investor role cannot do this (expenses.write).');
    await investor.post('/api/expense-categories', { name: 'x', budget: 1 }).expect(403);
    await investor.patch(`/api/expense-categories/${NOT_FOUND_ID}`, { budget: 1 }).expect(403);
    await investor.post('/api/expenses/undo').expect(403);

    const staff = as(api, cookies.staff);
    expect((await staff.get('/api/expenses').expect(403)).body.error).toBe('The staff role cannot do this (expenses.read).');
    await staff.get('/api/expense-categories').expect(403);
    await api.request().get('/api/expenses').expect(401);
    await as(api, cookies.master).get('/api/expenses').expect(200);
  });

  it('tells open dashboards that can read expenses to refetch, and not the staff role', async () => {
    const investorSocket = connect(api.url, cookies.investor);
    const staffSocket = connect(api.url, cookies.staff);
    sockets.push(investorSocket, staffSocket);
    await Promise.all([nextEvent(investorSocket, 'session.ready'), nextEvent(staffSocket, 'session.ready')]);
    const staffHeard: string[] = [];
    staffSocket.on('backoffice.changed', (payload) => staffHeard.push(payload.panel));
    const heard = nextEvent(investorSocket, 'backoffice.changed');
    const operations = await category('operations');
    await manager().post('/api/expenses', { categoryId: operations.id, description: 'Live line', amount: 10_000 }).expect(201);
    expect(await heard).toEqual({ panel: 'expenses' });
    // A later maintenance change reaches staff; by then an expenses event would have arrived first.
    const staffNext = nextEvent(staffSocket, 'backoffice.changed');
    const tasks = await manager().get('/api/maintenance-tasks').expect(200);
    await manager().post(`/api/maintenance-tasks/${tasks.body.tasks[0].id}/complete`).expect(200);
    expect(await staffNext).toEqual({ panel: 'maintenance' });
    expect(staffHeard).toEqual(['maintenance']);
    await manager().post('/api/maintenance-tasks/undo').expect(200);
  });
});
