import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEE_SEEDS, SEED_WAGE_RANGE } from '@prana/catalogue';
import type { EmployeeHistoryResponse, EmployeeResponse, EmployeesResponse } from '@prana/contracts';
import { addDays, reviewState, todayInBali } from '@prana/domain';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { as, dbOf, drainUndo, signInAll, type Cookies } from '../support/back-office.ts';

const NOT_FOUND_ID = '00000000-0000-4000-8000-000000000000';

describe('team api', () => {
  let api: TestApi;
  let cookies: Cookies;
  const master = () => as(api, cookies.master);
  const roster = async (query = '') => (await master().get(`/api/employees${query}`).expect(200)).body as EmployeesResponse;
  const history = async (id: string) => (await master().get(`/api/employees/${id}/history`).expect(200)).body as EmployeeHistoryResponse;
  const newcomer = (overrides: Record<string, unknown> = {}) => ({
    name: 'Wayan Bagus',
    role: 'revenue-analyst',
    department: 'commercial',
    wage: 9_100_000,
    startDate: '2026-01-05',
    lastReview: '2026-01-05',
    ...overrides,
  });
  const storedDigest = async () =>
    dbOf(api)
      .getConnection()
      .execute(
        `select (select md5(coalesce(string_agg(t::text, '|' order by id), '')) from employees t) as employees, (select count(*) from activity_log where panel = 'team') as log, (select count(*) from undo_history where panel = 'team') as undo`,
      );

  beforeAll(async () => {
    api = await startTestApi();
    cookies = await signInAll(api);
  });
  afterAll(() => api.close());

  it('seeds six teammates with wages from 6.4M to 10.6M IDR, review states from libs/domain and metrics', async () => {
    const body = await roster();
    const today = todayInBali(new Date());
    const seeded = EMPLOYEE_SEEDS.map((seed) => body.employees.find((employee) => employee.name === seed.name)!);
    expect(seeded.every(Boolean)).toBe(true);
    const wages = seeded.map((employee) => employee.wage);
    expect(Math.min(...wages)).toBe(SEED_WAGE_RANGE.min);
    expect(Math.max(...wages)).toBe(SEED_WAGE_RANGE.max);
    for (const employee of body.employees) expect(employee.review).toEqual(reviewState(employee.lastReview, today));
    expect(seeded.find((employee) => employee.name === 'Made Surya')!.review.state).toBe('overdue');
    expect(seeded.find((employee) => employee.name === 'Ni Luh Sari')!.review.state).toBe('due');
    const payroll = body.employees.reduce((sum, employee) => sum + employee.wage, 0);
    expect(body.metrics).toEqual({
      headcount: body.employees.length,
      monthlyPayroll: payroll,
      averageWage: Math.round(payroll / body.employees.length),
      reviewsDue: body.employees.filter((employee) => employee.review.state === 'due').length,
      reviewsOverdue: body.employees.filter((employee) => employee.review.state === 'overdue').length,
    });
  });

  it('filters by role, department and search while the metrics stay whole-roster', async () => {
    const all = await roster();
    const operations = await roster('?department=operations');
    expect(operations.employees.map((employee) => employee.name).sort()).toEqual(['Komang Adi', 'Made Surya']);
    expect(operations.metrics).toEqual(all.metrics);
    expect((await roster('?role=wellness-director')).employees.map((employee) => employee.name)).toEqual(['Ni Luh Sari']);
    expect((await roster('?search=  DEWI ')).employees.map((employee) => employee.name)).toEqual(['Kadek Dewi']);
    expect((await roster('?role=all&department=all')).employees).toHaveLength(all.employees.length);
    expect((await roster('?search=nobody-by-this-name')).employees).toEqual([]);
    expect((await master().get('/api/employees?page=2').expect(400)).body.error).toBe('Unknown field: page.');
  });

  it('adds a teammate, and refuses each invalid field without storing anything', async () => {
    const before = await storedDigest();
    const today = todayInBali(new Date());
    const cases: [Record<string, unknown>, string][] = [
      [newcomer({ name: '  ' }), 'Name is required.'],
      [newcomer({ role: ' ' }), 'Role is required.'],
      [newcomer({ role: 'chef' }), 'Choose a role from the list.'],
      [newcomer({ department: '' }), 'Department is required.'],
      [newcomer({ department: 'finance' }), 'Choose a department from the list.'],
      [newcomer({ wage: 0 }), 'Wage must be a whole number of rupiah greater than 0.'],
      [newcomer({ wage: -100 }), 'Wage must be a whole number of rupiah greater than 0.'],
      [newcomer({ wage: 6_400_000.5 }), 'Wage must be a whole number of rupiah greater than 0.'],
      [newcomer({ wage: '6400000' }), 'Wage must be a whole number of rupiah greater than 0.'],
      [newcomer({ startDate: '2026-02-30' }), 'Start date must be a real date in YYYY-MM-DD form.'],
      [newcomer({ startDate: undefined }), 'Start date must be a real date in YYYY-MM-DD form.'],
      [newcomer({ startDate: '0000-01-01' }), 'Start date must be a real date in YYYY-MM-DD form.'],
      [newcomer({ lastReview: 'yesterday' }), 'Last review must be a real date in YYYY-MM-DD form.'],
      [newcomer({ lastReview: addDays(today, 1) }), 'Last review cannot be in the future.'],
      [newcomer({ status: 'intern' }), 'Status must be active, seasonal or contract.'],
      [newcomer({ salary: 1 }), 'Unknown field: salary.'],
    ];
    for (const [body, error] of cases) {
      const response = await master().post('/api/employees', body).expect(400);
      expect(response.body.error, JSON.stringify(body)).toBe(error);
    }
    expect(await storedDigest()).toEqual(before);

    const created = await master().post('/api/employees', newcomer({ name: ' Wayan Bagus ', notes: '   ' })).expect(201);
    expect(created.body).toMatchObject({
      name: 'Wayan Bagus',
      role: 'revenue-analyst',
      department: 'commercial',
      wage: 9_100_000,
      status: 'active',
      notes: null,
      review: reviewState('2026-01-05', today),
    });
    const after = await roster();
    expect(after.employees.some((employee) => employee.id === created.body.id)).toBe(true);
    expect(after.activity[0]).toMatchObject({ action: 'employee.added', message: 'Added Wayan Bagus as Revenue Analyst at IDR 9.100.000 a month' });
    expect((await as(api, cookies.manager).get('/api/maintenance-tasks').expect(200)).body.assigneeOptions).toContain('Wayan Bagus');
  });

  it('saves changes checked as a whole, with a per-teammate history of 12', async () => {
    const created = (await master().post('/api/employees', newcomer({ name: 'Ketut History' })).expect(201)).body as EmployeeResponse;
    const saved = await master().patch(`/api/employees/${created.id}`, { wage: 9_500_000, status: 'seasonal', notes: 'Covers the high season' }).expect(200);
    expect(saved.body).toMatchObject({ wage: 9_500_000, status: 'seasonal', notes: 'Covers the high season', name: 'Ketut History' });
    expect((await history(created.id)).entries[0]).toMatchObject({
      action: 'employee.updated',
      message: 'Updated Ketut History (wage, status, notes); wage IDR 9.100.000 → IDR 9.500.000',
    });
    expect((await master().patch(`/api/employees/${created.id}`, { wage: 0 }).expect(400)).body.error).toBe('Wage must be a whole number of rupiah greater than 0.');
    expect((await master().patch(`/api/employees/${created.id}`, { name: ' ' }).expect(400)).body.error).toBe('Name is required.');
    expect((await master().patch(`/api/employees/${created.id}`, {}).expect(400)).body.error).toBe('Send at least one field to change.');
    expect((await master().patch(`/api/employees/${NOT_FOUND_ID}`, { wage: 1 }).expect(404)).body.error).toBe('No teammate with that id.');
    const cleared = await master().patch(`/api/employees/${created.id}`, { notes: null }).expect(200);
    expect(cleared.body.notes).toBeNull();

    for (let step = 1; step <= 12; step += 1) {
      await master().patch(`/api/employees/${created.id}`, { wage: 9_500_000 + step }).expect(200);
    }
    const entries = (await history(created.id)).entries;
    expect(entries).toHaveLength(12);
    expect(entries[0]!.message).toBe('Updated Ketut History (wage); wage IDR 9.500.011 → IDR 9.500.012');
    expect(entries.every((entry) => entry.message.includes('Ketut History'))).toBe(true);
  });

  it('removes with undo: the last removed or changed teammate comes back', async () => {
    await drainUndo(() => master().post('/api/employees/undo'));
    expect((await master().post('/api/employees/undo').expect(409)).body.error).toBe('Nothing to undo.');
    const komang = (await roster()).employees.find((employee) => employee.name === 'Komang Adi')!;

    const removed = await master().delete(`/api/employees/${komang.id}`).expect(200);
    expect(removed.body.id).toBe(komang.id);
    let team = await roster();
    expect(team.employees.some((employee) => employee.id === komang.id)).toBe(false);
    expect(team.activity[0]).toMatchObject({ action: 'employee.removed', message: 'Removed Komang Adi from the roster' });
    expect(team.undoAvailable).toBe(1);
    await master().delete(`/api/employees/${komang.id}`).expect(404);
    // History survives the removal.
    expect((await history(komang.id)).entries[0]!.action).toBe('employee.removed');

    const undone = await master().post('/api/employees/undo').expect(200);
    expect(undone.body).toEqual({ reverted: { action: 'employee.removed', details: { name: 'Komang Adi' } }, undoAvailable: 0, undoNext: null });
    team = await roster();
    expect(team.employees.find((employee) => employee.id === komang.id)).toEqual(komang);
    expect(team.activity[0]).toMatchObject({ action: 'undo', message: 'Reverted team change' });
    expect((await history(komang.id)).entries[0]!.action).toBe('undo');

    await master().patch(`/api/employees/${komang.id}`, { wage: 6_900_000 }).expect(200);
    await master().post('/api/employees/undo').expect(200);
    expect((await roster()).employees.find((employee) => employee.id === komang.id)!.wage).toBe(komang.wage);

    const added = (await master().post('/api/employees', newcomer({ name: 'Short Stay' })).expect(201)).body as EmployeeResponse;
    await master().post('/api/employees/undo').expect(200);
    expect((await roster()).employees.some((employee) => employee.id === added.id)).toBe(false);
    expect((await master().post('/api/employees/undo').expect(409)).body.error).toBe('Nothing to undo.');
  });

  it('keeps only the last 10 team changes for undo and lists the latest 30 log entries', async () => {
    await drainUndo(() => master().post('/api/employees/undo'));
    const created = (await master().post('/api/employees', newcomer({ name: 'Undo Depth' })).expect(201)).body as EmployeeResponse;
    for (let step = 1; step <= 11; step += 1) await master().patch(`/api/employees/${created.id}`, { wage: 8_000_000 + step }).expect(200);
    expect((await roster()).undoAvailable).toBe(10);
    for (let step = 0; step < 10; step += 1) await master().post('/api/employees/undo').expect(200);
    // The creation and the first change fell off: the teammate stays, at the wage after change 1.
    expect((await roster()).employees.find((employee) => employee.id === created.id)!.wage).toBe(8_000_001);
    await master().post('/api/employees/undo').expect(409);

    // The log lists the latest 30 of the many changes above, newest first.
    const [{ count }] = await dbOf(api).getConnection().execute<{ count: string }[]>(`select count(*) from activity_log where panel = 'team'`);
    expect(Number(count)).toBeGreaterThan(30);
    const team = await roster();
    expect(team.activity).toHaveLength(30);
    expect(team.activity.map((entry) => entry.id)).toEqual([...team.activity.map((entry) => entry.id)].sort((a, b) => b - a));
    expect(team.activity[0]).toMatchObject({ action: 'undo', message: 'Reverted team change' });
  });

  it('is for master only', async () => {
    const someone = (await roster()).employees[0]!;
    for (const role of ['investor', 'manager', 'staff'] as const) {
      const who = as(api, cookies[role]);
      expect((await who.get('/api/employees').expect(403)).body.error).toBe(`The ${role} role cannot do this (team.manage).`);
      await who.post('/api/employees', newcomer()).expect(403);
      await who.patch(`/api/employees/${someone.id}`, { wage: 1 }).expect(403);
      await who.delete(`/api/employees/${someone.id}`).expect(403);
      await who.post('/api/employees/undo').expect(403);
      await who.get(`/api/employees/${someone.id}/history`).expect(403);
    }
    await api.request().get('/api/employees').expect(401);
    expect((await roster()).employees.find((employee) => employee.id === someone.id)).toEqual(someone);
  });
});
