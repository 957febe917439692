import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExpensesResponse, MaintenanceTasksResponse, EmployeesResponse, UndoResponse } from '@prana/contracts';
import { todayInBali } from '@prana/domain';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { anotherMaster, as, dbOf, drainUndo, signInAll, type Cookies } from '../support/back-office.ts';

/**
 * Undo is per person. Each staff member undoes only their own latest changes;
 * another person's Undo never touches them, also when both press it at the same moment.
 */
describe('undo per person', () => {
  let api: TestApi;
  let cookies: Cookies;
  let other: { name: string; cookie: string };
  const first = () => as(api, cookies.master);
  const second = () => as(api, other.cookie);
  const expenses = async (who: ReturnType<typeof first>) => (await who.get('/api/expenses').expect(200)).body as ExpensesResponse;
  let categoryId: string;
  const addLine = (who: ReturnType<typeof first>, label: string) =>
    who.post('/api/expenses', { categoryId, description: label, amount: 250_000, date: todayInBali(new Date()) }).expect(201);
  const lineCount = async (label: string) =>
    Number((await dbOf(api).getConnection().execute<{ count: string }[]>('select count(*) from expense_items where label = ?', [label]))[0]!.count);

  beforeAll(async () => {
    api = await startTestApi();
    cookies = await signInAll(api);
    other = await anotherMaster(api, cookies.master, 'second-master-pass');
    categoryId = (await expenses(first())).categories[0]!.id;
    for (const who of [first(), second()]) {
      await drainUndo(() => who.post('/api/expenses/undo'));
      await drainUndo(() => who.post('/api/maintenance-tasks/undo'));
      await drainUndo(() => who.post('/api/employees/undo'));
    }
  });
  afterAll(() => api.close());

  it("undoes only the reader's own change, names it by meaning, and logs who undid what", async () => {
    const fresh = await expenses(second());
    expect({ undoAvailable: fresh.undoAvailable, undoNext: fresh.undoNext }).toEqual({ undoAvailable: 0, undoNext: null });

    await addLine(first(), 'Generator fuel');
    await addLine(second(), 'Printer ink');
    const mine = await expenses(first());
    expect(mine.undoAvailable).toBe(1);
    expect(mine.undoNext).toEqual({ action: 'expense.added', details: expect.objectContaining({ label: 'Generator fuel', amount: 250_000 }) });
    expect((await expenses(second())).undoNext?.details.label).toBe('Printer ink');

    // The second master's Undo removes their own line, not the newer-or-older line of the other.
    const undone = (await second().post('/api/expenses/undo').expect(200)).body as UndoResponse;
    expect(undone).toMatchObject({ reverted: { action: 'expense.added', details: { label: 'Printer ink' } }, undoAvailable: 0, undoNext: null });
    expect(await lineCount('Printer ink')).toBe(0);
    expect(await lineCount('Generator fuel')).toBe(1);
    expect((await second().post('/api/expenses/undo').expect(409)).body.code).toBe('backOffice.nothingToUndo');
    expect(await lineCount('Generator fuel')).toBe(1);

    const after = await expenses(first());
    expect(after.undoNext?.details.label).toBe('Generator fuel');
    expect(after.activity[0]).toMatchObject({
      action: 'undo',
      actorName: other.name,
      details: expect.objectContaining({ reverted: 'expense.added', label: 'Printer ink' }),
    });
    await first().post('/api/expenses/undo').expect(200);
    expect(await lineCount('Generator fuel')).toBe(0);
  });

  it('takes each change once when two masters press Undo many times at once', async () => {
    const labels = { first: ['F1', 'F2', 'F3'], other: ['M1', 'M2', 'M3'] };
    for (let index = 0; index < 3; index += 1) {
      await addLine(first(), `Race ${labels.first[index]}`);
      await addLine(second(), `Race ${labels.other[index]}`);
    }
    const presses = [...Array.from({ length: 5 }, () => ['first', first()] as const), ...Array.from({ length: 5 }, () => ['other', second()] as const)];
    const answers = await Promise.all(presses.map(async ([who, client]) => ({ who, response: await client.post('/api/expenses/undo') })));
    for (const who of ['first', 'other'] as const) {
      const own = answers.filter((answer) => answer.who === who);
      expect(own.map((answer) => answer.response.status).sort()).toEqual([200, 200, 200, 409, 409]);
      const reverted = own.filter((answer) => answer.response.status === 200).map((answer) => (answer.response.body as UndoResponse).reverted.details.label);
      // Each person's own three lines, each once.
      expect([...reverted].sort()).toEqual(labels[who].map((label) => `Race ${label}`));
    }
    for (const label of [...labels.first, ...labels.other]) expect(await lineCount(`Race ${label}`)).toBe(0);
    const log = await dbOf(api).getConnection().execute<{ label: string; actor: string }[]>(
      `select details->>'label' as label, actor_name as actor from activity_log where panel = 'expenses' and action = 'undo' and details->>'label' like 'Race %'`,
    );
    expect(log).toHaveLength(6);
    for (const line of log) expect(line.actor).toBe(line.label.startsWith('Race F') ? 'Made Wirawan' : other.name);
  });

  it("refuses to undo a change someone else has changed since, and drops it from the history so the change before it comes next", async () => {
    await addLine(first(), 'Before the category');
    const category = (await first().post('/api/expense-categories', { name: `Shared ${Date.now()}`, budget: 5_000_000 }).expect(201)).body as { id: string };
    await second().patch(`/api/expense-categories/${category.id}`, { budget: 7_000_000 }).expect(200);
    const budget = async () => (await expenses(first())).categories.find((entry) => entry.id === category.id)?.budget;

    const refused = await first().post('/api/expenses/undo').expect(409);
    expect(refused.body.code).toBe('backOffice.changedSinceByOther');
    // The other master's later budget stands, and the category with it.
    expect(await budget()).toBe(7_000_000);
    expect((await expenses(first())).undoNext).toMatchObject({ action: 'expense.added', details: { label: 'Before the category' } });
    // Their own undo still works, and the first master's earlier change is undone as usual.
    await second().post('/api/expenses/undo').expect(200);
    expect(await budget()).toBe(5_000_000);
    await first().post('/api/expenses/undo').expect(200);
    expect(await lineCount('Before the category')).toBe(0);
    expect(await budget()).toBe(5_000_000);
  });

  it('refuses to undo a new category someone else has since filed a line under, and keeps both', async () => {
    await addLine(first(), 'Before the new category');
    const category = (await first().post('/api/expense-categories', { name: `Filed ${Date.now()}`, budget: 5_000_000 }).expect(201)).body as { id: string };
    await second().post('/api/expenses', { categoryId: category.id, description: 'Filed under it', amount: 125_000, date: todayInBali(new Date()) }).expect(201);

    const refused = await first().post('/api/expenses/undo').expect(409);
    expect(refused.body.code).toBe('backOffice.changedSinceByOther');
    expect((await expenses(first())).categories.some((entry) => entry.id === category.id)).toBe(true);
    expect(await lineCount('Filed under it')).toBe(1);
    // The refused change leaves the history: the change before it comes next, and still undoes.
    expect((await expenses(first())).undoNext).toMatchObject({ action: 'expense.added', details: { label: 'Before the new category' } });
    await first().post('/api/expenses/undo').expect(200);
    expect(await lineCount('Before the new category')).toBe(0);
    await second().post('/api/expenses/undo').expect(200);
    expect(await lineCount('Filed under it')).toBe(0);
  });

  it('keeps maintenance and team undo per person too', async () => {
    const tasks = (await first().get('/api/maintenance-tasks').expect(200)).body as MaintenanceTasksResponse;
    const task = tasks.tasks[0]!;
    await first().post(`/api/maintenance-tasks/${task.id}/complete`).expect(200);
    const seen = (await second().get('/api/maintenance-tasks').expect(200)).body as MaintenanceTasksResponse;
    expect(seen.undoNext).toBeNull();
    expect((await second().post('/api/maintenance-tasks/undo').expect(409)).body.code).toBe('backOffice.nothingToUndo');
    const own = (await first().get('/api/maintenance-tasks').expect(200)).body as MaintenanceTasksResponse;
    expect(own.undoNext).toMatchObject({ action: 'task.completed', details: { task: task.task } });
    await first().post('/api/maintenance-tasks/undo').expect(200);

    await second().post('/api/employees', { name: 'Komang Undo', role: 'revenue-analyst', department: 'commercial', wage: 9_100_000, startDate: '2026-01-05', lastReview: '2026-01-05' }).expect(201);
    expect(((await first().get('/api/employees').expect(200)).body as EmployeesResponse).undoNext).toBeNull();
    await first().post('/api/employees/undo').expect(409);
    const team = (await second().get('/api/employees').expect(200)).body as EmployeesResponse;
    expect(team.undoNext).toMatchObject({ action: 'employee.added', details: { name: 'Komang Undo' } });
    await second().post('/api/employees/undo').expect(200);
    expect(((await second().get('/api/employees').expect(200)).body as EmployeesResponse).employees.some((employee) => employee.name === 'Komang Undo')).toBe(false);
  });
});
