import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type {
  CreateShiftBody,
  CrewScheduleResponse,
  MyShiftsResponse,
  RotaResponse,
  ShiftResponse,
  UndoResponse,
  UpdateShiftBody,
} from '@prana/contracts';
import { MY_SHIFTS_DAYS } from '@prana/contracts';
import {
  ACTIVITY_LOG_LIMITS,
  MAX_ROTA_DAYS,
  MAX_SHIFT_HOURS,
  addDays,
  crewSchedule,
  crossesMidnight,
  daysBetween,
  isIsoDate,
  shiftPeriod,
  shiftTimesProblem,
  staffingByTeam,
  todayInBali,
} from '@prana/domain';
import { BackOfficeJournal, type Actor } from '../../journal/back-office-journal.service.ts';
import { createdImage, imageOf, type RowCodec } from '../../journal/row-codec.ts';
import { ApiException } from '../../common/api-exception.ts';
import { isUuid } from '../../common/ids.ts';
import { EmployeesRepository } from '../team/employees.repository.ts';
import { MaintenanceTasksRepository } from '../maintenance/maintenance-tasks.repository.ts';
import { RotaRepository, type ShiftRow, type ShiftView } from './rota.repository.ts';
import { shiftCodec } from './shift-codec.ts';

export function toShiftResponse(shift: ShiftView): ShiftResponse {
  const lead = shift.people.find((person) => person.id === shift.leadId);
  return {
    id: shift.id,
    day: shift.day,
    team: shift.team,
    start: shift.startTime,
    end: shift.endTime,
    crossesMidnight: crossesMidnight(shift.startTime, shift.endTime),
    required: shift.required,
    // The lead is always one of the people (the service writes them together).
    lead: lead ?? { id: shift.leadId, name: '', onTeam: false },
    people: shift.people,
    onDuty: shift.people.filter((person) => person.onTeam).length,
  };
}

/** A shift as asked for: the fields of a new one, or the stored ones with a change on top. */
type ShiftInput = Pick<ShiftRow, 'day' | 'team' | 'startTime' | 'endTime' | 'required' | 'leadId' | 'peopleIds'>;

const describeShift = (shift: Pick<ShiftRow, 'team' | 'day' | 'startTime' | 'endTime'>) => `${shift.team} shift on ${shift.day}, ${shift.startTime}–${shift.endTime}`;
const detailsOf = (shift: Pick<ShiftRow, 'team' | 'day' | 'startTime' | 'endTime'>) => ({ team: shift.team, day: shift.day, start: shift.startTime, end: shift.endTime });

/**
 * The rota (the manager's staffing panel, a staff member's own shifts, the crew's day). Every change
 * is one journal change of the rota: under its lock, so the overlap check and the write cannot be
 * split by another change, and undoable by the person who made it.
 */
@Injectable()
export class RotaService {
  private readonly codec: RowCodec<ShiftRow>;

  constructor(
    private readonly rota: RotaRepository,
    private readonly employees: EmployeesRepository,
    private readonly tasks: MaintenanceTasksRepository,
    private readonly journal: BackOfficeJournal,
  ) {
    this.codec = shiftCodec(rota);
  }

  /** The shifts from `from` to `to` (today by default), each day's staffing per team, and the team to choose from. */
  async list(query: { from?: string; to?: string }, reader: Actor, now = new Date()): Promise<RotaResponse> {
    const today = todayInBali(now);
    const from = checkedDay(query.from ?? today, 'from');
    const to = checkedDay(query.to ?? from, 'to');
    const span = daysBetween(from, to);
    if (span === null || span < 0 || span >= MAX_ROTA_DAYS) throw ApiException.field('to', 'rota.range', { max: MAX_ROTA_DAYS });
    const shifts = (await this.rota.between(from, to)).map(toShiftResponse);
    const days = Array.from({ length: span + 1 }, (_, index) => addDays(from, index)).map((day) => ({
      day,
      teams: staffingByTeam(shifts.filter((shift) => shift.day === day)),
    }));
    return {
      today,
      from,
      to,
      shifts,
      days,
      roster: (await this.employees.roster()).map((employee) => ({ id: employee.id, name: employee.name, department: employee.department })),
      activity: await this.journal.activity('rota', ACTIVITY_LOG_LIMITS.rota),
      ...(await this.journal.undoState('rota', reader)),
    };
  }

  /** The reader's own shifts from today for two weeks, through the teammate their account is linked to. */
  async mine(reader: Actor, now = new Date()): Promise<MyShiftsResponse> {
    const today = todayInBali(now);
    const employee = await this.employees.linkedTo(reader.id);
    if (!employee) return { today, employee: null, shifts: [] };
    const shifts = await this.rota.ofEmployee(employee.id, today, addDays(today, MY_SHIFTS_DAYS - 1));
    return { today, employee: { id: employee.id, name: employee.name }, shifts: shifts.map(toShiftResponse) };
  }

  /** The crew's day: its shifts and the maintenance tasks open on it. */
  async crew(query: { day?: string }, now = new Date()): Promise<CrewScheduleResponse> {
    const day = checkedDay(query.day ?? todayInBali(now), 'day');
    const shifts = await this.rota.between(day, day);
    const tasks = await this.tasks.list();
    return {
      day,
      items: crewSchedule(
        day,
        shifts.map((shift) => ({
          id: shift.id,
          start: shift.startTime,
          end: shift.endTime,
          team: shift.team,
          lead: shift.people.find((person) => person.id === shift.leadId)?.name ?? null,
          people: shift.people.map((person) => person.name),
        })),
        tasks,
      ),
    };
  }

  async create(body: CreateShiftBody, actor: Actor): Promise<ShiftResponse> {
    const input = checkedShape({ day: body.day, team: body.team, startTime: body.start, endTime: body.end, required: body.required, leadId: body.leadId, peopleIds: body.peopleIds });
    return this.journal.change('rota', async () => {
      const shift = await this.checkedShift({ id: randomUUID(), ...input, createdAt: new Date().toISOString() });
      await this.rota.insert(shift);
      await this.journal.record(
        'rota',
        actor,
        { action: 'shift.added', message: `Added the ${describeShift(shift)}`, details: detailsOf(shift), subjectId: shift.id },
        [createdImage('shift', shift.id)],
      );
      return this.read(shift.id);
    });
  }

  /** The changed fields on top of the stored shift, checked as a whole. */
  async update(id: string, body: UpdateShiftBody, actor: Actor): Promise<ShiftResponse> {
    return this.journal.change('rota', async () => {
      const before = await this.find(id);
      const input = checkedShape({
        day: body.day ?? before.day,
        team: body.team ?? before.team,
        startTime: body.start ?? before.startTime,
        endTime: body.end ?? before.endTime,
        required: body.required ?? before.required,
        leadId: body.leadId ?? before.leadId,
        peopleIds: body.peopleIds ?? before.peopleIds,
      });
      const shift = await this.checkedShift({ ...before, ...input });
      await this.rota.update(shift);
      await this.journal.record(
        'rota',
        actor,
        { action: 'shift.changed', message: `Changed the ${describeShift(shift)}`, details: detailsOf(shift), subjectId: shift.id },
        [imageOf(this.codec, before)],
      );
      return this.read(shift.id);
    });
  }

  async remove(id: string, actor: Actor): Promise<ShiftResponse> {
    return this.journal.change('rota', async () => {
      const shift = await this.find(id);
      await this.rota.delete(shift.id);
      await this.journal.record(
        'rota',
        actor,
        { action: 'shift.removed', message: `Removed the ${describeShift(shift)}`, details: detailsOf(shift), subjectId: shift.id },
        [imageOf(this.codec, shift)],
      );
      return toShiftResponse(shift);
    });
  }

  undo(actor: Actor): Promise<UndoResponse> {
    return this.journal.undo('rota', actor, { message: 'Reverted rota change', codecs: [this.codec] });
  }

  /**
   * The rules that need the team and the rota: every person a teammate still on the team, and
   * nobody on another shift that overlaps this one (checked under the rota's lock).
   */
  private async checkedShift(shift: ShiftRow): Promise<ShiftRow> {
    const people = await this.employees.withIds(shift.peopleIds);
    if (people.length !== shift.peopleIds.length) throw ApiException.field('peopleIds', 'rota.choosePeople');
    const removed = people.find((person) => person.removedAt !== null);
    if (removed) throw ApiException.field('peopleIds', 'rota.notOnTeam', { name: removed.name });
    const clash = (await this.rota.overlapping(shift.peopleIds, shift.startsAt, shift.endsAt, shift.id))[0];
    if (clash) throw ApiException.field('peopleIds', 'rota.overlap', { name: clash.name, start: clash.startTime, end: clash.endTime });
    return shift;
  }

  private async find(id: string): Promise<ShiftView> {
    const shift = await this.rota.find(id);
    if (!shift) throw new ApiException('backOffice.notFound', { what: 'shift' });
    return shift;
  }

  private async read(id: string): Promise<ShiftResponse> {
    return toShiftResponse(await this.find(id));
  }
}

function checkedDay(day: string, field: 'day' | 'from' | 'to'): string {
  if (!isIsoDate(day)) throw ApiException.field(field, 'validation.realDate', { label: 'day' });
  return day;
}

/** The rules of a shift on its own: a real day, times that make a shift, each person once, the lead among them. */
function checkedShape(input: ShiftInput): Omit<ShiftRow, 'id' | 'createdAt'> {
  const day = checkedDay(input.day, 'day');
  const problem = shiftTimesProblem(input.startTime, input.endTime);
  if (problem === 'rota.shiftTooLong') throw ApiException.field('end', problem, { hours: MAX_SHIFT_HOURS });
  if (problem) throw ApiException.field('end', problem);
  // Anything but a uuid names nobody on the team; ids compare lower-cased, as stored.
  if (!input.peopleIds.every(isUuid) || !isUuid(input.leadId)) throw ApiException.field('peopleIds', 'rota.choosePeople');
  const peopleIds = input.peopleIds.map((id) => id.toLowerCase());
  const leadId = input.leadId.toLowerCase();
  if (new Set(peopleIds).size !== peopleIds.length) throw ApiException.field('peopleIds', 'rota.personTwice');
  if (!peopleIds.includes(leadId)) throw ApiException.field('leadId', 'rota.leadOnShift');
  const period = shiftPeriod(day, input.startTime, input.endTime);
  return { ...input, day, peopleIds, leadId, startsAt: period.startsAt.toISOString(), endsAt: period.endsAt.toISOString() };
}
