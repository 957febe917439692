import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTERNAL_VENDOR, MAINTENANCE_TASKS } from '@prana/catalogue';
import type { MaintenanceTaskResponse, MaintenanceTasksResponse } from '@prana/contracts';
import { addDays, dueInDays, maintenancePriority, nextDueFrom, todayInBali } from '@prana/domain';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { as, dbOf, drainUndo, signInAll, type Cookies } from '../support/back-office.ts';

const NOT_FOUND_ID = '00000000-0000-4000-8000-000000000000';

describe('maintenance api', () => {
  let api: TestApi;
  let cookies: Cookies;
  const manager = () => as(api, cookies.manager);
  const planner = async (filter = 'all') => (await manager().get(`/api/maintenance-tasks?filter=${filter}`).expect(200)).body as MaintenanceTasksResponse;
  const seeded = async (seedKey: string) => (await planner()).tasks.find((task) => task.seedKey === seedKey)!;
  const storedCounts = async () =>
    dbOf(api)
      .getConnection()
      .execute(
        `select (select count(*) from maintenance_tasks) as tasks, (select count(*) from activity_log where panel = 'maintenance') as log, (select count(*) from undo_history where panel = 'maintenance') as undo, (select md5(string_agg(t::text, '|' order by id)) from maintenance_tasks t) as digest`,
      );

  beforeAll(async () => {
    api = await startTestApi();
    cookies = await signInAll(api);
  });
  afterAll(() => api.close());

  it('lists the seeded tasks with priority and dueInDays derived from libs/domain, soonest first', async () => {
    const body = await planner();
    const today = todayInBali(new Date());
    expect(body.today).toBe(today);
    for (const seed of MAINTENANCE_TASKS) {
      const task = body.tasks.find((entry) => entry.seedKey === seed.id);
      expect(task, seed.id).toBeDefined();
      expect(task!.task).toBe(seed.task.en);
    }
    for (const task of body.tasks) {
      expect(task.priority).toBe(maintenancePriority(task, today));
      expect(task.dueInDays).toBe(dueInDays(task.nextDue, today));
      expect(task.status).toBe(task.priority === 'dueSoon' ? 'scheduled' : task.priority);
    }
    expect(body.tasks.map((task) => task.nextDue)).toEqual([...body.tasks.map((task) => task.nextDue)].sort());
    // The seed's offsets give a mix of states.
    expect(body.tasks.some((task) => task.priority === 'overdue')).toBe(true);
    expect(body.tasks.some((task) => task.priority === 'scheduled')).toBe(true);
    expect(body.assigneeOptions).toEqual(expect.arrayContaining(['Ayu Lestari', 'Komang Adi', 'Made Surya', 'Ni Luh Sari', 'Kadek Dewi', EXTERNAL_VENDOR]));
    expect(body.assigneeOptions.at(-1)).toBe(EXTERNAL_VENDOR);

    const overdue = await planner('overdue');
    expect(overdue.tasks.length).toBeGreaterThan(0);
    expect(overdue.tasks.every((task) => task.priority === 'overdue')).toBe(true);
    expect((await manager().get('/api/maintenance-tasks?filter=late').expect(400)).body.error).toBe('Filter must be all, overdue, dueSoon or completed.');
  });

  it('adds a task with the default recurrence of 6 months from today', async () => {
    const today = todayInBali(new Date());
    const created = await manager()
      .post('/api/maintenance-tasks', { task: ' Re-grout the shower ', villa: 'Jungle Loft', area: 'Bathroom', notes: '  ', assignee: EXTERNAL_VENDOR })
      .expect(201);
    expect(created.body).toMatchObject({
      task: 'Re-grout the shower',
      villa: 'Jungle Loft',
      area: 'Bathroom',
      lastCompleted: today,
      recurrenceMonths: 6,
      nextDue: nextDueFrom(today, 6),
      priority: 'scheduled',
      status: 'scheduled',
      notes: null,
      assignee: EXTERNAL_VENDOR,
      seedKey: null,
    });
    const withDates = await manager()
      .post('/api/maintenance-tasks', { task: 'Check the pump', villa: 'Palms 1BD', area: 'Pool', lastCompleted: addDays(today, -40), recurrenceMonths: 1 })
      .expect(201);
    expect(withDates.body).toMatchObject({ nextDue: nextDueFrom(addDays(today, -40), 1), priority: 'overdue', status: 'overdue', assignee: null });
    expect((await planner()).activity[0]).toMatchObject({ action: 'task.added', message: `Added Check the pump at Palms 1BD, due ${withDates.body.nextDue}` });
  });

  it('refuses each invalid task with a message and stores nothing', async () => {
    const before = await storedCounts();
    const valid = { task: 'Paint', villa: 'Jungle Loft', area: 'Walls' };
    const today = todayInBali(new Date());
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, task: '  ' }, 'Task is required.'],
      [{ villa: 'Jungle Loft', area: 'Walls' }, 'Task is required.'],
      [{ ...valid, villa: '' }, 'Villa is required.'],
      [{ ...valid, area: ' ' }, 'Area is required.'],
      [{ ...valid, recurrenceMonths: 0 }, 'Recurrence (months) must be a whole number of at least 1.'],
      [{ ...valid, recurrenceMonths: 2.5 }, 'Recurrence (months) must be a whole number of at least 1.'],
      [{ ...valid, recurrenceMonths: '6' }, 'Recurrence (months) must be a whole number of at least 1.'],
      [{ ...valid, recurrenceMonths: 500 }, 'Recurrence (months) must be at most 120.'],
      [{ ...valid, lastCompleted: '2026-13-01' }, 'Date must be a real date in YYYY-MM-DD form.'],
      [{ ...valid, lastCompleted: addDays(today, 1) }, 'Last completed cannot be in the future.'],
      [{ ...valid, lastCompleted: '0000-06-01' }, 'Date must be a real date in YYYY-MM-DD form.'],
      [{ ...valid, assignee: 'Someone Else' }, 'Choose an assignee from the list, or leave the task unassigned.'],
      [{ ...valid, priority: 'overdue' }, 'Unknown field: priority.'],
    ];
    for (const [body, error] of cases) {
      const response = await manager().post('/api/maintenance-tasks', body).expect(400);
      expect(response.body.error, JSON.stringify(body)).toBe(error);
    }
    expect(await storedCounts()).toEqual(before);
  });

  it('keeps long texts whole on the task and within bounds in the log', async () => {
    // A teammate with a 160-character name makes the assignment message longer than the log keeps.
    const longName = 'N'.repeat(160);
    await as(api, cookies.master)
      .post('/api/employees', { name: longName, role: 'maintenance-technician', department: 'operations', wage: 6_000_000, startDate: '2025-01-01', lastReview: '2025-01-01' })
      .expect(201);
    const long = { task: 't'.repeat(200), villa: 'v'.repeat(120), area: 'a'.repeat(80) };
    const created = await manager().post('/api/maintenance-tasks', long).expect(201);
    expect(created.body.task).toBe(long.task);
    const assigned = await manager().patch(`/api/maintenance-tasks/${created.body.id}`, { assignee: longName }).expect(200);
    expect(assigned.body.assignee).toBe(longName);
    const entry = (await planner()).activity[0]!;
    expect(entry.message).toHaveLength(400);
    expect(entry.message.endsWith('…')).toBe(true);
    expect(entry.details.assignee).toBe(longName);
    await manager().post('/api/maintenance-tasks/undo').expect(200);
    await manager().post('/api/maintenance-tasks/undo').expect(200);
    await as(api, cookies.master).post('/api/employees/undo').expect(200);
  });

  it('marks a task complete: lastCompleted today, nextDue today plus its recurrence, status completed', async () => {
    const today = todayInBali(new Date());
    const pool = await seeded('mnt-pool-jungle-loft');
    expect(pool.priority).toBe('overdue');
    const done = await manager().post(`/api/maintenance-tasks/${pool.id}/complete`).expect(200);
    expect(done.body).toMatchObject({ id: pool.id, lastCompleted: today, nextDue: nextDueFrom(today, pool.recurrenceMonths), status: 'completed', priority: 'completed' });
    expect((await seeded('mnt-pool-jungle-loft')).nextDue).toBe(nextDueFrom(today, pool.recurrenceMonths));
    expect((await planner('completed')).tasks.map((task) => task.id)).toContain(pool.id);
    expect((await planner()).activity[0]!.message).toBe(`Completed ${pool.task} at ${pool.villa}; next due ${done.body.nextDue}`);
    expect((await manager().post(`/api/maintenance-tasks/${NOT_FOUND_ID}/complete`).expect(404)).body.error).toBe('No maintenance task with that id.');
    await manager().post('/api/maintenance-tasks/undo').expect(200);
    expect(await seeded('mnt-pool-jungle-loft')).toEqual(pool);
  });

  it('changes the assignee to a teammate, the vendor or nobody, and refuses anyone else', async () => {
    const garden = await seeded('mnt-garden-mansion-1');
    const assigned = await manager().patch(`/api/maintenance-tasks/${garden.id}`, { assignee: 'Kadek Dewi' }).expect(200);
    expect(assigned.body.assignee).toBe('Kadek Dewi');
    expect((await planner()).activity[0]).toMatchObject({ action: 'task.assigned', message: `Assigned ${garden.task} at ${garden.villa} to Kadek Dewi` });
    const cleared = await manager().patch(`/api/maintenance-tasks/${garden.id}`, { assignee: null }).expect(200);
    expect(cleared.body.assignee).toBeNull();
    const refused = await manager().patch(`/api/maintenance-tasks/${garden.id}`, { assignee: 'Mystery Contractor' }).expect(400);
    expect(refused.body).toEqual({
      error: 'Choose an assignee from the list, or leave the task unassigned.',
      code: 'backOffice.chooseAssignee',
      fields: { assignee: { code: 'backOffice.chooseAssignee' } },
    });
    expect((await manager().patch(`/api/maintenance-tasks/${garden.id}`, {}).expect(400)).body.error).toBe('Assignee must be one of the listed options or null.');
    expect((await seeded('mnt-garden-mansion-1')).assignee).toBeNull();
  });

  it('undoes the last 10 changes on the server, logging "Reverted maintenance change"', async () => {
    await drainUndo(() => manager().post('/api/maintenance-tasks/undo'));
    expect((await manager().post('/api/maintenance-tasks/undo').expect(409)).body.error).toBe('Nothing to undo.');

    const ac = await seeded('mnt-ac-treetop-2');
    await manager().post(`/api/maintenance-tasks/${ac.id}/complete`).expect(200);
    const added = await manager().post('/api/maintenance-tasks', { task: 'Oil the doors', villa: 'Ubud Lux', area: 'Carpentry' }).expect(201);
    let body = await planner();
    expect(body.undoAvailable).toBe(2);

    const first = await manager().post('/api/maintenance-tasks/undo').expect(200);
    expect(first.body).toMatchObject({
      reverted: { action: 'task.added', details: { task: 'Oil the doors', villa: 'Ubud Lux', nextDue: added.body.nextDue } },
      undoAvailable: 1,
      undoNext: { action: 'task.completed' },
    });
    body = await planner();
    expect(body.tasks.some((task) => task.id === added.body.id)).toBe(false);
    expect(body.activity[0]).toMatchObject({ action: 'undo', message: 'Reverted maintenance change' });

    await manager().post('/api/maintenance-tasks/undo').expect(200);
    expect(await seeded('mnt-ac-treetop-2')).toEqual(ac);

    // Thirteen assignee changes (the first pick is its current assignee): only the last ten can be undone.
    const options = ['Komang Adi', 'Made Surya'];
    for (let step = 0; step < 14; step += 1) {
      await manager().patch(`/api/maintenance-tasks/${ac.id}`, { assignee: options[step % 2] }).expect(200);
    }
    body = await planner();
    expect(body.undoAvailable).toBe(10);
    const [{ count }] = await dbOf(api).getConnection().execute<{ count: string }[]>(`select count(*) from activity_log where panel = 'maintenance'`);
    expect(Number(count)).toBeGreaterThan(25);
    expect(body.activity).toHaveLength(25);
    expect(body.activity.map((entry) => entry.id)).toEqual([...body.activity.map((entry) => entry.id)].sort((a, b) => b - a));
    for (let step = 0; step < 10; step += 1) await manager().post('/api/maintenance-tasks/undo').expect(200);
    expect((await seeded('mnt-ac-treetop-2')).assignee).toBe('Made Surya');
    expect((await manager().post('/api/maintenance-tasks/undo').expect(409)).body.error).toBe('Nothing to undo.');
  });

  it('lets the operations roles read the planner (not the investor), and only master and manager change it', async () => {
    const task = (await planner()).tasks[0] as MaintenanceTaskResponse;
    for (const role of ['master', 'manager', 'staff'] as const) {
      await as(api, cookies[role]).get('/api/maintenance-tasks').expect(200);
    }
    expect((await as(api, cookies.investor).get('/api/maintenance-tasks').expect(403)).body.code).toBe('auth.roleCannot');
    for (const role of ['investor', 'staff'] as const) {
      const who = as(api, cookies[role]);
      const refused = await who.post(`/api/maintenance-tasks/${task.id}/complete`).expect(403);
      expect(refused.body.error).toBe(`The ${role} role cannot do this (maintenance.write).`);
      await who.post('/api/maintenance-tasks', { task: 'x', villa: 'y', area: 'z' }).expect(403);
      await who.patch(`/api/maintenance-tasks/${task.id}`, { assignee: null }).expect(403);
      await who.post('/api/maintenance-tasks/undo').expect(403);
    }
    await api.request().get('/api/maintenance-tasks').expect(401);
    await as(api, cookies.master).post(`/api/maintenance-tasks/${task.id}/complete`).expect(200);
    await as(api, cookies.master).post('/api/maintenance-tasks/undo').expect(200);
  });
});
