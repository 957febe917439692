import { Site } from '../catalogue/site.entity.ts';
import { Villa } from '../catalogue/villa.entity.ts';
import { StaffUser } from '../auth/staff-user.entity.ts';
import { Session } from '../auth/session.entity.ts';
import { Booking } from '../bookings/booking.entity.ts';
import { AvailabilityBlock } from '../calendar-sync/availability-block.entity.ts';
import { SyncRun } from '../calendar-sync/sync-run.entity.ts';
import { GuestRequest } from '../guest-services/guest-request.entity.ts';
import { ReservationRequest } from '../reservations/reservation-request.entity.ts';

/** Every entity, listed explicitly (no folder discovery: the same list works from src, dist and tests). */
export const ENTITIES = [Site, Villa, StaffUser, Session, Booking, AvailabilityBlock, SyncRun, GuestRequest, ReservationRequest];
