import { Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { ReservationStatus } from '@prana/contracts';
import type { Lang } from '@prana/domain';
import { Repository } from '../database/repository.ts';
import { GenerateSql } from '../database/generate-sql.ts';
import type { DB } from '../database/db.generated.ts';

/** A visitor's request with its villa's name and, once confirmed, its booking's code. */
export interface ReservationRequestRow {
  id: string;
  reference: string;
  villaSlug: string;
  villaName: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  infants: number;
  fullName: string;
  email: string;
  phone: string | null;
  notes: string | null;
  status: ReservationStatus;
  /** The stay's price when it was sent (IDR); null for requests sent before pricing. */
  quotedTotal: number | null;
  createdAt: Date;
  bookingCode: string | null;
}

/** What `insert` writes: a new request (status `new`, no booking). */
export interface NewReservationRequest {
  id: string;
  reference: string;
  villaSlug: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  infants: number;
  fullName: string;
  email: string;
  phone: string | null;
  notes: string | null;
  language: Lang;
  quotedTotal: number;
  createdAt: Date;
}

const REQUEST_ID = '00000000-0000-4000-8000-000000000005';

/** The request joined to its villa and booking, as every read of this repository returns it. */
function selectRequests(db: Kysely<DB>) {
  return db
    .selectFrom('reservation_requests as r')
    .innerJoin('villas as v', 'v.slug', 'r.villa_slug')
    .leftJoin('bookings as b', 'b.id', 'r.booking_id')
    .select([
      'r.id',
      'r.reference',
      'r.villa_slug as villaSlug',
      'v.name as villaName',
      'r.check_in as checkIn',
      'r.check_out as checkOut',
      'r.adults',
      'r.children',
      'r.infants',
      'r.full_name as fullName',
      'r.email',
      'r.phone',
      'r.notes',
      'r.status',
      'r.quoted_total as quotedTotal',
      'r.created_at as createdAt',
      'b.code as bookingCode',
    ])
    .$narrowType<{ status: ReservationStatus }>();
}

function toRow(row: Omit<ReservationRequestRow, 'createdAt'> & { createdAt: string }): ReservationRequestRow {
  return { ...row, createdAt: new Date(row.createdAt) };
}

/** Visitors' reservation requests (`reservation_requests`), from the public form to a confirmed booking. */
@Injectable()
export class ReservationRequestsRepository extends Repository {
  @GenerateSql({
    params: [
      {
        id: REQUEST_ID,
        reference: 'PRR-ABC234',
        villaSlug: 'kayu-manis',
        checkIn: '2027-05-10',
        checkOut: '2027-05-14',
        adults: 2,
        children: 0,
        infants: 1,
        fullName: 'Ayu Lestari',
        email: 'ayu@example.com',
        phone: null,
        notes: 'Late arrival',
        language: 'id',
        quotedTotal: 31_200_000,
        createdAt: new Date('2027-01-01T00:00:00Z'),
      } satisfies NewReservationRequest,
    ],
  })
  async insert(request: NewReservationRequest): Promise<void> {
    await this.db
      .insertInto('reservation_requests')
      .values({
        id: request.id,
        reference: request.reference,
        villa_slug: request.villaSlug,
        check_in: request.checkIn,
        check_out: request.checkOut,
        adults: request.adults,
        children: request.children,
        infants: request.infants,
        full_name: request.fullName,
        email: request.email,
        phone: request.phone,
        notes: request.notes,
        language: request.language,
        quoted_total: request.quotedTotal,
        status: 'new',
        created_at: request.createdAt,
      })
      .execute();
  }

  /** Newest first (then by id), of one status or all. */
  @GenerateSql({ name: 'every status', params: [undefined, 50] }, { name: 'one status', params: ['new', 50] })
  async list(status: ReservationStatus | undefined, limit: number): Promise<ReservationRequestRow[]> {
    const rows = await selectRequests(this.db)
      .$if(status !== undefined, (query) => query.where('r.status', '=', status!))
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id')
      .limit(limit)
      .execute();
    return rows.map(toRow);
  }

  /** Requests in these statuses (those the concierge queue shows). */
  @GenerateSql({ params: [['new', 'contacted', 'confirmed']] })
  async withStatus(statuses: readonly ReservationStatus[]): Promise<ReservationRequestRow[]> {
    const rows = await selectRequests(this.db).where('r.status', 'in', statuses).execute();
    return rows.map(toRow);
  }

  /** The request, its row locked until the transaction ends: staff acting on it at once take turns. */
  @GenerateSql({ params: [REQUEST_ID] })
  async lock(id: string): Promise<ReservationRequestRow | undefined> {
    const row = await selectRequests(this.db).where('r.id', '=', id).forUpdate('r').executeTakeFirst();
    return row && toRow(row);
  }

  @GenerateSql({ params: [REQUEST_ID, 'contacted'] })
  async setStatus(id: string, status: ReservationStatus): Promise<void> {
    await this.db.updateTable('reservation_requests').set({ status }).where('id', '=', id).execute();
  }

  /** Confirmed as this booking (unique: one request, at most one booking). */
  @GenerateSql({ params: [REQUEST_ID, '00000000-0000-4000-8000-000000000003'] })
  async confirm(id: string, bookingId: string): Promise<void> {
    await this.db.updateTable('reservation_requests').set({ status: 'confirmed', booking_id: bookingId }).where('id', '=', id).execute();
  }
}
