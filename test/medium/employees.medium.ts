import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { EmployeesRepository, type EmployeeRow } from '../../apps/api/src/back-office/team/employees.repository.ts';
import { TeamService } from '../../apps/api/src/back-office/team/team.service.ts';
import { BackOfficeJournal } from '../../apps/api/src/journal/back-office-journal.service.ts';
import { JournalRepository } from '../../apps/api/src/journal/journal.repository.ts';
import type { DB } from '../../apps/api/src/database/db.generated.ts';
import type { StaffUser } from '../../apps/api/src/auth/staff-user.entity.ts';
import { medium, type Medium } from './medium.ts';
import { newStaff, removeStaff } from './factories.ts';

describe('The team roster on the database (medium)', () => {
  let tier: Medium;
  let employees: EmployeesRepository;
  let team: TeamService;
  let actor: StaffUser;
  const tag = randomUUID().slice(0, 8);
  const teammate = (name: string, wage: number): EmployeeRow => ({
    id: randomUUID(),
    name: `${name} ${tag}`,
    role: 'revenue-analyst',
    department: 'commercial',
    wage,
    startDate: '2020-01-05',
    lastReview: '2020-07-05',
    status: 'active',
    notes: null,
    seedKey: null,
    removedAt: null,
    createdAt: '2020-01-05T02:00:00.000Z',
  });
  const ayu = teammate('Ayu', 9_100_000);
  const budi = teammate('Budi', 12_500_000_000);

  beforeAll(async () => {
    tier = await medium({ providers: [EmployeesRepository, TeamService, BackOfficeJournal, JournalRepository] });
    employees = tier.get(EmployeesRepository);
    team = tier.get(TeamService);
    actor = await newStaff(tier.em());
    for (const row of [budi, ayu]) await employees.insert(row);
  });
  afterAll(async () => {
    await tier.em().getKysely<DB>().deleteFrom('employees').where('name', 'like', `% ${tag}`).execute();
    await removeStaff(tier.em(), [actor.id]);
    await tier.close();
  });

  const own = async () => (await employees.roster()).filter((row) => row.name.endsWith(tag));

  it('reads the roster by name and its names once each; a removed teammate leaves both but still exists', async () => {
    expect(await own()).toEqual([ayu, budi]);
    expect(await employees.rosterNames()).toEqual(expect.arrayContaining([ayu.name, budi.name]));
    const removedAt = new Date('2021-05-10T02:00:00.000Z');
    await employees.markRemoved(budi.id, removedAt);
    expect(await own()).toEqual([ayu]);
    expect(await employees.find(budi.id)).toBeUndefined();
    expect(await employees.exists(budi.id)).toBe(true);
    expect(await employees.rosterNames()).not.toContain(budi.name);
    expect(await employees.exists(randomUUID())).toBe(false);

    const { id, ...before } = budi;
    await employees.restore(id, before);
    expect(await employees.find(id)).toEqual(budi);
  });

  it('saves a profile and undoes the save through the journal', async () => {
    const who = { id: actor.id, name: actor.name };
    const saved = await team.update(ayu.id, { wage: 9_500_000, notes: 'Promoted' }, who, new Date('2021-01-01T04:00:00Z'));
    expect(saved).toMatchObject({ wage: 9_500_000, notes: 'Promoted' });
    expect(await employees.find(ayu.id)).toEqual({ ...ayu, wage: 9_500_000, notes: 'Promoted' });
    expect(await team.history(ayu.id)).toMatchObject({ employeeId: ayu.id, entries: [{ action: 'employee.updated', details: { fields: 'wage, notes' } }] });
    expect(await team.undo(who)).toMatchObject({ reverted: { action: 'employee.updated' }, undoAvailable: 0 });
    expect(await employees.find(ayu.id)).toEqual(ayu);
    // The revert is about the teammate: it shows in their history.
    expect((await team.history(ayu.id)).entries[0]).toMatchObject({ action: 'undo', details: { reverted: 'employee.updated' } });
  });

  it('removes a teammate and brings them back with undo', async () => {
    const who = { id: actor.id, name: actor.name };
    await team.remove(budi.id, who);
    expect(await employees.find(budi.id)).toBeUndefined();
    await team.undo(who);
    expect(await employees.find(budi.id)).toEqual(budi);
  });

  it('deletes a teammate whose adding is undone', async () => {
    const extra = teammate('Extra', 5_000_000);
    await employees.insert(extra);
    await employees.restore(extra.id, null);
    expect(await employees.exists(extra.id)).toBe(false);
  });
});
