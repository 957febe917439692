import { Site } from '../catalogue/site.entity.ts';
import { Villa } from '../catalogue/villa.entity.ts';
import { StaffUser } from '../auth/staff-user.entity.ts';
import { Session } from '../auth/session.entity.ts';
import { Booking } from '../bookings/booking.entity.ts';
import { AvailabilityBlock } from '../calendar-sync/availability-block.entity.ts';
import { SyncRun } from '../calendar-sync/sync-run.entity.ts';
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
import { FinancialRecord } from '../back-office/finance/financial-record.entity.ts';
import { ExpenseCategory } from '../back-office/expenses/expense-category.entity.ts';
import { ExpenseItem } from '../back-office/expenses/expense-item.entity.ts';
import { MaintenanceTask } from '../back-office/maintenance/maintenance-task.entity.ts';
import { Employee } from '../back-office/team/employee.entity.ts';
import { StaffInvitation } from '../back-office/access/staff-invitation.entity.ts';
import { ActivityEntry } from '../back-office/journal/activity-entry.entity.ts';
import { UndoEntry } from '../back-office/journal/undo-entry.entity.ts';

/** Every entity, listed explicitly (no folder discovery: the same list works from src, dist and tests). */
export const ENTITIES = [Site, Villa, StaffUser, Session, Booking, AvailabilityBlock, SyncRun, GuestRequest, RequestMessage, ReservationRequest, GuestNotification, GuestCharge, GuestPayment, GuestPaymentMethod, GuestPreferences, ShuttleDeparture, StaffPreference, FinancialRecord, ExpenseCategory, ExpenseItem, MaintenanceTask, Employee, StaffInvitation, ActivityEntry, UndoEntry];
