import { Inject, Injectable, Logger } from '@nestjs/common';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { ROOMS, type GuestDataExport, type GuestPersonalDataResponse, type PersonalDataErasedResponse } from '@prana/contracts';
import { addDays, normalizeBookingCode, todayInBali } from '@prana/domain';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import { ApiException } from '../common/api-exception.ts';
import { DocumentVault } from '../check-in/document-vault.ts';
import { BackOfficeJournal, type Actor } from '../journal/back-office-journal.service.ts';
import { RealtimeService } from '../realtime/realtime.service.ts';
import { GuestDataRepository, type BookingRow } from './guest-data.repository.ts';

/** The export as downloaded: a zip of the JSON and the party's document photos. */
export interface GuestDataArchive {
  fileName: string;
  zip: Uint8Array;
}

/**
 * The guest's rights over their data (UU 27/2022): the export of everything Prana holds about a
 * booking, the erasure of a guest's personal data on request, and the retention sweeps that delete
 * data-page photos and then anonymise the register a set number of days after check-out.
 */
@Injectable()
export class GuestDataService {
  private readonly logger = new Logger(GuestDataService.name);

  constructor(
    private readonly data: GuestDataRepository,
    private readonly vault: DocumentVault,
    private readonly journal: BackOfficeJournal,
    private readonly realtime: RealtimeService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Everything about the booking as JSON, with each kept data-page photo opened, in one zip. */
  async archive(bookingId: string, now = new Date()): Promise<GuestDataArchive> {
    const booking = await this.bookingOf(bookingId);
    const held = await this.data.held(bookingId);
    const documents = this.vault.ready ? await this.data.documents(bookingId) : [];
    const files: Zippable = {};
    const documentFiles = new Map<number, string>();
    for (const document of documents) {
      const name = `documents/person-${document.position + 1}.jpg`;
      // JPEG is compressed already: stored as it is.
      files[name] = [this.vault.open(document), { level: 0 }];
      documentFiles.set(document.position, name);
    }
    const exported: GuestDataExport = {
      exportedAt: now.toISOString(),
      booking: {
        code: booking.code,
        guestName: booking.guestName,
        lastName: booking.lastName,
        email: booking.email,
        villa: { slug: booking.villaSlug, name: booking.villaName },
        checkIn: booking.checkIn,
        checkOut: booking.checkOut,
        arrivalTime: booking.arrivalTime,
        departureTime: booking.departureTime,
        party: { adults: booking.adults, children: booking.children, infants: booking.infants },
        amount: booking.amount,
        source: booking.source,
        status: booking.status,
        createdAt: booking.createdAt.toISOString(),
      },
      checkIn: held.checkIn
        ? {
            arrivalTime: held.checkIn.arrivalTime,
            flight: held.checkIn.flight,
            phone: held.checkIn.phone,
            signedAt: held.checkIn.signedAt.toISOString(),
            submittedAt: held.checkIn.submittedAt.toISOString(),
            updatedAt: held.checkIn.updatedAt.toISOString(),
            anonymisedAt: held.checkIn.anonymisedAt?.toISOString() ?? null,
            persons: held.persons.map(({ hasDocument: _, verifiedAt, reportedAt, checkoutReportedAt, ...person }) => ({
              ...person,
              verifiedAt: verifiedAt?.toISOString() ?? null,
              reportedAt: reportedAt?.toISOString() ?? null,
              checkoutReportedAt: checkoutReportedAt?.toISOString() ?? null,
              documentFile: documentFiles.get(person.position) ?? null,
            })),
          }
        : null,
      requests: held.requests.map((request) => ({
        id: request.id,
        category: request.category,
        title: request.title,
        notes: request.notes,
        status: request.status,
        serviceDate: request.serviceDate,
        scheduledTime: request.scheduledTime,
        details: request.metadata,
        createdAt: request.createdAt.toISOString(),
        messages: held.messages
          .filter((message) => message.requestId === request.id)
          .map((message) => ({ from: message.authorKind === 'guest' ? ('guest' as const) : ('staff' as const), text: message.text, at: message.createdAt.toISOString() })),
      })),
      charges: held.charges.map(({ settledAt, ...charge }) => ({ ...charge, settledAt: settledAt?.toISOString() ?? null })),
      payments: held.payments.map((payment) => ({
        id: payment.id,
        method: payment.methodLabel,
        gross: payment.gross,
        discount: payment.discount,
        amount: payment.amount,
        at: payment.createdAt.toISOString(),
      })),
      notifications: held.notifications.map((notification) => ({
        id: notification.id,
        type: notification.type,
        message: notification.message,
        read: notification.read,
        at: notification.createdAt.toISOString(),
      })),
      pushSubscriptions: held.pushSubscriptions,
      documentReads: held.documentReads.map((read) => ({ position: read.position, staffName: read.staffName, at: read.readAt.toISOString() })),
    };
    files['prana-data.json'] = strToU8(`${JSON.stringify(exported, null, 2)}\n`);
    return { fileName: `prana-${booking.code}.zip`, zip: zipSync(files, { mtime: now }) };
  }

  /** What master confirms an erasure against. */
  async personalData(bookingId: string): Promise<GuestPersonalDataResponse> {
    return toPersonalData(await this.bookingOf(bookingId));
  }

  /**
   * Erases the guest's personal data on their request, after master typed the booking code: one
   * transaction with its activity-log line, which is not undoable (nothing of the data is kept to
   * restore). The guest's companion sessions end. A second erasure changes nothing.
   */
  async erase(bookingId: string, confirmCode: string, actor: Actor, now = new Date()): Promise<PersonalDataErasedResponse> {
    const outcome = await this.journal.change('access', async () => {
      await this.data.lock(bookingId);
      const booking = await this.bookingOf(bookingId);
      if (normalizeBookingCode(confirmCode) !== booking.code) throw ApiException.field('confirmCode', 'guestData.confirmCode');
      if (booking.personalDataErasedAt) return { booking, erasedAt: booking.personalDataErasedAt, alreadyErased: true };
      await this.data.erase(bookingId, now);
      await this.journal.log('access', actor, {
        action: 'guestData.erased',
        message: `Erased the guest's personal data of booking ${booking.code} on their request (cannot be undone)`,
        details: { code: booking.code, undoable: 'no' },
        subjectId: bookingId,
      });
      return { booking: { ...booking, guestName: '' }, erasedAt: now, alreadyErased: false };
    });
    if (!outcome.alreadyErased) await this.realtime.endSessions(ROOMS.booking(bookingId), 'signed-out');
    return { ...toPersonalData(outcome.booking), erasedAt: outcome.erasedAt.toISOString(), alreadyErased: outcome.alreadyErased };
  }

  /** Deletes the data-page photos of stays that ended DOCUMENT_RETENTION_DAYS ago or more (Bali calendar). */
  async deleteExpiredDocuments(now = new Date()): Promise<{ deleted: number; checkedOutBy: string }> {
    const checkedOutBy = addDays(todayInBali(now), -this.config.retention.documentDays);
    const deleted = await this.data.deleteDocumentsCheckedOutBy(checkedOutBy);
    if (deleted > 0) this.logger.log(`Deleted ${deleted} document photos of stays that checked out by ${checkedOutBy}.`);
    return { deleted, checkedOutBy };
  }

  /** Anonymises the register of stays that ended REGISTER_RETENTION_DAYS ago or more (Bali calendar). */
  async anonymiseRegister(now = new Date()): Promise<{ stays: number; checkedOutBy: string }> {
    const checkedOutBy = addDays(todayInBali(now), -this.config.retention.registerDays);
    const stays = await this.data.anonymiseRegisterCheckedOutBy(checkedOutBy, now);
    if (stays > 0) this.logger.log(`Anonymised the register of ${stays} stays that checked out by ${checkedOutBy}.`);
    return { stays, checkedOutBy };
  }

  private async bookingOf(bookingId: string): Promise<BookingRow> {
    const booking = await this.data.booking(bookingId);
    if (!booking) throw new ApiException('guestData.notFound');
    return booking;
  }
}

function toPersonalData(booking: BookingRow & { personalDataErasedAt: Date | null }): GuestPersonalDataResponse {
  return {
    bookingId: booking.id,
    code: booking.code,
    guestName: booking.guestName,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    erasedAt: booking.personalDataErasedAt?.toISOString() ?? null,
  };
}
