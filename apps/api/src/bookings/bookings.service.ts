import { Injectable } from '@nestjs/common';
import { can, type BookingResponse, type BookingsResponse, type BookingsSyncResponse, type StaffRole } from '@prana/contracts';
import { isImportedReservation, maskBookingCode, todayInBali } from '@prana/domain';
import { AvailabilityBlocksRepository, type AirbnbReservationRow } from '../calendar-sync/availability-blocks.repository.ts';
import { CalendarSyncRequests } from '../calendar-sync/calendar-sync-requests.service.ts';
import { SyncRunsRepository } from '../calendar-sync/sync-runs.repository.ts';
import { VillaFeedsRepository } from '../calendar-sync/villa-feeds.repository.ts';
import { BookingsRepository, type BookingRow } from './bookings.repository.ts';

export function toBookingResponse(booking: BookingRow): BookingResponse {
  return {
    id: booking.id,
    code: booking.code,
    guestName: booking.guestName,
    villaSlug: booking.villaSlug,
    villaName: booking.villaName,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    adults: booking.adults,
    children: booking.children,
    infants: booking.infants,
    amount: booking.amount,
    source: booking.source,
    status: booking.status,
  };
}

/** A reservation imported from a villa's Airbnb feed: only its dates and villa are known. */
function toImportedBookingResponse(block: AirbnbReservationRow): BookingResponse {
  return {
    id: block.id,
    code: null,
    guestName: block.guestName,
    villaSlug: block.villaSlug,
    villaName: block.villaName,
    checkIn: block.startsAt,
    checkOut: block.endsAt,
    adults: null,
    children: null,
    infants: null,
    amount: null,
    source: 'airbnb',
    status: 'confirmed',
  };
}

@Injectable()
export class BookingsService {
  constructor(
    private readonly bookings: BookingsRepository,
    private readonly blocks: AvailabilityBlocksRepository,
    private readonly feeds: VillaFeedsRepository,
    private readonly syncRequests: CalendarSyncRequests,
    private readonly runs: SyncRunsRepository,
  ) {}

  /**
   * Confirmed direct bookings and active imported reservations (not the host's closed dates), by
   * check-in, with the summary the dashboards show and when calendars last synced. Booking codes
   * are masked for a `viewer` role without `bookings.codes`: with the guest's name, a code signs in.
   */
  async list(viewer: StaffRole, now = new Date()): Promise<BookingsResponse> {
    const [direct, imported, syncedAt] = await Promise.all([this.bookings.confirmed(), this.blocks.airbnbReservations(), this.runs.lastSuccessAt()]);
    const showCodes = can(viewer, 'bookings.codes');
    const bookings = [
      ...direct.map((booking) => ({ ...toBookingResponse(booking), code: showCodes ? booking.code : maskBookingCode(booking.code) })),
      ...imported.filter((block) => isImportedReservation(block.summary)).map(toImportedBookingResponse),
    ].sort((a, b) => a.checkIn.localeCompare(b.checkIn) || (a.code ?? '~').localeCompare(b.code ?? '~') || a.id.localeCompare(b.id));
    const today = todayInBali(now);
    return {
      bookings,
      stats: {
        total: bookings.length,
        upcoming: bookings.filter((booking) => booking.checkIn >= today).length,
        bySource: {
          airbnb: bookings.filter((booking) => booking.source === 'airbnb').length,
          direct: bookings.filter((booking) => booking.source === 'direct').length,
        },
      },
      syncedAt: syncedAt === null ? null : new Date(syncedAt).toISOString(),
    };
  }

  /** Pulls every feed of every villa at once (each joining a pull already running), then lists. */
  async syncAll(viewer: StaffRole): Promise<BookingsSyncResponse> {
    const feeds = await this.feeds.all();
    const results = await Promise.all(
      feeds.map(async (feed) => ({ villaSlug: feed.villaSlug, feedId: feed.id, ...(await this.syncRequests.sync({ villaSlug: feed.villaSlug, feedId: feed.id })) })),
    );
    return { ...(await this.list(viewer)), results };
  }
}
