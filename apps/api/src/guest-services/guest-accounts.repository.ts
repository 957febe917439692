import { Injectable } from '@nestjs/common';
import type { Lang } from '@prana/domain';
import { Repository } from '../database/repository.ts';
import { GenerateSql } from '../database/generate-sql.ts';

/** What a guest chose in the companion; null fields were never chosen (the defaults apply). */
export interface PreferencesRow {
  selectedVillaId: string | null;
  emailNotifications: boolean;
  pushNotifications: boolean;
  language: Lang;
}

/** The stay as the guest's profile shows it, with what they chose (null before their first choice). */
export interface ProfileRow {
  bookingId: string;
  code: string;
  lastName: string;
  guestName: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  infants: number;
  villa: { slug: string; name: string; siteId: string | null; siteName: string | null };
  preferences: PreferencesRow | null;
}

/** A change of preferences: only the fields given change. */
export type PreferencesChange = Partial<PreferencesRow>;

const BOOKING = '00000000-0000-4000-8000-00000000b001';

/** A booking's guest-side rows that are not entities of their own lifecycle: the billing lock, preferences, the profile, stays, the unread count. */
@Injectable()
export class GuestAccountsRepository extends Repository {
  /** Serialises a booking's billing changes (pay, make default, add, remove) without blocking its other writes. */
  @GenerateSql({ params: [BOOKING] })
  async lockBilling(bookingId: string): Promise<void> {
    await this.db.selectFrom('bookings').select('id').where('id', '=', bookingId).forNoKeyUpdate().execute();
  }

  /**
   * The state of the turnover that prepares the villa for this booking's arrival (the latest, not
   * cancelled); null when none does (the villa stood empty before).
   */
  @GenerateSql({ params: [BOOKING] })
  async arrivalTurnoverState(bookingId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('turnovers as t')
      .innerJoin('availability_blocks as a', 'a.id', 't.arrival_block_id')
      .select('t.state')
      .where('a.booking_id', '=', bookingId)
      .where('a.status', '=', 'active')
      .where('t.cancelled_at', 'is', null)
      .orderBy('t.day', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.state ?? null;
  }

  /** The booking with its villa, site and preferences; null when there is no such booking. */
  @GenerateSql({ params: [BOOKING] })
  async profile(bookingId: string): Promise<ProfileRow | null> {
    const row = await this.db
      .selectFrom('bookings as b')
      .innerJoin('villas as v', 'v.slug', 'b.villa_slug')
      .leftJoin('sites as s', 's.id', 'v.site_id')
      .leftJoin('guest_preferences as p', 'p.booking_id', 'b.id')
      .select([
        'b.id',
        'b.code',
        'b.last_name',
        'b.guest_name',
        'b.check_in',
        'b.check_out',
        'b.adults',
        'b.children',
        'b.infants',
        'v.slug',
        'v.name',
        's.id as site_id',
        's.name as site_name',
        'p.booking_id as preferences_of',
        'p.selected_villa_id',
        'p.email_notifications',
        'p.push_notifications',
        'p.language',
      ])
      .where('b.id', '=', bookingId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      bookingId: row.id,
      code: row.code,
      lastName: row.last_name,
      guestName: row.guest_name,
      checkIn: row.check_in,
      checkOut: row.check_out,
      adults: row.adults,
      children: row.children,
      infants: row.infants,
      villa: { slug: row.slug, name: row.name, siteId: row.site_id, siteName: row.site_name },
      preferences:
        row.preferences_of === null
          ? null
          : { selectedVillaId: row.selected_villa_id, emailNotifications: row.email_notifications!, pushNotifications: row.push_notifications!, language: row.language as Lang },
    };
  }

  /** The booking's preferences; null before the guest's first choice. */
  @GenerateSql({ params: [BOOKING] })
  async preferences(bookingId: string): Promise<PreferencesRow | null> {
    const row = await this.db
      .selectFrom('guest_preferences')
      .select(['selected_villa_id', 'email_notifications', 'push_notifications', 'language'])
      .where('booking_id', '=', bookingId)
      .executeTakeFirst();
    return row ? { selectedVillaId: row.selected_villa_id, emailNotifications: row.email_notifications, pushNotifications: row.push_notifications, language: row.language as Lang } : null;
  }

  /**
   * Stores a change of preferences: the row is created with the defaults and the change, or the
   * change is written to it, in one statement (two first changes at once must not both insert it).
   */
  @GenerateSql(
    { name: 'the villa collection', params: [BOOKING, { selectedVillaId: 'uluwatu' }] },
    { name: 'the channels and language', params: [BOOKING, { emailNotifications: false, pushNotifications: true, language: 'id' }] },
  )
  async changePreferences(bookingId: string, change: PreferencesChange): Promise<void> {
    const values = {
      ...(change.selectedVillaId !== undefined && { selected_villa_id: change.selectedVillaId }),
      ...(change.emailNotifications !== undefined && { email_notifications: change.emailNotifications }),
      ...(change.pushNotifications !== undefined && { push_notifications: change.pushNotifications }),
      ...(change.language !== undefined && { language: change.language }),
      updated_at: new Date(),
    };
    await this.db
      .insertInto('guest_preferences')
      .values({ booking_id: bookingId, ...values })
      .onConflict((conflict) => conflict.column('booking_id').doUpdateSet(values))
      .execute();
  }

  /**
   * Confirmed stays of the booking's guest that began on or before it: the same email when the
   * booking has one, else the same full name (case-insensitive).
   */
  @GenerateSql({ params: [BOOKING] })
  async stays(bookingId: string): Promise<number> {
    const row = await this.db
      .selectFrom('bookings as b')
      .innerJoin('bookings as o', (join) => join.onRef('o.check_in', '<=', 'b.check_in'))
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('stays'))
      .where('b.id', '=', bookingId)
      .where('o.status', '=', 'confirmed')
      .where((eb) =>
        eb
          .case()
          .when(eb.and([eb('b.email', 'is not', null), eb('b.email', '<>', '')]))
          .then(eb(eb.fn('lower', ['o.email']), '=', eb.fn('lower', ['b.email'])))
          .else(eb(eb.fn('lower', ['o.guest_name']), '=', eb.fn('lower', ['b.guest_name'])))
          .end(),
      )
      .executeTakeFirstOrThrow();
    return row.stays;
  }

  /** Sent with every notification event. */
  @GenerateSql({ params: [BOOKING] })
  async unreadNotifications(bookingId: string): Promise<number> {
    const row = await this.db
      .selectFrom('guest_notifications')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('unread'))
      .where('booking_id', '=', bookingId)
      .where('read', '=', false)
      .executeTakeFirstOrThrow();
    return row.unread;
  }
}
