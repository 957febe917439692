/** Whether a villa is offered to guests at all. */
export const VILLA_STATUSES = ['active', 'inactive'] as const;
export type VillaStatus = (typeof VILLA_STATUSES)[number];

/** A booking is made here (direct) or imported from a villa's Airbnb calendar. */
export const BOOKING_SOURCES = ['direct', 'airbnb'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];
export const BOOKING_STATUSES = ['confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
