import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { MaintenanceTasksRepository, type MaintenanceTaskRow } from '../../apps/api/src/back-office/maintenance/maintenance-tasks.repository.ts';
import { MaintenanceService } from '../../apps/api/src/back-office/maintenance/maintenance.service.ts';
import { EmployeesRepository } from '../../apps/api/src/back-office/team/employees.repository.ts';
import { BackOfficeJournal } from '../../apps/api/src/journal/back-office-journal.service.ts';
import { JournalRepository } from '../../apps/api/src/journal/journal.repository.ts';
import type { DB } from '../../apps/api/src/database/db.generated.ts';
import type { StaffUser } from '../../apps/api/src/auth/staff-user.entity.ts';
import { medium, type Medium } from './medium.ts';
import { newStaff, removeStaff } from './factories.ts';

describe('Maintenance tasks on the database (medium)', () => {
  let tier: Medium;
  let tasks: MaintenanceTasksRepository;
  let service: MaintenanceService;
  let actor: StaffUser;
  const villa = `Medium Villa ${randomUUID().slice(0, 8)}`;
  const task = (name: string, nextDue: string): MaintenanceTaskRow => ({
    id: randomUUID(),
    area: 'Pool',
    task: name,
    villa,
    lastCompleted: '2020-01-10',
    nextDue,
    recurrenceMonths: 6,
    status: 'scheduled',
    notes: 'Check the pump',
    assignee: null,
    seedKey: null,
    createdAt: '2020-01-10T02:00:00.000Z',
  });
  const later = task('Clean the filter', '2099-07-10');
  const sooner = task('Backwash', '2099-02-01');

  beforeAll(async () => {
    tier = await medium({ providers: [MaintenanceTasksRepository, EmployeesRepository, MaintenanceService, BackOfficeJournal, JournalRepository] });
    tasks = tier.get(MaintenanceTasksRepository);
    service = tier.get(MaintenanceService);
    actor = await newStaff(tier.em());
    for (const row of [later, sooner]) await tasks.insert(row);
  });
  afterAll(async () => {
    await tier.em().getKysely<DB>().deleteFrom('maintenance_tasks').where('villa', '=', villa).execute();
    await removeStaff(tier.em(), [actor.id]);
    await tier.close();
  });

  const own = async () => (await tasks.list()).filter((row) => row.villa === villa);

  it('lists the soonest due first and finds one task', async () => {
    expect(await own()).toEqual([sooner, later]);
    expect(await tasks.find(later.id)).toEqual(later);
    expect(await tasks.find(randomUUID())).toBeUndefined();
  });

  it('updates only what a completion or an assignment changes', async () => {
    await tasks.update(sooner.id, { lastCompleted: '2020-02-01', nextDue: '2020-08-01', status: 'completed' });
    await tasks.update(sooner.id, { assignee: 'External vendor' });
    expect(await tasks.find(sooner.id)).toEqual({ ...sooner, lastCompleted: '2020-02-01', nextDue: '2020-08-01', status: 'completed', assignee: 'External vendor' });
    await tasks.restore(sooner.id, sooner);
    expect(await tasks.find(sooner.id)).toEqual(sooner);
  });

  it('completes a task and undoes it through the journal, back to the row as it was', async () => {
    const who = { id: actor.id, name: actor.name };
    const done = await service.complete(later.id, who, new Date('2099-03-01T04:00:00Z'));
    expect(done).toMatchObject({ id: later.id, lastCompleted: '2099-03-01', nextDue: '2099-09-01', status: 'completed' });
    expect(await service.undo(who)).toMatchObject({ reverted: { action: 'task.completed', details: { task: later.task, villa } }, undoAvailable: 0 });
    expect(await tasks.find(later.id)).toEqual(later);
  });

  it('assigns only a teammate on the roster or an external vendor', async () => {
    const who = { id: actor.id, name: actor.name };
    await expect(service.assign(later.id, { assignee: 'Nobody We Know' }, who)).rejects.toMatchObject({ fields: { assignee: { code: 'backOffice.chooseAssignee' } } });
    expect(await service.assign(later.id, { assignee: 'External vendor' }, who)).toMatchObject({ assignee: 'External vendor' });
    await service.undo(who);
    expect((await tasks.find(later.id))!.assignee).toBeNull();
  });

  it('deletes a task its change created and re-creates one, as it was', async () => {
    const { id, ...before } = later;
    await tasks.restore(id, null);
    expect(await tasks.find(id)).toBeUndefined();
    await tasks.restore(id, before);
    expect(await tasks.find(id)).toEqual(later);
  });
});
