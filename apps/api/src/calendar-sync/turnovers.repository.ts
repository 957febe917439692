import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { isStayBlock, type TurnoverState, type TurnoverStay, type WantedTurnover } from '@prana/domain';
import { Repository } from '../database/repository.ts';
import { GenerateSql } from '../database/generate-sql.ts';

/** A stored turnover as reconciling compares it with the wanted ones. */
export interface StoredTurnover {
  id: string;
  departureBlockId: string;
  day: string;
  leavesAt: string;
  dueAt: string;
  sameDay: boolean;
  arrivalBlockId: string | null;
  arrivalDay: string | null;
  state: TurnoverState;
  cancelled: boolean;
}

/** A stay as housekeeping sees it (one side of a turnover). */
export interface TurnoverStayRow {
  blockId: string;
  source: string;
  guestName: string | null;
  day: string;
  guests: number | null;
  /** An arrival's approved early check-in (HH:mm); null: the standard time, and always null for a departure (see `leavesAt`). */
  time: string | null;
  /** The direct booking of the stay (whose guest the companion tells); null for an imported reservation. */
  bookingId: string | null;
}

/** A turnover with its villa, stays and assignee, as the board lists it. */
export interface TurnoverRow {
  id: string;
  villaSlug: string;
  villaName: string;
  day: string;
  leavesAt: string;
  dueAt: string;
  sameDay: boolean;
  state: TurnoverState;
  cancelled: boolean;
  departure: TurnoverStayRow;
  arrival: TurnoverStayRow | null;
  assignee: { id: string; name: string } | null;
  checked: string[];
  notes: string | null;
  alertedAt: string | null;
  version: number;
  updatedAt: string;
}

/** Sources of stays: a direct booking or an imported reservation (holds are no stays). */
const HOLD_SOURCES = ['manual', 'system'] as const;

const ID = '5d1f8a3e-2b7c-4e9a-8f61-0c3d2e1b4a70';
const BLOCK_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const NOW = new Date('2027-06-01T10:00:00Z');
const WANTED: WantedTurnover = {
  departureBlockId: BLOCK_ID,
  villaSlug: 'kayu-manis',
  day: '2027-06-14',
  leavesAt: new Date('2027-06-14T04:00:00Z'),
  dueAt: new Date('2027-06-14T07:00:00Z'),
  sameDay: true,
  arrivalBlockId: '0b5e7a52-3c1d-4f0e-9a61-2d8f4c7b9e10',
  arrivalDay: '2027-06-14',
};

/**
 * Turnovers: derived from a villa's stays by reconciling (turnover-reconciler.ts), moved through
 * their states by housekeeping, listed on the board and on the multi-calendar.
 */
@Injectable()
export class TurnoversRepository extends Repository {
  /** Until the transaction ends, one reconcile per villa (two changes to its calendar take turns). */
  @GenerateSql({ params: ['kayu-manis'] })
  async lockVilla(villaSlug: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtext(${`villa-turnovers:${villaSlug}`}))`.execute(this.db);
  }

  /**
   * The villa's active stays that end on or after `fromDay`, in the order they start: direct
   * bookings and imported blocks that are stays (isStayBlock), never holds or closed dates. A direct
   * booking brings its approved early check-in and late check-out times.
   */
  @GenerateSql({ params: ['kayu-manis', '2027-06-01'] })
  async stays(villaSlug: string, fromDay: string): Promise<TurnoverStay[]> {
    const rows = await this.db
      .selectFrom('availability_blocks as ab')
      .leftJoin('bookings as b', 'b.id', 'ab.booking_id')
      .select(['ab.id', 'ab.starts_at as startsAt', 'ab.ends_at as endsAt', 'ab.source', 'ab.summary', 'ab.payout', 'b.arrival_time as arrivalTime', 'b.departure_time as departureTime'])
      .where('ab.villa_slug', '=', villaSlug)
      .where('ab.status', '=', 'active')
      .where('ab.source', 'not in', HOLD_SOURCES)
      .where('ab.ends_at', '>=', fromDay)
      .orderBy('ab.starts_at')
      .orderBy('ab.id')
      .execute();
    return rows
      .filter((row) => isStayBlock({ ...row, payout: row.payout === null ? null : Number(row.payout) }))
      .map(({ id, startsAt, endsAt, arrivalTime, departureTime }) => ({ id, startsAt, endsAt, arrivalTime, departureTime }));
  }

  /** The villa's turnovers from `fromDay` on, and any (of an earlier day) of the stays in `blockIds`. */
  @GenerateSql({ params: ['kayu-manis', '2027-06-01', [BLOCK_ID]] })
  async stored(villaSlug: string, fromDay: string, blockIds: readonly string[]): Promise<StoredTurnover[]> {
    const rows = await this.db
      .selectFrom('turnovers')
      .select([
        'id',
        'departure_block_id as departureBlockId',
        'day',
        'leaves_at as leavesAt',
        'due_at as dueAt',
        'same_day as sameDay',
        'arrival_block_id as arrivalBlockId',
        'arrival_day as arrivalDay',
        'state',
        sql<boolean>`cancelled_at is not null`.as('cancelled'),
      ])
      .where('villa_slug', '=', villaSlug)
      .where((eb) => eb.or([eb('day', '>=', fromDay), eb('departure_block_id', '=', sql<string>`any(${blockIds}::uuid[])`)]))
      .execute();
    return rows.map((row) => ({ ...row, state: row.state as TurnoverState }));
  }

  /** New turnovers, occupied until their guests leave. */
  @GenerateSql({ params: [[{ ...WANTED, id: ID }], NOW] })
  async insert(turnovers: readonly (WantedTurnover & { id: string })[], now: Date): Promise<void> {
    await sql`insert into turnovers (id, villa_slug, departure_block_id, arrival_block_id, day, arrival_day, leaves_at, due_at, same_day, state, checked, version, created_at, updated_at)
      select x.id, x.villa_slug, x.departure_block_id, x.arrival_block_id, x.day, x.arrival_day, x.leaves_at, x.due_at, x.same_day, 'occupied', '[]'::jsonb, 1, ${now}, ${now}
      from unnest(${turnovers.map((t) => t.id)}::uuid[], ${turnovers.map((t) => t.villaSlug)}::text[], ${turnovers.map((t) => t.departureBlockId)}::uuid[],
                  ${turnovers.map((t) => t.arrivalBlockId)}::uuid[], ${turnovers.map((t) => t.day)}::date[], ${turnovers.map((t) => t.arrivalDay)}::date[],
                  ${turnovers.map((t) => t.leavesAt.toISOString())}::timestamptz[], ${turnovers.map((t) => t.dueAt.toISOString())}::timestamptz[],
                  ${turnovers.map((t) => t.sameDay)}::boolean[])
           as x(id, villa_slug, departure_block_id, arrival_block_id, day, arrival_day, leaves_at, due_at, same_day)`.execute(this.db);
  }

  /**
   * Re-timed to their stays' dates (and back on the board if they were cancelled); the state is
   * kept. A new due time clears the alert: it is raised again an hour before the new one.
   */
  @GenerateSql({ params: [[{ ...WANTED, id: ID }], NOW] })
  async retime(turnovers: readonly (WantedTurnover & { id: string })[], now: Date): Promise<void> {
    await sql`update turnovers t set day = x.day, leaves_at = x.leaves_at, due_at = x.due_at, same_day = x.same_day, arrival_block_id = x.arrival_block_id,
        arrival_day = x.arrival_day, cancelled_at = null, alerted_at = case when t.due_at = x.due_at then t.alerted_at end,
        version = t.version + 1, updated_at = ${now}
      from unnest(${turnovers.map((t) => t.id)}::uuid[], ${turnovers.map((t) => t.arrivalBlockId)}::uuid[], ${turnovers.map((t) => t.day)}::date[],
                  ${turnovers.map((t) => t.arrivalDay)}::date[], ${turnovers.map((t) => t.leavesAt.toISOString())}::timestamptz[],
                  ${turnovers.map((t) => t.dueAt.toISOString())}::timestamptz[], ${turnovers.map((t) => t.sameDay)}::boolean[])
           as x(id, arrival_block_id, day, arrival_day, leaves_at, due_at, same_day)
      where t.id = x.id`.execute(this.db);
  }

  /** Their stays left the calendar: off the board, kept (a stay that comes back brings its turnover back). */
  @GenerateSql({ params: [[ID], NOW] })
  async cancel(ids: readonly string[], now: Date): Promise<void> {
    await this.db
      .updateTable('turnovers')
      .set({ cancelled_at: now, version: sql`version + 1`, updated_at: now })
      .where('id', '=', sql<string>`any(${ids}::uuid[])`)
      .execute();
  }

  /** Turnovers with their villa, stays and assignee: those in `ids`, or those of the days in `days` (not cancelled). */
  @GenerateSql({ name: 'by id', params: [{ ids: [ID] }] }, { name: 'by day', params: [{ days: ['2027-06-01', '2027-06-02'] }] })
  async rows(filter: { ids: readonly string[] } | { days: readonly string[] }): Promise<TurnoverRow[]> {
    const stay = (alias: 'd' | 'a', booking: 'db' | 'ab') =>
      sql<TurnoverStayRow | null>`case when ${sql.ref(`${alias}.id`)} is null then null else json_build_object(
        'blockId', ${sql.ref(`${alias}.id`)}, 'source', ${sql.ref(`${alias}.source`)},
        'guestName', coalesce(${sql.ref(`${booking}.guest_name`)}, ${sql.ref(`${alias}.guest_name`)}),
        'day', to_char(${sql.ref(alias === 'd' ? 'd.ends_at' : 'a.starts_at')}, 'YYYY-MM-DD'),
        'guests', ${sql.ref(`${booking}.adults`)} + ${sql.ref(`${booking}.children`)} + ${sql.ref(`${booking}.infants`)},
        'time', ${alias === 'a' ? sql.ref('ab.arrival_time') : sql`null`},
        'bookingId', ${sql.ref(`${booking}.id`)}) end`;
    let query = this.db
      .selectFrom('turnovers as t')
      .innerJoin('villas as v', 'v.slug', 't.villa_slug')
      .innerJoin('availability_blocks as d', 'd.id', 't.departure_block_id')
      .leftJoin('bookings as db', 'db.id', 'd.booking_id')
      .leftJoin('availability_blocks as a', 'a.id', 't.arrival_block_id')
      .leftJoin('bookings as ab', 'ab.id', 'a.booking_id')
      .leftJoin('employees as e', 'e.id', 't.assignee_id')
      .select([
        't.id',
        't.villa_slug as villaSlug',
        'v.name as villaName',
        't.day',
        't.leaves_at as leavesAt',
        't.due_at as dueAt',
        't.same_day as sameDay',
        't.state',
        sql<boolean>`t.cancelled_at is not null`.as('cancelled'),
        stay('d', 'db').as('departure'),
        stay('a', 'ab').as('arrival'),
        sql<{ id: string; name: string } | null>`case when e.id is null then null else json_build_object('id', e.id, 'name', e.name) end`.as('assignee'),
        't.checked',
        't.notes',
        't.alerted_at as alertedAt',
        't.version',
        't.updated_at as updatedAt',
      ]);
    query = 'ids' in filter
      ? query.where('t.id', '=', sql<string>`any(${filter.ids}::uuid[])`)
      : query.where('t.day', '=', sql<string>`any(${filter.days}::date[])`).where('t.cancelled_at', 'is', null);
    const rows = await query.orderBy('t.day').orderBy('t.same_day', 'desc').orderBy('t.due_at').orderBy('v.name').execute();
    return rows.map((row) => ({ ...row, state: row.state as TurnoverState, departure: row.departure!, checked: row.checked as string[] }));
  }

  /** A turnover's row locked until the transaction ends (two moves of it take turns); undefined when there is none. */
  @GenerateSql({ params: [ID] })
  async lock(id: string): Promise<{ id: string; villaSlug: string; day: string; state: TurnoverState; cancelled: boolean } | undefined> {
    const row = await this.db
      .selectFrom('turnovers')
      .select(['id', 'villa_slug as villaSlug', 'day', 'state', sql<boolean>`cancelled_at is not null`.as('cancelled')])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    return row && { ...row, state: row.state as TurnoverState };
  }

  /** Housekeeping's changes: the state, who is on it, the checklist, notes. */
  @GenerateSql({ params: [ID, { state: 'cleaning', assigneeId: null, checked: ['strip-beds'], notes: 'Extra towels' }, NOW] })
  async update(id: string, change: { state?: TurnoverState; assigneeId?: string | null; checked?: string[]; notes?: string | null }, now: Date): Promise<void> {
    await this.db
      .updateTable('turnovers')
      .set({
        ...(change.state !== undefined && { state: change.state }),
        ...(change.assigneeId !== undefined && { assignee_id: change.assigneeId }),
        ...(change.checked !== undefined && { checked: JSON.stringify(change.checked) }),
        ...(change.notes !== undefined && { notes: change.notes }),
        version: sql`version + 1`,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Raises the not-ready alert, once: only while the turnover is still due at `dueAt` (a re-timed
   * one's old job finds it moved), not ready, not cancelled, and not alerted yet. Whether it did.
   */
  @GenerateSql({ params: [ID, '2027-06-14T07:00:00.000Z', NOW] })
  async markAlerted(id: string, dueAt: string, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('turnovers')
      .set({ alerted_at: now, version: sql`version + 1`, updated_at: now })
      .where('id', '=', id)
      .where('due_at', '=', dueAt)
      .where('state', '<>', 'ready')
      .where('cancelled_at', 'is', null)
      .where('alerted_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Alerted turnovers still not ready, from `fromDay` on: the staff queue's alerts. */
  @GenerateSql({ params: ['2027-06-01'] })
  async alertedIds(fromDay: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('turnovers')
      .select('id')
      .where('alerted_at', 'is not', null)
      .where('state', '<>', 'ready')
      .where('cancelled_at', 'is', null)
      .where('day', '>=', fromDay)
      .execute();
    return rows.map((row) => row.id);
  }

  /** Each villa's readiness on its arrival days in [from, to): the turnover before the arrival. */
  @GenerateSql({ params: ['2027-06-01', '2027-06-15'] })
  async readiness(from: string, to: string): Promise<{ villaSlug: string; day: string; turnoverId: string; state: TurnoverState }[]> {
    const rows = await this.db
      .selectFrom('turnovers')
      .select(['villa_slug as villaSlug', 'arrival_day as day', 'id as turnoverId', 'state'])
      .distinctOn(['villa_slug', 'arrival_day'])
      .where('cancelled_at', 'is', null)
      .where('arrival_day', '>=', from)
      .where('arrival_day', '<', to)
      .orderBy('villa_slug')
      .orderBy('arrival_day')
      .orderBy('day', 'desc')
      .execute();
    return rows.map((row) => ({ ...row, day: row.day!, state: row.state as TurnoverState }));
  }
}
