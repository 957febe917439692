import { Injectable, Logger } from '@nestjs/common';
import { apoaColumn, apoaSex, getSite, type ApoaColumn } from '@prana/catalogue';
import type { ApoaRow, LevyBody, RegisterExportQuery, RegisterOverdueResponse, RegisterPerson, RegisterResponse, RegisterStay } from '@prana/contracts';
import { immigrationReportDue, isForeignGuest, todayInBali, type Lang } from '@prana/domain';
import { ApiException } from '../common/api-exception.ts';
import { csvFile } from '../common/csv.ts';
import { Transactions } from '../database/transactions.ts';
import { NotificationDelivery } from '../notifications/notification-delivery.service.ts';
import { RealtimeService } from '../realtime/realtime.service.ts';
import { CheckInsRepository } from './check-ins.repository.ts';
import { ImmigrationDeadlines } from './immigration-deadlines.service.ts';
import { RegisterRepository, type RegisterPersonRow, type RegisterStayRow } from './register.repository.ts';

/** Where staff keep the register. */
export const REGISTER_PATH = '/admin/register';

/** The export's columns, in APOA's order. */
const APOA_ORDER: readonly ApoaColumn[] = ['fullName', 'nationality', 'passportNumber', 'birthDate', 'sex', 'checkIn', 'checkOut', 'placeOfStay'];

/**
 * The register of guests staying: the stays of a day with each person's arrival, report to
 * immigration (APOA's proof number), departure and tourist levy; the export APOA is typed from;
 * and the overdue report, raised once by the deadline job. Every change reaches every staff
 * device that keeps the register (`register.changed`).
 */
@Injectable()
export class RegisterService {
  private readonly logger = new Logger(RegisterService.name);

  constructor(
    private readonly register: RegisterRepository,
    private readonly checkIns: CheckInsRepository,
    private readonly transactions: Transactions,
    private readonly realtime: RealtimeService,
    private readonly delivery: NotificationDelivery,
    private readonly deadlines: ImmigrationDeadlines,
  ) {}

  async day(date: string | undefined, now = new Date()): Promise<RegisterResponse> {
    const day = date ?? todayInBali(now);
    return { date: day, stays: await this.withPersons(await this.register.staysOn(day)) };
  }

  async overdue(): Promise<RegisterOverdueResponse> {
    return { stays: await this.withPersons(await this.register.overdueStays()) };
  }

  /** The foreign guests of a day, or those in residence today (or raised overdue) without a proof number: one row each, as APOA asks. */
  async exportRows(query: RegisterExportQuery, now = new Date()): Promise<ApoaRow[]> {
    const stays =
      query.scope === 'day'
        ? await this.withPersons(await this.register.staysOn(query.date!))
        : uniqueStays([...(await this.withPersons(await this.register.staysOn(todayInBali(now)))), ...(await this.overdue()).stays]);
    return stays.flatMap((stay) =>
      stay.persons
        .filter((person) => person.foreign && (query.scope === 'day' || person.report === null))
        .map((person) => ({
          bookingId: stay.bookingId,
          position: person.position,
          fullName: person.fullName,
          nationality: person.nationality,
          passportNumber: person.documentNumber,
          birthDate: person.birthDate,
          sex: person.sex,
          checkIn: stay.checkIn,
          checkOut: stay.checkOut,
          placeOfStay: stay.placeOfStay,
        })),
    );
  }

  /** The export as CSV (RFC 4180, UTF-8 with a byte-order mark), headers in the language asked. */
  async csv(query: RegisterExportQuery, lang: Lang, now = new Date()): Promise<{ file: string; name: string }> {
    const rows = await this.exportRows(query, now);
    const lines = [
      APOA_ORDER.map((column) => apoaColumn(column, lang)),
      ...rows.map((row) => APOA_ORDER.map((column) => (column === 'sex' ? apoaSex(row.sex, lang) : row[column]))),
    ];
    const name = query.scope === 'day' ? `prana-apoa-${query.date}.csv` : `prana-apoa-unreported-${todayInBali(now)}.csv`;
    return { file: csvFile(lines), name };
  }

  /**
   * Records APOA's proof number for a foreign guest who arrived, under the booking's lock: a second
   * request with the same number answers the same, another number is refused (409), so two devices
   * sending at once leave one report.
   */
  async report(bookingId: string, position: number, proofNumber: string, staffUserId: string, now = new Date()): Promise<RegisterStay> {
    await this.transactions.run(async () => {
      const person = await this.lockedPerson(bookingId, position);
      if (person.verifiedAt === null) throw new ApiException('register.notVerified');
      if (person.reportNumber !== null) {
        if (person.reportNumber === proofNumber) return;
        throw new ApiException('register.reported', { number: person.reportNumber });
      }
      await this.register.report(bookingId, position, proofNumber, staffUserId, now);
    });
    await this.deadlines.cancel(bookingId, position);
    return this.publish(bookingId);
  }

  /** The departure confirmed in APOA: once, and only after the arrival was reported. */
  async reportCheckout(bookingId: string, position: number, staffUserId: string, now = new Date()): Promise<RegisterStay> {
    await this.transactions.run(async () => {
      const person = await this.lockedPerson(bookingId, position);
      if (person.reportedAt === null) throw new ApiException('register.notReported');
      if (person.checkoutReportedAt === null) await this.register.reportCheckout(bookingId, position, staffUserId, now);
    });
    return this.publish(bookingId);
  }

  /** A foreign guest's levy as staff learnt it (the voucher shown, the exemption's reason). */
  async setLevy(bookingId: string, position: number, levy: LevyBody): Promise<RegisterStay> {
    await this.transactions.run(async () => {
      await this.lockedPerson(bookingId, position);
      await this.register.setLevy(bookingId, position, {
        status: levy.status,
        voucher: levy.status === 'paid' ? levy.voucher : null,
        reason: levy.status === 'exempt' ? levy.reason : null,
      });
    });
    return this.publish(bookingId);
  }

  /** A foreign guest arrived (their document verified at the door): the report's deadline starts. */
  async arrived(bookingId: string, position: number, nationality: string, arrivedAt: Date, now = new Date()): Promise<void> {
    if (isForeignGuest(nationality)) await this.deadlines.schedule(bookingId, position, arrivedAt, now);
  }

  /** The deadline came: raised once (the update is conditional) to every register and, by push, to those who keep it. */
  async markOverdue(bookingId: string, position: number, now = new Date()): Promise<boolean> {
    if (!(await this.register.markOverdue(bookingId, position, this.deadlines.hours, now))) return false;
    const stay = await this.publish(bookingId);
    const person = stay.persons.find((candidate) => candidate.position === position);
    this.logger.warn(`Immigration report overdue: booking ${stay.bookingCode}, guest ${position + 1}.`);
    await this.delivery.staffAlert('register.manage', { kind: 'staff-immigration-overdue', guest: person?.fullName ?? stay.guestName, villa: stay.villaName }, REGISTER_PATH, `immigration-${bookingId}-${position}`);
    return true;
  }

  /** Tells every device that keeps the register how the stay now stands, and answers it. */
  async publish(bookingId: string): Promise<RegisterStay> {
    const [stay] = await this.withPersons(await this.register.staysOf([bookingId]));
    if (!stay) throw new ApiException('checkIn.notFound');
    this.realtime.toStaffWith('register.manage', 'register.changed', { stay });
    return stay;
  }

  /** The person under the booking's lock: there, and foreign. */
  private async lockedPerson(bookingId: string, position: number): Promise<RegisterPersonRow> {
    await this.checkIns.lock(bookingId);
    const person = (await this.register.persons([bookingId])).find((candidate) => candidate.position === position);
    if (!person) throw new ApiException('checkIn.notFound');
    if (!isForeignGuest(person.nationality)) throw new ApiException('register.notForeign');
    return person;
  }

  private async withPersons(stays: RegisterStayRow[]): Promise<RegisterStay[]> {
    const persons = await this.register.persons(stays.map((stay) => stay.bookingId));
    const hours = this.deadlines.hours;
    return stays.map((stay) => toRegisterStay(stay, persons.filter((person) => person.bookingId === stay.bookingId), hours));
  }
}

function toRegisterStay(stay: RegisterStayRow, persons: RegisterPersonRow[], hours: number): RegisterStay {
  const site = stay.siteId === null ? undefined : getSite(stay.siteId);
  return {
    bookingId: stay.bookingId,
    bookingCode: stay.bookingCode,
    guestName: stay.guestName,
    villaName: stay.villaName,
    placeOfStay: site ? `${stay.villaName}, ${site.name}, ${site.address}` : stay.villaName,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    party: stay.party,
    checkedInOnline: stay.checkedInOnline,
    persons: persons.map((person) => toRegisterPerson(person, hours)),
  };
}

function toRegisterPerson(person: RegisterPersonRow, hours: number): RegisterPerson {
  const foreign = isForeignGuest(person.nationality);
  const act = (at: Date | null, by: string | null) => (at === null ? null : { at: at.toISOString(), by });
  return {
    position: person.position,
    fullName: person.fullName,
    sex: person.sex,
    birthDate: person.birthDate,
    nationality: person.nationality,
    documentType: person.documentType,
    documentNumber: person.documentNumber,
    foreign,
    verified: act(person.verifiedAt, person.verifiedBy),
    report: person.reportedAt === null || person.reportNumber === null ? null : { at: person.reportedAt.toISOString(), by: person.reportedBy, proofNumber: person.reportNumber },
    reportDueAt: immigrationReportDue(person, hours)?.toISOString() ?? null,
    overdueAt: person.reportOverdueAt?.toISOString() ?? null,
    checkoutReport: act(person.checkoutReportedAt, person.checkoutReportedBy),
    levy: foreign ? { status: person.levyStatus, voucher: person.levyVoucher, reason: person.levyExemptReason } : null,
  };
}

function uniqueStays(stays: RegisterStay[]): RegisterStay[] {
  const seen = new Set<string>();
  return stays.filter((stay) => !seen.has(stay.bookingId) && seen.add(stay.bookingId));
}
