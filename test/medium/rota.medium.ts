import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { shiftPeriod } from '@prana/domain';
import { RotaRepository, type ShiftRow } from '../../apps/api/src/back-office/rota/rota.repository.ts';
import { EmployeesRepository, type EmployeeRow } from '../../apps/api/src/back-office/team/employees.repository.ts';
import { hasSqlState, SQL_STATE } from '../../apps/api/src/database/sql-state.ts';
import { Transactions } from '../../apps/api/src/database/transactions.ts';
import type { DB } from '../../apps/api/src/database/db.generated.ts';
import type { StaffUser } from '../../apps/api/src/auth/staff-user.entity.ts';
import { medium, type Medium } from './medium.ts';
import { newStaff, removeStaff } from './factories.ts';

describe('The rota on the database (medium)', () => {
  let tier: Medium;
  let rota: RotaRepository;
  let employees: EmployeesRepository;
  let account: StaffUser;
  const tag = randomUUID().slice(0, 8);
  // Years ahead, so no seeded shift shares these days.
  const day = '2031-03-10';
  const teammate = (name: string): EmployeeRow => ({
    id: randomUUID(),
    name: `${name} ${tag}`,
    role: 'operations-coordinator',
    department: 'guest-experience',
    wage: 7_000_000,
    startDate: '2030-01-05',
    lastReview: '2030-07-05',
    status: 'active',
    notes: null,
    seedKey: null,
    removedAt: null,
    createdAt: '2030-01-05T02:00:00.000Z',
  });
  const ayu = teammate('Ayu');
  const budi = teammate('Budi');
  const shift = (start: string, end: string, people: EmployeeRow[], onDay = day): ShiftRow => {
    const period = shiftPeriod(onDay, start, end);
    return {
      id: randomUUID(),
      day: onDay,
      team: 'guest-experience',
      startTime: start,
      endTime: end,
      startsAt: period.startsAt.toISOString(),
      endsAt: period.endsAt.toISOString(),
      required: 2,
      leadId: people[0]!.id,
      peopleIds: people.map((person) => person.id),
      createdAt: '2030-12-01T02:00:00.000Z',
    };
  };
  const morning = shift('07:00', '15:00', [ayu, budi]);
  const evening = shift('15:00', '23:00', [budi]);

  beforeAll(async () => {
    tier = await medium({ providers: [RotaRepository, EmployeesRepository, Transactions] });
    rota = tier.get(RotaRepository);
    employees = tier.get(EmployeesRepository);
    account = await newStaff(tier.em(), 'staff');
    for (const row of [ayu, budi]) await employees.insert(row);
    await tier.em().getKysely<DB>().updateTable('employees').set({ staff_user_id: account.id }).where('id', '=', budi.id).execute();
    for (const row of [evening, morning]) await rota.insert(row);
  });
  afterAll(async () => {
    const db = tier.em().getKysely<DB>();
    await db.deleteFrom('shifts').where('day', '>=', '2031-01-01').where('day', '<', '2032-01-01').execute();
    await db.deleteFrom('employees').where('name', 'like', `% ${tag}`).execute();
    await removeStaff(tier.em(), [account.id]);
    await tier.close();
  });

  const view = (row: ShiftRow, people: EmployeeRow[]) => ({ ...row, people: people.map((person) => ({ id: person.id, name: person.name, onTeam: person.removedAt === null })) });

  it('reads a range of days by start with the people named, one shift, and one teammate’s shifts', async () => {
    expect(await rota.between(day, day)).toEqual([view(morning, [ayu, budi]), view(evening, [budi])]);
    expect(await rota.between('2031-03-11', '2031-03-12')).toEqual([]);
    expect(await rota.find(evening.id)).toEqual(view(evening, [budi]));
    expect(await rota.find(randomUUID())).toBeUndefined();
    expect((await rota.ofEmployee(ayu.id, day, day)).map((row) => row.id)).toEqual([morning.id]);
    expect((await rota.ofEmployee(budi.id, day, day)).map((row) => row.id)).toEqual([morning.id, evening.id]);
    expect(await rota.ofEmployee(budi.id, '2031-03-11', '2031-03-20')).toEqual([]);
  });

  it('finds who is already on an overlapping shift, back to back not counted, the shift itself left out', async () => {
    const at = (start: string, end: string) => shiftPeriod(day, start, end);
    const ask = (start: string, end: string, except: string | null = null) =>
      rota.overlapping([ayu.id, budi.id], at(start, end).startsAt.toISOString(), at(start, end).endsAt.toISOString(), except);
    expect(await ask('14:00', '16:00')).toEqual([
      { employeeId: ayu.id, name: ayu.name, startTime: '07:00', endTime: '15:00' },
      { employeeId: budi.id, name: budi.name, startTime: '07:00', endTime: '15:00' },
      { employeeId: budi.id, name: budi.name, startTime: '15:00', endTime: '23:00' },
    ]);
    expect(await ask('23:00', '06:00')).toEqual([]);
    expect(await ask('06:00', '07:00')).toEqual([]);
    expect((await ask('08:00', '16:00', morning.id)).map((row) => row.startTime)).toEqual(['15:00']);
    expect(await rota.overlapping([], morning.startsAt, morning.endsAt, null)).toEqual([]);
  });

  it('keeps one person off two overlapping shifts in the database itself', async () => {
    const clash = shift('12:00', '18:00', [ayu]);
    // As the service writes it: inside a change's transaction, so the shift goes with its people.
    const error = await tier.get(Transactions).run(() => rota.insert(clash)).catch((caught: unknown) => caught);
    expect(hasSqlState(error, SQL_STATE.exclusionViolation)).toBe(true);
    expect(await rota.find(clash.id)).toBeUndefined();
  });

  it('updates a shift with its people and moments, deletes it, and restores a snapshot (re-created when gone, deleted when new)', async () => {
    const night = shift('22:00', '06:00', [ayu], '2031-03-12');
    await rota.insert(night);
    const changed = { ...night, ...shift('20:00', '04:00', [budi], '2031-03-12'), id: night.id, createdAt: night.createdAt };
    await rota.update(changed);
    expect(await rota.find(night.id)).toEqual(view(changed, [budi]));
    expect(await rota.ofEmployee(ayu.id, '2031-03-12', '2031-03-12')).toEqual([]);
    const { id, ...before } = night;
    await rota.restore(id, before);
    expect(await rota.find(id)).toEqual(view(night, [ayu]));
    await rota.delete(id);
    expect(await rota.find(id)).toBeUndefined();
    await rota.restore(id, before);
    expect(await rota.find(id)).toEqual(view(night, [ayu]));
    await rota.restore(id, null);
    expect(await rota.find(id)).toBeUndefined();
  });

  it('names a removed teammate on their shifts as off the team, and reads teammates by id and by account', async () => {
    await employees.markRemoved(ayu.id, new Date('2031-01-01T00:00:00Z'));
    const removed = { ...ayu, removedAt: '2031-01-01T00:00:00.000Z' };
    expect((await rota.find(morning.id))!.people).toEqual([
      { id: ayu.id, name: ayu.name, onTeam: false },
      { id: budi.id, name: budi.name, onTeam: true },
    ]);
    expect(await employees.withIds([budi.id, ayu.id, randomUUID()])).toEqual([removed, budi]);
    expect(await employees.withIds([])).toEqual([]);
    expect(await employees.linkedTo(account.id)).toEqual(budi);
    expect(await employees.linkedTo(randomUUID())).toBeUndefined();
    const { id, ...before } = ayu;
    await employees.restore(id, before);
  });
});
