import { parse } from 'mrz';
import { mrzDate, type MrzFields, type Sex } from '@prana/domain';

/** What reading a passport's two MRZ lines gave: its fields, or why they cannot be used. */
export type MrzReading =
  | { ok: true; fields: MrzFields }
  | { ok: false; code: 'checkIn.mrzFormat' | 'checkIn.mrzCheckDigit' };

const LINE = 44;
/** A TD3 line: 44 capitals, digits and fillers. */
const MRZ_LINE = /^[A-Z0-9<]{44}$/;

/** The two lines as printed: capitals, no spaces; one pasted run of 88 characters is split in two. */
export function mrzLines(text: string): string[] {
  const lines = text
    .toUpperCase()
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ''))
    .filter((line) => line !== '');
  if (lines.length === 1 && lines[0]!.length === LINE * 2) return [lines[0]!.slice(0, LINE), lines[0]!.slice(LINE)];
  return lines;
}

const SEX: Readonly<Record<string, Sex>> = { female: 'F', male: 'M' };

/**
 * A passport's MRZ (ICAO 9303 TD3) read and verified by the `mrz` library: every check digit must
 * match. A country code the library does not list (the ICAO specimen's `UTO`, a newly coded state)
 * is taken as printed: the code is the document's, and staff see the passport at the door.
 */
export function readPassportMrz(text: string, today: string): MrzReading {
  const lines = mrzLines(text);
  if (lines.length !== 2 || lines.some((line) => !MRZ_LINE.test(line)) || !lines[0]!.startsWith('P')) return { ok: false, code: 'checkIn.mrzFormat' };
  let result: ReturnType<typeof parse>;
  try {
    result = parse(lines);
  } catch {
    return { ok: false, code: 'checkIn.mrzFormat' };
  }
  if (result.format !== 'TD3') return { ok: false, code: 'checkIn.mrzFormat' };
  if (result.details.some((detail) => !detail.valid && detail.field?.endsWith('CheckDigit'))) return { ok: false, code: 'checkIn.mrzCheckDigit' };
  const unreadable = result.details.filter((detail) => !detail.valid && detail.field !== 'issuingState' && detail.field !== 'nationality');
  if (unreadable.length > 0) return { ok: false, code: 'checkIn.mrzFormat' };
  const printed = (field: 'issuingState' | 'nationality'): string => {
    const detail = result.details.find((candidate) => candidate.field === field)!;
    return lines[detail.line]!.slice(detail.start, detail.end).replaceAll('<', '');
  };
  const { fields } = result;
  const birthDate = mrzDate(fields.birthDate ?? '', 'birth', today);
  const documentExpiry = mrzDate(fields.expirationDate ?? '', 'expiry', today);
  if (!birthDate || !documentExpiry || !fields.documentNumber) return { ok: false, code: 'checkIn.mrzFormat' };
  return {
    ok: true,
    fields: {
      fullName: [fields.firstName, fields.lastName].filter((part) => part).join(' '),
      sex: SEX[fields.sex ?? ''] ?? 'X',
      birthDate,
      nationality: printed('nationality'),
      documentNumber: fields.documentNumber,
      issuingCountry: printed('issuingState'),
      documentExpiry,
    },
  };
}
