import { Injectable } from '@nestjs/common';
import {
  SIGNATURE_DATA_URL_PREFIX,
  readPassportMrz,
  type CheckInBody,
  type CheckInPersonResponse,
  type DocumentReadsResponse,
  type ApiCodedError,
  type CodedError,
  type GuestCheckInResponse,
} from '@prana/contracts';
import { CHECK_IN_OPENS_DAYS, checkInOpen, documentProblem, isForeignGuest, mrzDisagreements, partyAgeGroups, todayInBali } from '@prana/domain';
import { ApiException } from '../common/api-exception.ts';
import { Transactions } from '../database/transactions.ts';
import { DocumentVault, reencodePhoto } from './document-vault.ts';
import { CheckInsRepository, type CheckInGuestRow, type CheckInPersonRow, type CheckInStayRow } from './check-ins.repository.ts';
import type { LevyRow } from './register.repository.ts';
import { RegisterService } from './register.service.ts';

/** The first bytes of every PNG file. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const SIGNATURE_MAX_BYTES = 200_000;

/**
 * Online check-in: the guest sends every person of the party with their document, how they
 * arrive and the signed house rules; the server checks all of it again (an MRZ's check digits
 * too) and keeps it editable until staff verify a document at the door.
 */
@Injectable()
export class CheckInService {
  constructor(
    private readonly checkIns: CheckInsRepository,
    private readonly transactions: Transactions,
    private readonly vault: DocumentVault,
    private readonly register: RegisterService,
  ) {}

  async read(bookingId: string, now = new Date()): Promise<GuestCheckInResponse> {
    return toGuestCheckIn(await this.stayOf(bookingId), now);
  }

  /** Sends the check-in, or rewrites it while no document of it is verified. */
  async submit(bookingId: string, body: CheckInBody, now = new Date()): Promise<GuestCheckInResponse> {
    const today = todayInBali(now);
    const persons = await this.personsOf(bookingId, body, today);
    const signature = signaturePng(body.signature);
    await this.transactions.run(async () => {
      await this.checkIns.lock(bookingId);
      const stay = await this.stayOf(bookingId);
      if (!checkInOpen(stay.checkIn, stay.checkOut, today)) throw new ApiException('checkIn.closed', { days: CHECK_IN_OPENS_DAYS });
      if (stay.sent?.guests.some((guest) => guest.verifiedAt !== null)) throw new ApiException('checkIn.verified');
      await this.checkIns.save(bookingId, { arrivalTime: body.arrivalTime, flight: body.flight, phone: body.phone, signature, signedAt: now }, withStoredLevies(persons, stay), now);
    });
    await this.register.publish(bookingId);
    return this.read(bookingId, now);
  }

  /** The persons as sent, checked one by one: the party's size, each document, and each MRZ against what was typed. */
  private async personsOf(bookingId: string, body: CheckInBody, today: string): Promise<(Omit<CheckInPersonRow, 'levy'> & { levy: LevyRow | null })[]> {
    const stay = await this.stayOf(bookingId);
    const ageGroups = partyAgeGroups(stay.party);
    if (body.guests.length !== ageGroups.length) throw ApiException.field('guests', 'checkIn.partySize', { count: ageGroups.length });
    const fields: Record<string, CodedError> = {};
    body.guests.forEach((person, position) => {
      const at = `guests.${position}`;
      if (person.birthDate > today) fields[`${at}.birthDate`] = { code: 'checkIn.birthDateFuture' };
      const problem = documentProblem(person);
      if (problem) fields[`${at}.${problem.field}`] = { code: problem.code };
      if (person.mrz === null || person.mrz.trim() === '') return;
      const reading = person.documentType === 'passport' ? readPassportMrz(person.mrz, today) : ({ ok: false, code: 'checkIn.mrzFormat' } as const);
      if (!reading.ok) {
        fields[`${at}.mrz`] = { code: reading.code };
        return;
      }
      for (const field of mrzDisagreements(reading.fields, person)) fields[`${at}.${field}`] = { code: 'checkIn.mrzMismatch' };
    });
    const first = Object.values(fields)[0];
    if (first) throw ApiException.invalid(first as ApiCodedError, fields);
    return body.guests.map((person, position) => ({
      position,
      ageGroup: ageGroups[position]!,
      fullName: person.fullName,
      sex: person.sex,
      birthDate: person.birthDate,
      nationality: person.nationality,
      documentType: person.documentType,
      documentNumber: person.documentNumber,
      issuingCountry: person.issuingCountry,
      documentExpiry: person.documentType === 'ktp' ? null : person.documentExpiry,
      levy: levyOf(person),
    }));
  }

  /**
   * A foreign guest's passport data page: re-encoded (no metadata, size capped), sealed with the
   * document key, and kept with the person, while the check-in may still change.
   */
  async attachDocument(bookingId: string, position: number, photoDataUrl: string, now = new Date()): Promise<GuestCheckInResponse> {
    if (!this.vault.ready) throw new ApiException('checkIn.documentsUnavailable');
    const photo = await reencodePhoto(Buffer.from(photoDataUrl.slice(photoDataUrl.indexOf(',') + 1), 'base64'));
    const sealed = this.vault.seal(photo);
    await this.transactions.run(async () => {
      await this.checkIns.lock(bookingId);
      const stay = await this.stayOf(bookingId);
      const person = stay.sent?.guests.find((guest) => guest.position === position);
      if (!person) throw new ApiException('checkIn.notFound');
      if (!checkInOpen(stay.checkIn, stay.checkOut, todayInBali(now))) throw new ApiException('checkIn.closed', { days: CHECK_IN_OPENS_DAYS });
      if (stay.sent!.guests.some((guest) => guest.verifiedAt !== null)) throw new ApiException('checkIn.verified');
      if (!isForeignGuest(person.nationality)) throw new ApiException('checkIn.documentForeignOnly');
      await this.checkIns.storeDocument(bookingId, position, sealed, photo.length, now);
    });
    return this.read(bookingId, now);
  }

  /** A person's photo opened for a member of staff, the read written to the access log in the same transaction. */
  async readDocument(bookingId: string, position: number, staffUserId: string, now = new Date()): Promise<Buffer> {
    return this.transactions.run(async () => {
      const sealed = await this.checkIns.document(bookingId, position);
      if (!sealed) throw new ApiException('checkIn.documentNotFound');
      await this.checkIns.logDocumentRead(bookingId, position, staffUserId, now);
      return this.vault.open(sealed);
    });
  }

  async documentReads(limit = 200): Promise<DocumentReadsResponse> {
    const reads = await this.checkIns.documentReads(limit);
    return { reads: reads.map((read) => ({ ...read, readAt: read.readAt.toISOString() })) };
  }

  /** Staff saw the person's document at the door: recorded once with who and when; from then on the check-in is closed to the guest. */
  async verify(bookingId: string, position: number, staffUserId: string, now = new Date()): Promise<CheckInPersonResponse> {
    const { guest, first } = await this.transactions.run(async () => {
      await this.checkIns.lock(bookingId);
      const first = await this.checkIns.verify(bookingId, position, staffUserId, now);
      const guest = (await this.checkIns.guests(bookingId)).find((candidate) => candidate.position === position);
      if (!guest) throw new ApiException('checkIn.notFound');
      return { guest, first };
    });
    // The guest arrived: a foreign guest's report to immigration is due from now.
    if (first) {
      await this.register.arrived(bookingId, position, guest.nationality, guest.verifiedAt!, now);
      await this.register.publish(bookingId);
    }
    return toCheckInPerson(guest);
  }

  private async stayOf(bookingId: string): Promise<CheckInStayRow> {
    const stay = await this.checkIns.stay(bookingId);
    if (!stay) throw new ApiException('request.bookingNotFound');
    return stay;
  }
}

/** The drawn signature: a PNG of reasonable size, or a refusal. */
function signaturePng(dataUrl: string): Buffer {
  const png = Buffer.from(dataUrl.slice(SIGNATURE_DATA_URL_PREFIX.length), 'base64');
  if (png.length > SIGNATURE_MAX_BYTES || png.length <= PNG_SIGNATURE.length || !png.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) {
    throw ApiException.field('signature', 'checkIn.signature');
  }
  return png;
}

export function toCheckInPerson(guest: CheckInGuestRow): CheckInPersonResponse {
  return {
    position: guest.position,
    ageGroup: guest.ageGroup,
    fullName: guest.fullName,
    sex: guest.sex,
    birthDate: guest.birthDate,
    nationality: guest.nationality,
    documentType: guest.documentType,
    documentNumber: guest.documentNumber,
    issuingCountry: guest.issuingCountry,
    documentExpiry: guest.documentExpiry,
    verifiedAt: guest.verifiedAt?.toISOString() ?? null,
    hasDocument: guest.hasDocument,
    levy: isForeignGuest(guest.nationality) ? guest.levy : null,
  };
}

const UNKNOWN_LEVY: LevyRow = { status: 'unknown', voucher: null, reason: null };

/** The levy as the guest sent it (foreign guests only); null when they left it out. */
function levyOf(person: CheckInBody['guests'][number]): LevyRow | null {
  if (!isForeignGuest(person.nationality)) return UNKNOWN_LEVY;
  const levy = person.levy;
  if (!levy) return null;
  return { status: levy.status, voucher: levy.status === 'paid' ? levy.voucher : null, reason: levy.status === 'exempt' ? levy.reason : null };
}

/** A person sent without a levy keeps the one stored at their seat (staff may have set it). */
function withStoredLevies(persons: (Omit<CheckInPersonRow, 'levy'> & { levy: LevyRow | null })[], stay: CheckInStayRow): CheckInPersonRow[] {
  return persons.map((person) => ({ ...person, levy: person.levy ?? stay.sent?.guests.find((guest) => guest.position === person.position)?.levy ?? UNKNOWN_LEVY }));
}

function toGuestCheckIn(stay: CheckInStayRow, now: Date): GuestCheckInResponse {
  const verified = stay.sent?.guests.some((guest) => guest.verifiedAt !== null) ?? false;
  return {
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    party: stay.party,
    editable: !verified && checkInOpen(stay.checkIn, stay.checkOut, todayInBali(now)),
    sent:
      stay.sent === null
        ? null
        : {
            guests: stay.sent.guests.map(toCheckInPerson),
            arrivalTime: stay.sent.arrivalTime,
            flight: stay.sent.flight,
            phone: stay.sent.phone,
            signedAt: stay.sent.signedAt.toISOString(),
            submittedAt: stay.sent.submittedAt.toISOString(),
            updatedAt: stay.sent.updatedAt.toISOString(),
          },
  };
}
