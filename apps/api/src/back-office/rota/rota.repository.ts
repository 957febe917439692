import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { EmployeeDepartmentIdValue } from '@prana/contracts';
import { Repository } from '../../database/repository.ts';
import { GenerateSql } from '../../database/generate-sql.ts';

/** A shift as stored: day a Bali date, times HH:mm, moments ISO 8601; peopleIds include the lead. */
export interface ShiftRow {
  id: string;
  day: string;
  team: EmployeeDepartmentIdValue;
  startTime: string;
  endTime: string;
  startsAt: string;
  endsAt: string;
  required: number;
  leadId: string;
  peopleIds: string[];
  createdAt: string;
}

/** A person on a shift as the rota shows them. */
export interface ShiftPersonRow {
  id: string;
  name: string;
  /** False once removed from the team. */
  onTeam: boolean;
}

/** A shift with its people named. */
export interface ShiftView extends ShiftRow {
  people: ShiftPersonRow[];
}

/** Someone already on a shift that overlaps the moments asked about. */
export interface OverlapRow {
  employeeId: string;
  name: string;
  startTime: string;
  endTime: string;
}

const COLUMNS = [
  'shifts.id',
  'shifts.day',
  'shifts.team',
  'shifts.start_time as startTime',
  'shifts.end_time as endTime',
  'shifts.starts_at as startsAt',
  'shifts.ends_at as endsAt',
  'shifts.required',
  'shifts.lead_id as leadId',
  'shifts.created_at as createdAt',
] as const;

const EXAMPLE: ShiftRow = {
  id: '5d6e7f80-9a1b-4c2d-8e3f-4a5b6c7d8e9f',
  day: '2027-05-10',
  team: 'guest-experience',
  startTime: '07:00',
  endTime: '15:00',
  startsAt: '2027-05-09T23:00:00.000Z',
  endsAt: '2027-05-10T07:00:00.000Z',
  required: 2,
  leadId: '7a1b2c3d-4e5f-4a6b-8c9d-0e1f2a3b4c5d',
  peopleIds: ['7a1b2c3d-4e5f-4a6b-8c9d-0e1f2a3b4c5d', '8b2c3d4e-5f6a-4b7c-9d0e-1f2a3b4c5d6e'],
  createdAt: '2027-05-01T02:00:00.000Z',
};

/**
 * The rota: shifts and the people on them, one aggregate (a shift is written with its people).
 * Written inside a journal change of the rota; `restore` writes an undo snapshot back.
 */
@Injectable()
export class RotaRepository extends Repository {
  /** The shifts starting on the days from `from` to `to`, by day, start and team, their people named. */
  @GenerateSql({ params: ['2027-05-10', '2027-05-16'] })
  async between(from: string, to: string): Promise<ShiftView[]> {
    const shifts = await this.db
      .selectFrom('shifts')
      .select(COLUMNS)
      .where('shifts.day', '>=', from)
      .where('shifts.day', '<=', to)
      .orderBy('shifts.day')
      .orderBy('shifts.start_time')
      .orderBy('shifts.team')
      .orderBy('shifts.id')
      .execute();
    return this.withPeople(shifts);
  }

  /** One teammate's shifts starting on the days from `from` to `to`, the others on them named too. */
  @GenerateSql({ params: [EXAMPLE.leadId, '2027-05-10', '2027-05-24'] })
  async ofEmployee(employeeId: string, from: string, to: string): Promise<ShiftView[]> {
    const shifts = await this.db
      .selectFrom('shifts')
      .innerJoin('shift_people', 'shift_people.shift_id', 'shifts.id')
      .select(COLUMNS)
      .where('shift_people.employee_id', '=', employeeId)
      .where('shifts.day', '>=', from)
      .where('shifts.day', '<=', to)
      .orderBy('shifts.starts_at')
      .orderBy('shifts.id')
      .execute();
    return this.withPeople(shifts);
  }

  @GenerateSql({ params: [EXAMPLE.id] })
  async find(id: string): Promise<ShiftView | undefined> {
    const shift = await this.db.selectFrom('shifts').select(COLUMNS).where('shifts.id', '=', id).executeTakeFirst();
    return shift && (await this.withPeople([shift]))[0];
  }

  /**
   * Who of `employeeIds` is already on another shift overlapping `startsAt`–`endsAt` (back to back
   * is no overlap). The rota's changes hold its panel lock, so nothing is added between this read
   * and the write; the exclusion constraint stands behind it.
   */
  @GenerateSql({ params: [EXAMPLE.peopleIds, EXAMPLE.startsAt, EXAMPLE.endsAt, EXAMPLE.id] })
  async overlapping(employeeIds: readonly string[], startsAt: string, endsAt: string, exceptShiftId: string | null): Promise<OverlapRow[]> {
    if (employeeIds.length === 0) return [];
    return this.db
      .selectFrom('shift_people')
      .innerJoin('shifts', 'shifts.id', 'shift_people.shift_id')
      .innerJoin('employees', 'employees.id', 'shift_people.employee_id')
      .select(['shift_people.employee_id as employeeId', 'employees.name', 'shifts.start_time as startTime', 'shifts.end_time as endTime'])
      .where('shift_people.employee_id', 'in', employeeIds)
      .where('shift_people.starts_at', '<', endsAt)
      .where('shift_people.ends_at', '>', startsAt)
      .$if(exceptShiftId !== null, (query) => query.where('shift_people.shift_id', '<>', exceptShiftId as string))
      .orderBy('shifts.starts_at')
      .orderBy('employees.name')
      .execute();
  }

  /** A new shift with its people. */
  @GenerateSql({ params: [EXAMPLE] })
  async insert(shift: ShiftRow): Promise<void> {
    await this.db.insertInto('shifts').values(columnsOf(shift)).execute();
    await this.insertPeople(shift);
  }

  /** The shift as changed: its row, and its people written again with its moments. */
  @GenerateSql({ params: [EXAMPLE] })
  async update(shift: ShiftRow): Promise<void> {
    await this.db
      .updateTable('shifts')
      .set({
        day: shift.day,
        team: shift.team,
        start_time: shift.startTime,
        end_time: shift.endTime,
        starts_at: shift.startsAt,
        ends_at: shift.endsAt,
        required: shift.required,
        lead_id: shift.leadId,
        updated_at: sql<string>`now()`,
      })
      .where('id', '=', shift.id)
      .execute();
    await this.db.deleteFrom('shift_people').where('shift_id', '=', shift.id).execute();
    await this.insertPeople(shift);
  }

  /** Removes a shift (its people go with it). */
  @GenerateSql({ params: [EXAMPLE.id] })
  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('shifts').where('id', '=', id).execute();
  }

  /** An undo snapshot written back: the shift as it was with its people (re-created when gone), or deleted when new. */
  @GenerateSql({ name: 'as it was', params: [EXAMPLE.id, EXAMPLE] }, { name: 'created by the change', params: [EXAMPLE.id, null] })
  async restore(id: string, before: Omit<ShiftRow, 'id'> | null): Promise<void> {
    await this.db.deleteFrom('shifts').where('id', '=', id).execute();
    if (!before) return;
    await this.insert({ id, ...before });
  }

  @GenerateSql({ params: [EXAMPLE] })
  private async insertPeople(shift: ShiftRow): Promise<void> {
    if (shift.peopleIds.length === 0) return;
    await this.db
      .insertInto('shift_people')
      .values(shift.peopleIds.map((employeeId) => ({ shift_id: shift.id, employee_id: employeeId, starts_at: shift.startsAt, ends_at: shift.endsAt })))
      .execute();
  }

  /** The people of these shifts, by name. */
  @GenerateSql({ params: [[EXAMPLE]] })
  private async withPeople(shifts: readonly StoredShift[]): Promise<ShiftView[]> {
    if (shifts.length === 0) return [];
    const people = await this.db
      .selectFrom('shift_people')
      .innerJoin('employees', 'employees.id', 'shift_people.employee_id')
      .select(['shift_people.shift_id as shiftId', 'employees.id', 'employees.name', 'employees.removed_at as removedAt'])
      .where(
        'shift_people.shift_id',
        'in',
        shifts.map((shift) => shift.id),
      )
      .orderBy('employees.name')
      .orderBy('employees.id')
      .execute();
    return shifts.map((shift) => {
      const own = people.filter((person) => person.shiftId === shift.id).map((person) => ({ id: person.id, name: person.name, onTeam: person.removedAt === null }));
      return { ...toRow(shift), peopleIds: own.map((person) => person.id), people: own };
    });
  }
}

type StoredShift = Omit<ShiftRow, 'team' | 'peopleIds'> & { team: string };

function toRow(shift: StoredShift): Omit<ShiftRow, 'peopleIds'> {
  return {
    ...shift,
    team: shift.team as EmployeeDepartmentIdValue,
    startsAt: new Date(shift.startsAt).toISOString(),
    endsAt: new Date(shift.endsAt).toISOString(),
    createdAt: new Date(shift.createdAt).toISOString(),
  };
}

function columnsOf(shift: ShiftRow) {
  return {
    id: shift.id,
    day: shift.day,
    team: shift.team,
    start_time: shift.startTime,
    end_time: shift.endTime,
    starts_at: shift.startsAt,
    ends_at: shift.endsAt,
    required: shift.required,
    lead_id: shift.leadId,
    created_at: shift.createdAt,
    updated_at: sql<string>`now()`,
  };
}
