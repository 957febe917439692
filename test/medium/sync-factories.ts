import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Kysely } from 'kysely';
import type { Lang, NotificationText } from '@prana/domain';
import type { StaffRole } from '@prana/contracts';
import type { DB } from '../../apps/api/src/database/db.generated.ts';

/** Rows for the medium tests of calendar sync, delivery and push subscriptions; each row is new and its own. */

function suffix(): string {
  return randomUUID().replace(/-/g, '').slice(0, 8);
}

const db = (em: EntityManager): Kysely<DB> => em.getKysely<DB>();

/** A notification of the booking's guest. */
export async function newGuestNotification(em: EntityManager, bookingId: string, message: NotificationText): Promise<string> {
  const id = randomUUID();
  await db(em).insertInto('guest_notifications').values({ id, booking_id: bookingId, type: 'confirmation', message, created_at: new Date() }).execute();
  return id;
}

/** The guest's delivery preferences. */
export async function newPreferences(em: EntityManager, bookingId: string, preferences: { push: boolean; email: boolean; language: Lang }): Promise<void> {
  await db(em)
    .insertInto('guest_preferences')
    .values({ booking_id: bookingId, push_notifications: preferences.push, email_notifications: preferences.email, language: preferences.language, updated_at: new Date() })
    .execute();
}

/** A visitor's reservation request for the villa (removed with it), confirmed as `bookingId` when given. */
export async function newReservationRequest(
  em: EntityManager,
  villaSlug: string,
  options: { bookingId?: string; checkIn: string; checkOut: string; language?: Lang },
): Promise<{ id: string; reference: string }> {
  const id = randomUUID();
  const reference = `PRR-${suffix().slice(0, 6).toUpperCase()}`;
  await db(em)
    .insertInto('reservation_requests')
    .values({
      id,
      villa_slug: villaSlug,
      check_in: options.checkIn,
      check_out: options.checkOut,
      adults: 2,
      children: 0,
      infants: 0,
      full_name: 'Medium Visitor',
      email: `visitor-${suffix()}@example.com`,
      reference,
      language: options.language ?? 'en',
      status: options.bookingId ? 'confirmed' : 'new',
      booking_id: options.bookingId ?? null,
      created_at: new Date(),
    })
    .execute();
  return { id, reference };
}

/** A staff message in a reservation request's thread (removed with the request). */
export async function newReservationMessage(em: EntityManager, reservationRequestId: string, options: { text: string; internal?: boolean }): Promise<string> {
  const id = randomUUID();
  await db(em)
    .insertInto('request_messages')
    .values({ id, reservation_request_id: reservationRequestId, author_kind: 'staff', text: options.text, internal: options.internal ?? false, created_at: new Date() })
    .execute();
  return id;
}

/** A staff member of the role (active unless told); remove with `removeStaff`. */
export async function newStaff(em: EntityManager, role: StaffRole, status: 'active' | 'suspended' = 'active'): Promise<string> {
  const id = randomUUID();
  const name = `medium-${suffix()}`;
  await db(em)
    .insertInto('staff_users')
    .values({ id, username: name, name, email: `${name}@example.com`, role, status, modules: JSON.stringify([]), created_at: new Date() })
    .execute();
  return id;
}

export async function removeStaff(em: EntityManager, id: string): Promise<void> {
  await db(em).deleteFrom('staff_users').where('id', '=', id).execute();
}

/** A sign-in of a guest or a staff member (removed with its owner). */
export async function newSession(em: EntityManager, owner: { bookingId: string } | { staffUserId: string }): Promise<string> {
  const id = randomUUID();
  await db(em)
    .insertInto('sessions')
    .values({
      id,
      kind: 'bookingId' in owner ? 'guest' : 'staff',
      booking_id: 'bookingId' in owner ? owner.bookingId : null,
      staff_user_id: 'staffUserId' in owner ? owner.staffUserId : null,
      created_at: new Date(),
      expires_at: new Date(Date.now() + 3_600_000),
    })
    .execute();
  return id;
}
