import { Site } from '../catalogue/site.entity.ts';
import { Villa } from '../catalogue/villa.entity.ts';
import { StaffUser } from '../auth/staff-user.entity.ts';
import { Session } from '../auth/session.entity.ts';
import { Booking } from '../bookings/booking.entity.ts';

/** Every entity, listed explicitly (no folder discovery: the same list works from src, dist and tests). */
export const ENTITIES = [Site, Villa, StaffUser, Session, Booking];
