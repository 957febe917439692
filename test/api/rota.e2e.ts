import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrewScheduleResponse, MyShiftsResponse, RotaResponse, ShiftResponse } from '@prana/contracts';
import { addDays, todayInBali } from '@prana/domain';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { as, dbOf, drainUndo, signInAll, type Cookies } from '../support/back-office.ts';
import { connect, nextEvent, type ClientSocket } from '../support/sockets.ts';

const NOT_FOUND_ID = '00000000-0000-4000-8000-000000000000';

describe('rota api', () => {
  let api: TestApi;
  let cookies: Cookies;
  const sockets: ClientSocket[] = [];
  const manager = () => as(api, cookies.manager);
  const today = todayInBali(new Date());
  // Far past the seeded fortnight, so only this file's shifts are on these days.
  const day = (offset: number) => addDays(today, 300 + offset);
  const rota = async (from: string, to = from) => (await manager().get(`/api/rota?from=${from}&to=${to}`).expect(200)).body as RotaResponse;
  let team: Record<string, string>;
  const shift = (overrides: Record<string, unknown> = {}) => ({
    day: day(0),
    team: 'guest-experience',
    start: '07:00',
    end: '15:00',
    required: 2,
    leadId: team['Ayu Lestari'],
    peopleIds: [team['Ayu Lestari'], team['Komang Putra']],
    ...overrides,
  });
  const stored = async () => {
    const [row] = (await dbOf(api)
      .getConnection()
      .execute(
        `select (select md5(coalesce(string_agg(s::text, '|' order by id), '')) from shifts s) as shifts,
                (select md5(coalesce(string_agg(p::text, '|' order by shift_id, employee_id), '')) from shift_people p) as people,
                (select count(*) from activity_log where panel = 'rota') as log,
                (select count(*) from undo_history where panel = 'rota') as undo`,
      )) as Record<string, unknown>[];
    return row;
  };

  beforeAll(async () => {
    api = await startTestApi();
    cookies = await signInAll(api);
    const roster = (await rota(day(0))).roster;
    team = Object.fromEntries(roster.map((person) => [person.name, person.id]));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await api.close();
  });

  it('adds a shift from the team, shows it on its day with the team’s staffing, logs it and offers its undo', async () => {
    await drainUndo(() => manager().post('/api/rota/undo'));
    const created = (await manager().post('/api/rota/shifts', shift({ day: day(1) })).expect(201)).body as ShiftResponse;
    expect(created).toMatchObject({
      day: day(1),
      team: 'guest-experience',
      start: '07:00',
      end: '15:00',
      crossesMidnight: false,
      required: 2,
      lead: { id: team['Ayu Lestari'], name: 'Ayu Lestari', onTeam: true },
      onDuty: 2,
    });
    expect(created.people.map((person) => person.name)).toEqual(['Ayu Lestari', 'Komang Putra']);
    await manager().post('/api/rota/shifts', shift({ day: day(1), team: 'wellness', start: '10:00', end: '18:00', required: 2, leadId: team['Ni Luh Sari'], peopleIds: [team['Ni Luh Sari']] })).expect(201);

    const body = await rota(day(1));
    expect(body.shifts.map((one) => [one.team, one.start])).toEqual([
      ['guest-experience', '07:00'],
      ['wellness', '10:00'],
    ]);
    expect(body.days).toEqual([
      {
        day: day(1),
        teams: [
          { team: 'guest-experience', shifts: 1, onDuty: 2, required: 2, short: 0 },
          { team: 'wellness', shifts: 1, onDuty: 1, required: 2, short: 1 },
        ],
      },
    ]);
    expect(body.activity[0]).toMatchObject({
      action: 'shift.added',
      details: { team: 'wellness', day: day(1), start: '10:00', end: '18:00' },
      actorName: 'Ayu Lestari',
    });
    expect(body.undoNext).toEqual({ action: 'shift.added', details: { team: 'wellness', day: day(1), start: '10:00', end: '18:00' } });
    expect(body.roster.map((person) => person.name)).toContain('Komang Putra');
  });

  it('changes a shift into a night shift that ends the next day, and changes its people', async () => {
    const created = (await manager().post('/api/rota/shifts', shift({ day: day(2) })).expect(201)).body as ShiftResponse;
    const changed = (await manager().patch(`/api/rota/shifts/${created.id}`, { start: '22:00', end: '06:00', peopleIds: [team['Ayu Lestari']] }).expect(200)).body as ShiftResponse;
    expect(changed).toMatchObject({ start: '22:00', end: '06:00', crossesMidnight: true, onDuty: 1, required: 2 });
    expect(changed.people.map((person) => person.name)).toEqual(['Ayu Lestari']);
    // The night runs into the next morning: Ayu cannot also start at 05:00 there, but can at 06:00.
    const clash = await manager().post('/api/rota/shifts', shift({ day: day(3), start: '05:00', end: '09:00', peopleIds: [team['Ayu Lestari']] })).expect(409);
    expect(clash.body).toMatchObject({ code: 'rota.overlap', params: { name: 'Ayu Lestari', start: '22:00', end: '06:00' }, fields: { peopleIds: { code: 'rota.overlap' } } });
    await manager().post('/api/rota/shifts', shift({ day: day(3), start: '06:00', end: '09:00', peopleIds: [team['Ayu Lestari']] })).expect(201);
  });

  it('undoes the manager’s own changes in order: a removal brings the shift back with its people, an edit goes back, an addition goes', async () => {
    await drainUndo(() => manager().post('/api/rota/undo'));
    const before = await stored();
    const created = (await manager().post('/api/rota/shifts', shift({ day: day(4) })).expect(201)).body as ShiftResponse;
    await manager().patch(`/api/rota/shifts/${created.id}`, { end: '13:00', required: 3 }).expect(200);
    const removed = (await manager().delete(`/api/rota/shifts/${created.id}`).expect(200)).body as ShiftResponse;
    expect(removed).toMatchObject({ id: created.id, end: '13:00', required: 3 });
    expect((await rota(day(4))).shifts).toEqual([]);

    const undone = await manager().post('/api/rota/undo').expect(200);
    expect(undone.body.reverted).toEqual({ action: 'shift.removed', details: { team: 'guest-experience', day: day(4), start: '07:00', end: '13:00' } });
    expect((await rota(day(4))).shifts).toEqual([removed]);
    await manager().post('/api/rota/undo').expect(200);
    expect((await rota(day(4))).shifts).toEqual([created]);
    await manager().post('/api/rota/undo').expect(200);
    expect((await rota(day(4))).shifts).toEqual([]);
    expect((await manager().post('/api/rota/undo').expect(409)).body.code).toBe('backOffice.nothingToUndo');
    const after = await stored();
    expect({ shifts: after!.shifts, people: after!.people }).toEqual({ shifts: before!.shifts, people: before!.people });
    expect((await rota(day(4))).activity[0]).toMatchObject({ action: 'undo', message: 'Reverted rota change', details: { reverted: 'shift.added' } });
  });

  it('refuses an undo that would put someone back on a shift overlapping one another person gave them since', async () => {
    await drainUndo(() => manager().post('/api/rota/undo'));
    const created = (await manager().post('/api/rota/shifts', shift({ day: day(11), leadId: team['Komang Adi'], peopleIds: [team['Komang Adi']] })).expect(201)).body as ShiftResponse;
    await manager().delete(`/api/rota/shifts/${created.id}`).expect(200);
    await as(api, cookies.master).post('/api/rota/shifts', shift({ day: day(11), start: '12:00', end: '18:00', leadId: team['Komang Adi'], peopleIds: [team['Komang Adi']] })).expect(201);
    expect((await manager().post('/api/rota/undo').expect(409)).body.code).toBe('backOffice.changedSinceByOther');
    expect((await rota(day(11))).shifts.map((one) => one.start)).toEqual(['12:00']);
    // The refused entry left the history; the addition before it is next.
    expect((await rota(day(11))).undoNext).toMatchObject({ action: 'shift.added' });
  });

  it('refuses each invalid shift with its code and stores nothing', async () => {
    const wayan = (await as(api, cookies.master)
      .post('/api/employees', { name: 'Wayan Rota', role: 'operations-coordinator', department: 'operations', wage: 7_000_000, startDate: '2026-01-05', lastReview: '2026-01-05' })
      .expect(201)).body as { id: string };
    await as(api, cookies.master).delete(`/api/employees/${wayan.id}`).expect(200);
    await manager().post('/api/rota/shifts', shift({ day: day(5), start: '08:00', end: '12:00', leadId: team['Kadek Dewi'], peopleIds: [team['Kadek Dewi']] })).expect(201);
    const before = await stored();
    const cases: [Record<string, unknown>, number, string, Record<string, unknown>?][] = [
      [shift({ day: day(5), start: '09:00', end: '09:00' }), 400, 'rota.emptyShift'],
      [shift({ day: day(5), start: '06:00', end: '23:00' }), 400, 'rota.shiftTooLong', { hours: 16 }],
      [shift({ day: day(5), start: '7:00' }), 400, 'rota.shiftTime'],
      [shift({ day: day(5), end: '24:00' }), 400, 'rota.shiftTime'],
      [shift({ day: '2027-02-30' }), 400, 'validation.realDate', { label: 'day' }],
      [shift({ day: day(5), team: 'finance' }), 400, 'backOffice.chooseDepartment'],
      [shift({ day: day(5), required: 0 }), 400, 'validation.countRange'],
      [shift({ day: day(5), peopleIds: [] }), 400, 'rota.choosePeople'],
      [shift({ day: day(5), leadId: team['Kadek Dewi'] }), 400, 'rota.leadOnShift'],
      [shift({ day: day(5), peopleIds: [team['Ayu Lestari'], team['Ayu Lestari']] }), 400, 'rota.personTwice'],
      [shift({ day: day(5), peopleIds: [team['Ayu Lestari'], NOT_FOUND_ID] }), 400, 'rota.choosePeople'],
      [shift({ day: day(5), peopleIds: [team['Ayu Lestari'], 'not-an-id'] }), 400, 'rota.choosePeople'],
      [shift({ day: day(5), peopleIds: [team['Ayu Lestari'], wayan.id] }), 409, 'rota.notOnTeam', { name: 'Wayan Rota' }],
      [shift({ day: day(5), start: '11:00', end: '14:00', peopleIds: [team['Ayu Lestari'], team['Kadek Dewi']] }), 409, 'rota.overlap', { name: 'Kadek Dewi', start: '08:00', end: '12:00' }],
      [{ ...shift({ day: day(5) }), extra: true }, 400, 'validation.unknownField'],
    ];
    for (const [body, status, code, params] of cases) {
      const response = await manager().post('/api/rota/shifts', body).expect(status);
      expect(response.body.code, JSON.stringify(body)).toBe(code);
      if (params) expect(response.body.params).toMatchObject(params);
    }
    const created = (await rota(day(5))).shifts[0]!;
    await manager().patch(`/api/rota/shifts/${created.id}`, {}).expect(400);
    await manager().patch(`/api/rota/shifts/${created.id}`, { start: '12:00', end: '12:00' }).expect(400);
    await manager().patch(`/api/rota/shifts/${NOT_FOUND_ID}`, { required: 3 }).expect(404);
    expect((await manager().delete('/api/rota/shifts/not-an-id').expect(404)).body.code).toBe('backOffice.notFound');
    expect((await manager().get(`/api/rota?from=${day(0)}&to=${day(70)}`).expect(400)).body.code).toBe('rota.range');
    expect((await manager().get(`/api/rota?from=${day(5)}&to=${day(4)}`).expect(400)).body.code).toBe('rota.range');
    expect(await stored()).toEqual(before);
    // Takes the teammate back out of the team entirely (undo the removal, then the addition), so
    // the other files that read the seeded team find it as seeded.
    await drainUndo(() => as(api, cookies.master).post('/api/employees/undo'));
  });

  it('puts a person on one of several overlapping shifts sent at once, and refuses the others', async () => {
    const starts = ['07:00', '08:00', '09:00', '10:00', '11:00', '12:00'];
    const answers = await Promise.all(
      starts.map((start) => manager().post('/api/rota/shifts', shift({ day: day(6), start, end: '20:00', required: 1, leadId: team['Made Surya'], peopleIds: [team['Made Surya']] }))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((one) => one.status === 409)) expect(answer.body.code).toBe('rota.overlap');
    expect((await rota(day(6))).shifts).toHaveLength(1);
    // Different people at once all get their shifts.
    const others = ['Ni Luh Sari', 'Komang Adi', 'Kadek Dewi'];
    const more = await Promise.all(others.map((name) => manager().post('/api/rota/shifts', shift({ day: day(6), leadId: team[name], peopleIds: [team[name]] }))));
    expect(more.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect((await rota(day(6))).shifts).toHaveLength(4);
  });

  it('shows a staff member only their own shifts, through the teammate their account is linked to', async () => {
    const staff = as(api, cookies.staff);
    expect((await staff.get(`/api/rota?from=${today}`).expect(403)).body.error).toBe('The staff role cannot do this (rota.write).');
    const mine = async () => (await staff.get('/api/rota/mine').expect(200)).body as MyShiftsResponse;
    const before = await mine();
    expect(before.employee).toEqual({ id: team['Komang Putra'], name: 'Komang Putra' });
    const fortnight = await rota(today, addDays(today, 13));
    const expected = fortnight.shifts.filter((one) => one.people.some((person) => person.id === team['Komang Putra']));
    expect(before.shifts).toEqual(expected);
    // The seeded rota has no shift before 07:00: an early one tomorrow is free for anyone.
    const tomorrow = addDays(today, 1);
    const his = (await manager().post('/api/rota/shifts', shift({ day: tomorrow, start: '03:00', end: '05:00', required: 1, leadId: team['Komang Putra'], peopleIds: [team['Komang Putra']] })).expect(201)).body as ShiftResponse;
    const hers = (await manager().post('/api/rota/shifts', shift({ day: tomorrow, start: '03:00', end: '05:00', required: 1, leadId: team['Kadek Dewi'], peopleIds: [team['Kadek Dewi']] })).expect(201)).body as ShiftResponse;
    const after = await mine();
    expect(after.shifts.map((one) => one.id)).toContain(his.id);
    expect(after.shifts.map((one) => one.id)).not.toContain(hers.id);
    expect(after.shifts.every((one) => one.people.some((person) => person.id === team['Komang Putra']))).toBe(true);
    // The master's account is linked to nobody on the team.
    expect((await as(api, cookies.master).get('/api/rota/mine').expect(200)).body).toEqual({ today, employee: null, shifts: [] });
    for (const id of [his.id, hers.id]) await manager().delete(`/api/rota/shifts/${id}`).expect(200);
  });

  it('refuses changes to everyone who does not assign shifts, and the rota to the investor', async () => {
    const staff = as(api, cookies.staff);
    const investor = as(api, cookies.investor);
    const existing = (await manager().post('/api/rota/shifts', shift({ day: day(10) })).expect(201)).body as ShiftResponse;
    const before = await stored();
    await staff.post('/api/rota/shifts', shift({ day: day(7) })).expect(403);
    await staff.patch(`/api/rota/shifts/${existing.id}`, { required: 5 }).expect(403);
    await staff.delete(`/api/rota/shifts/${existing.id}`).expect(403);
    await staff.post('/api/rota/undo').expect(403);
    expect((await investor.get('/api/rota/mine').expect(403)).body.error).toBe('The investor role cannot do this (rota.read).');
    await investor.get('/api/rota/crew').expect(403);
    await investor.post('/api/rota/shifts', shift({ day: day(7) })).expect(403);
    await api.request().get('/api/rota/mine').expect(401);
    await api.request().post('/api/rota/shifts').send(shift({ day: day(7) })).expect(401);
    expect(await stored()).toEqual(before);
    await as(api, cookies.master).post('/api/rota/shifts', shift({ day: day(7) })).expect(201);
  });

  it('builds the crew’s day from its shifts by start, then the maintenance tasks open on it', async () => {
    await manager().post('/api/rota/shifts', shift({ day: day(9), team: 'wellness', start: '10:00', end: '18:00', required: 2, leadId: team['Ni Luh Sari'], peopleIds: [team['Ni Luh Sari']] })).expect(201);
    await manager().post('/api/rota/shifts', shift({ day: day(9) })).expect(201);
    const crew = (await as(api, cookies.staff).get(`/api/rota/crew?day=${day(9)}`).expect(200)).body as CrewScheduleResponse;
    const shifts = crew.items.filter((item) => item.kind === 'shift');
    expect(shifts).toEqual([
      { kind: 'shift', id: expect.any(String), time: '07:00', end: '15:00', team: 'guest-experience', lead: 'Ayu Lestari', crew: ['Komang Putra'] },
      { kind: 'shift', id: expect.any(String), time: '10:00', end: '18:00', team: 'wellness', lead: 'Ni Luh Sari', crew: [] },
    ]);
    const tasks = (await manager().get('/api/maintenance-tasks').expect(200)).body as { tasks: { id: string; nextDue: string; priority: string }[] };
    const open = tasks.tasks.filter((task) => task.priority !== 'completed' && task.nextDue <= day(9));
    expect(crew.items.filter((item) => item.kind === 'task').map((item) => item.id).sort()).toEqual(open.map((task) => task.id).sort());
    expect(crew.items.slice(0, 2)).toEqual(shifts);
    expect((await as(api, cookies.staff).get('/api/rota/crew').expect(200)).body.day).toBe(today);
  });

  it('tells every open dashboard of the roles that work shifts to look again, not the investor’s', async () => {
    const staffSocket = connect(api.url, cookies.staff);
    const investorSocket = connect(api.url, cookies.investor);
    sockets.push(staffSocket, investorSocket);
    await Promise.all([nextEvent(staffSocket, 'session.ready'), nextEvent(investorSocket, 'session.ready')]);
    const investorHeard: string[] = [];
    investorSocket.on('backoffice.changed', (payload) => investorHeard.push(payload.panel));
    const heard = nextEvent(staffSocket, 'backoffice.changed');
    await manager().post('/api/rota/shifts', shift({ day: day(8) })).expect(201);
    expect(await heard).toEqual({ panel: 'rota' });
    expect(investorHeard).not.toContain('rota');
  });
});
