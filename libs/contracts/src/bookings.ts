/** A booking as staff see it (admin spec §3 "Booking summary" / "Next arrival"). */
export interface BookingResponse {
  id: string;
  code: string;
  guestName: string;
  villaSlug: string;
  villaName: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  infants: number;
  amount: number;
  source: 'direct' | 'airbnb';
  status: 'confirmed' | 'cancelled';
}

export interface BookingStats {
  total: number;
  /** Bookings with check-in today (Bali) or later. */
  upcoming: number;
  bySource: { airbnb: number; direct: number };
}

/** GET /api/bookings */
export interface BookingsResponse {
  bookings: BookingResponse[];
  stats: BookingStats;
  /** When the last calendar sync finished, or null before the first one. */
  syncedAt: string | null;
}
