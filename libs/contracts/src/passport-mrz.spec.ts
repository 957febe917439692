import { describe, expect, it } from 'vitest';
import { mrzLines, readPassportMrz } from './passport-mrz.ts';

const LINE_1 = 'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<';
const LINE_2 = 'L898902C36UTO7408122F1204159ZE184226B<<<<<10';

describe('a passport MRZ read by the mrz library', () => {
  it('reads the ICAO 9303 specimen, its unlisted country code as printed', () => {
    expect(readPassportMrz(`${LINE_1}\n${LINE_2}`, '2026-11-29')).toEqual({
      ok: true,
      fields: { fullName: 'ANNA MARIA ERIKSSON', sex: 'F', birthDate: '1974-08-12', nationality: 'UTO', documentNumber: 'L898902C3', issuingCountry: 'UTO', documentExpiry: '2012-04-15' },
    });
  });

  it('takes the lines pasted with spaces, in small letters, or as one run', () => {
    expect(mrzLines(` ${LINE_1.toLowerCase()} \r\n ${LINE_2.slice(0, 10)} ${LINE_2.slice(10)}`)).toEqual([LINE_1, LINE_2]);
    expect(mrzLines(LINE_1 + LINE_2)).toEqual([LINE_1, LINE_2]);
  });

  it('refuses a wrong check digit, and anything that is not two passport lines', () => {
    expect(readPassportMrz(`${LINE_1}\n${LINE_2.replace('7408122F', '7408123F')}`, '2026-11-29')).toEqual({ ok: false, code: 'checkIn.mrzCheckDigit' });
    expect(readPassportMrz(`${LINE_1}\n${LINE_2.replace('L898902C36', 'L898902C37')}`, '2026-11-29')).toEqual({ ok: false, code: 'checkIn.mrzCheckDigit' });
    expect(readPassportMrz(LINE_1, '2026-11-29')).toEqual({ ok: false, code: 'checkIn.mrzFormat' });
    expect(readPassportMrz(`I${LINE_1.slice(1)}\n${LINE_2}`, '2026-11-29')).toEqual({ ok: false, code: 'checkIn.mrzFormat' });
    expect(readPassportMrz(`${LINE_1}\n${LINE_2.replace('L898', 'L89!')}`, '2026-11-29')).toEqual({ ok: false, code: 'checkIn.mrzFormat' });
  });
});
