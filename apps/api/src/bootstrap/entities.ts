import { Site } from '../catalogue/site.entity.ts';
import { Villa } from '../catalogue/villa.entity.ts';
import { StaffUser } from '../auth/staff-user.entity.ts';
import { Session } from '../auth/session.entity.ts';
import { Booking } from '../bookings/booking.entity.ts';
import { AvailabilityBlock } from '../calendar-sync/availability-block.entity.ts';
import { SyncRun } from '../calendar-sync/sync-run.entity.ts';
import { VillaFeed } from '../calendar-sync/villa-feed.entity.ts';
import { RequestMessage } from '../guest-services/request-message.entity.ts';
import { GuestRequest } from '../guest-services/guest-request.entity.ts';
import { ReservationRequest } from '../reservations/reservation-request.entity.ts';
import { GuestNotification } from '../guest-services/guest-notification.entity.ts';
import { GuestCharge } from '../guest-services/guest-charge.entity.ts';
import { GuestPayment } from '../guest-services/guest-payment.entity.ts';
import { GuestPaymentMethod } from '../guest-services/guest-payment-method.entity.ts';
import { GuestPreferences } from '../guest-services/guest-preferences.entity.ts';
import { ShuttleDeparture } from '../guest-services/shuttle-departure.entity.ts';
import { StaffPreference } from '../staff/staff-preference.entity.ts';
import { CHECK_IN_ENTITIES } from '../check-in/check-in.entities.ts';
import { BACK_OFFICE_ENTITIES } from '../back-office/back-office.entities.ts';
import { ActivityEntry } from '../journal/activity-entry.entity.ts';
import { UndoEntry } from '../journal/undo-entry.entity.ts';
import { IdempotencyKey } from '../idempotency/idempotency-key.entity.ts';
import { PushSubscription } from '../notifications/push-subscription.entity.ts';

/** Every entity, listed explicitly (no folder discovery: the same list works from src, dist and tests). Each feature owns its own; the database module knows none. */
export const ENTITIES = [Site, Villa, StaffUser, Session, Booking, AvailabilityBlock, SyncRun, VillaFeed, GuestRequest, RequestMessage, ReservationRequest, GuestNotification, GuestCharge, GuestPayment, GuestPaymentMethod, GuestPreferences, ShuttleDeparture, StaffPreference, ...CHECK_IN_ENTITIES, ...BACK_OFFICE_ENTITIES, ActivityEntry, UndoEntry, IdempotencyKey, PushSubscription];
