import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { BookingResponse, BookingsResponse } from '@prana/contracts';
import { todayInBali } from '@prana/domain';
import { Booking } from './booking.entity.ts';

export function toBookingResponse(booking: Booking): BookingResponse {
  return {
    id: booking.id,
    code: booking.code,
    guestName: booking.guestName,
    villaSlug: booking.villa.slug,
    villaName: booking.villa.name,
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

@Injectable()
export class BookingsService {
  constructor(private readonly em: EntityManager) {}

  /** Confirmed bookings by check-in, with the summary the dashboards show. */
  async list(now = new Date()): Promise<BookingsResponse> {
    const bookings = await this.em.find(
      Booking,
      { status: 'confirmed' },
      { populate: ['villa'], orderBy: { checkIn: 'asc', code: 'asc' } },
    );
    const today = todayInBali(now);
    return {
      bookings: bookings.map(toBookingResponse),
      stats: {
        total: bookings.length,
        upcoming: bookings.filter((booking) => booking.checkIn >= today).length,
        bySource: {
          airbnb: bookings.filter((booking) => booking.source === 'airbnb').length,
          direct: bookings.filter((booking) => booking.source === 'direct').length,
        },
      },
      syncedAt: null,
    };
  }
}
