import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking } from '../bookings/booking.entity.ts';
import { Villa } from '../catalogue/villa.entity.ts';
import { GuestRequest } from './guest-request.entity.ts';

/*
 * The request lifecycle's reads, one round trip each, mapped into the transaction's identity map
 * as managed entities. Every request a guest makes and every answer staff give passes here; the
 * ORM's find with populate cost several times the CPU, which capped the live queue's throughput
 * (README, "Live latency under load").
 */

interface BookingRow {
  booking: Record<string, unknown>;
  villa: Record<string, unknown>;
}

const BOOKING_WITH_VILLA = `
  select to_jsonb(b) as booking, to_jsonb(v) as villa
    from bookings b
    join villas v on v.slug = b.villa_slug
   where b.id = ?`;

const REQUEST_FOR_UPDATE = `
  select to_jsonb(r) as request, to_jsonb(b) as booking, to_jsonb(v) as villa
    from guest_requests r
    join bookings b on b.id = r.booking_id
    join villas v on v.slug = b.villa_slug
   where r.id = ? and (?::uuid is null or r.booking_id = ?)
     for update of r`;

/** The booking with its villa loaded. */
export async function bookingWithVilla(tx: EntityManager, bookingId: string): Promise<Booking | null> {
  const [row] = await tx.getConnection().execute<BookingRow[]>(BOOKING_WITH_VILLA, [bookingId], 'all', tx.getTransactionContext());
  if (!row) return null;
  tx.map(Villa, row.villa);
  return tx.map(Booking, row.booking);
}

/**
 * The request with its booking and villa loaded, locked until the transaction ends so two people
 * changing it at once go one after the other. With `bookingId`, only that booking's request.
 */
export async function requestForUpdate(tx: EntityManager, requestId: string, bookingId: string | null): Promise<GuestRequest | null> {
  const [row] = await tx
    .getConnection()
    .execute<(BookingRow & { request: Record<string, unknown> })[]>(REQUEST_FOR_UPDATE, [requestId, bookingId, bookingId], 'all', tx.getTransactionContext());
  if (!row) return null;
  tx.map(Villa, row.villa);
  tx.map(Booking, row.booking);
  return tx.map(GuestRequest, row.request);
}
