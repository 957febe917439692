import { addDays, parseIsoDate } from './iso-date.ts';

// Online check-in: who of the party is who, which document they travel on, and what a passport's
// machine-readable zone says about them.

/** The guest may check in online from this many days before arrival. */
export const CHECK_IN_OPENS_DAYS = 7;

export const AGE_GROUPS = ['adult', 'child', 'infant'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

export const SEXES = ['F', 'M', 'X'] as const;
export type Sex = (typeof SEXES)[number];

/** A passport, or the KTP (identity card, number = NIK) that Indonesian citizens travel on at home. */
export const DOCUMENT_TYPES = ['passport', 'ktp'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Indonesia's country code in travel documents: its citizens are not reported to immigration. */
export const INDONESIA = 'IDN';

/** A guest who is not an Indonesian citizen: reported to immigration, and their data page photographed. */
export function isForeignGuest(nationality: string): boolean {
  return nationality !== INDONESIA;
}

/** A person's dates reach further back than a stay's: a real `YYYY-MM-DD` from 1900 to 2100. */
export function isPersonDate(value: unknown): value is string {
  const date = parseIsoDate(value);
  if (!date) return false;
  const year = date.getUTCFullYear();
  return year >= 1900 && year <= 2100;
}

/** One seat per person the booking counts, adults first: the check-in form's persons in order. */
export function partyAgeGroups(party: { adults: number; children: number; infants: number }): AgeGroup[] {
  return [
    ...Array<AgeGroup>(party.adults).fill('adult'),
    ...Array<AgeGroup>(party.children).fill('child'),
    ...Array<AgeGroup>(party.infants).fill('infant'),
  ];
}

/**
 * Whether online check-in is open on a Bali day: from seven days before arrival until the last
 * night (a late arrival still fills it in), and never once staff verified a document of it.
 */
export function checkInOpen(checkIn: string, checkOut: string, today: string): boolean {
  return today >= addDays(checkIn, -CHECK_IN_OPENS_DAYS) && today < checkOut;
}

/** The overview asks for the check-in from seven days before arrival until the arrival day, while none was sent. */
export function checkInDue(checkIn: string, today: string, sent: boolean): boolean {
  return !sent && today >= addDays(checkIn, -CHECK_IN_OPENS_DAYS) && today <= checkIn;
}

/** A NIK: the sixteen digits of an Indonesian identity card. */
export const NIK_PATTERN = /^\d{16}$/;

/** A passport number as its MRZ holds it: up to nine capital letters and digits. */
export const PASSPORT_NUMBER_PATTERN = /^[A-Z0-9]{1,9}$/;

/** A country or nationality as travel documents write it (ICAO 9303: `IDN`, `AUS`, `D` for Germany). */
export const COUNTRY_CODE_PATTERN = /^[A-Z]{1,3}$/;

/** The problem with one person's document, as a check-in code and the field it concerns; null when it is fine. */
export type DocumentProblem = { code: 'checkIn.ktpForIndonesians' | 'checkIn.nik' | 'checkIn.passportNumber' | 'checkIn.expiryRequired'; field: string } | null;

/** A KTP only for Indonesian citizens (issued by Indonesia, sixteen-digit NIK); a passport's number and expiry. */
export function documentProblem(person: { nationality: string; documentType: DocumentType; documentNumber: string; issuingCountry: string; documentExpiry: string | null }): DocumentProblem {
  if (person.documentType === 'ktp') {
    if (person.nationality !== INDONESIA || person.issuingCountry !== INDONESIA) return { code: 'checkIn.ktpForIndonesians', field: 'documentType' };
    if (!NIK_PATTERN.test(person.documentNumber)) return { code: 'checkIn.nik', field: 'documentNumber' };
    return null;
  }
  if (!PASSPORT_NUMBER_PATTERN.test(person.documentNumber)) return { code: 'checkIn.passportNumber', field: 'documentNumber' };
  if (person.documentExpiry === null) return { code: 'checkIn.expiryRequired', field: 'documentExpiry' };
  return null;
}

/** What a passport's MRZ states about its holder, read and check-digit-verified. */
export interface MrzFields {
  fullName: string;
  sex: Sex;
  birthDate: string;
  nationality: string;
  documentNumber: string;
  issuingCountry: string;
  documentExpiry: string;
}

export type MrzField = keyof MrzFields;

/** A name's words as the MRZ writes them: letters only, without accents, in capitals (`Åsa Müller` → `ASA`, `MULLER`). */
function nameLetters(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter((word) => word !== '');
}

/**
 * The typed fields that disagree with the MRZ. Names compare by their words in any order (the MRZ
 * puts the surname first and drops accents); a word the MRZ cut short matches the word it begins.
 */
export function mrzDisagreements(mrz: MrzFields, typed: Omit<MrzFields, 'documentExpiry'> & { documentExpiry: string | null }): MrzField[] {
  const fields: MrzField[] = [];
  const mrzWords = nameLetters(mrz.fullName);
  const typedWords = nameLetters(typed.fullName);
  const sameName =
    mrzWords.every((word) => typedWords.some((typedWord) => typedWord.startsWith(word))) &&
    typedWords.every((typedWord) => mrzWords.some((word) => typedWord.startsWith(word)));
  if (!sameName) fields.push('fullName');
  for (const field of ['sex', 'birthDate', 'nationality', 'documentNumber', 'issuingCountry', 'documentExpiry'] as const) {
    if (mrz[field] !== typed[field]) fields.push(field);
  }
  return fields;
}

/**
 * The four-digit year of a two-digit MRZ year: a birth year is never in the future (`74` → 1974,
 * `05` → 2005 until 2005 has passed), an expiry always in this century.
 */
function mrzYear(twoDigits: number, kind: 'birth' | 'expiry', today: string): number {
  if (kind === 'expiry') return 2000 + twoDigits;
  const thisYear = Number(today.slice(0, 4));
  const candidate = 2000 + twoDigits;
  return candidate > thisYear ? candidate - 100 : candidate;
}

/** `YYMMDD` of an MRZ as an ISO date; null when it is no real date. */
export function mrzDate(yymmdd: string, kind: 'birth' | 'expiry', today: string): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const year = mrzYear(Number(yymmdd.slice(0, 2)), kind, today);
  const iso = `${year}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
  return isPersonDate(iso) ? iso : null;
}

/** A passport that ends before the stay does: the form warns, staff see it at the door. */
export function expiresBeforeStayEnds(documentExpiry: string | null, checkOut: string): boolean {
  return documentExpiry !== null && documentExpiry < checkOut;
}
