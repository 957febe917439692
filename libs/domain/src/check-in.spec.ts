import { describe, expect, it } from 'vitest';
import { checkInDue, checkInOpen, documentProblem, expiresBeforeStayEnds, isForeignGuest, isPersonDate, mrzDate, mrzDisagreements, partyAgeGroups, type MrzFields } from './check-in.ts';

const SPECIMEN: MrzFields = {
  fullName: 'ANNA MARIA ERIKSSON',
  sex: 'F',
  birthDate: '1974-08-12',
  nationality: 'UTO',
  documentNumber: 'L898902C3',
  issuingCountry: 'UTO',
  documentExpiry: '2012-04-15',
};

describe('online check-in rules', () => {
  it('seats the party adults first, then children, then infants', () => {
    expect(partyAgeGroups({ adults: 2, children: 1, infants: 1 })).toEqual(['adult', 'adult', 'child', 'infant']);
  });

  it('opens seven days before arrival and closes on the check-out day; the overview asks until arrival while nothing was sent', () => {
    expect(checkInOpen('2026-12-10', '2026-12-15', '2026-12-02')).toBe(false);
    expect(checkInOpen('2026-12-10', '2026-12-15', '2026-12-03')).toBe(true);
    expect(checkInOpen('2026-12-10', '2026-12-15', '2026-12-14')).toBe(true);
    expect(checkInOpen('2026-12-10', '2026-12-15', '2026-12-15')).toBe(false);
    expect(checkInDue('2026-12-10', '2026-12-03', false)).toBe(true);
    expect(checkInDue('2026-12-10', '2026-12-10', false)).toBe(true);
    expect(checkInDue('2026-12-10', '2026-12-11', false)).toBe(false);
    expect(checkInDue('2026-12-10', '2026-12-05', true)).toBe(false);
  });

  it('takes a KTP from Indonesian citizens only, with a sixteen-digit NIK; a passport needs its number and expiry', () => {
    const ktp = { nationality: 'IDN', documentType: 'ktp' as const, documentNumber: '5171045403900002', issuingCountry: 'IDN', documentExpiry: null };
    expect(documentProblem(ktp)).toBeNull();
    expect(documentProblem({ ...ktp, nationality: 'AUS' })).toEqual({ code: 'checkIn.ktpForIndonesians', field: 'documentType' });
    expect(documentProblem({ ...ktp, documentNumber: '517104' })).toEqual({ code: 'checkIn.nik', field: 'documentNumber' });
    const passport = { nationality: 'AUS', documentType: 'passport' as const, documentNumber: 'PA1234567', issuingCountry: 'AUS', documentExpiry: '2030-01-01' };
    expect(documentProblem(passport)).toBeNull();
    expect(documentProblem({ ...passport, documentNumber: 'PA12345678' })).toEqual({ code: 'checkIn.passportNumber', field: 'documentNumber' });
    expect(documentProblem({ ...passport, documentExpiry: null })).toEqual({ code: 'checkIn.expiryRequired', field: 'documentExpiry' });
    expect(isForeignGuest('IDN')).toBe(false);
    expect(isForeignGuest('D')).toBe(true);
  });

  it('reads MRZ dates: a birth year never in the future, an expiry in this century; no such day is null', () => {
    expect(mrzDate('740812', 'birth', '2026-11-29')).toBe('1974-08-12');
    expect(mrzDate('050101', 'birth', '2026-11-29')).toBe('2005-01-01');
    expect(mrzDate('300101', 'birth', '2026-11-29')).toBe('1930-01-01');
    expect(mrzDate('300101', 'expiry', '2026-11-29')).toBe('2030-01-01');
    expect(mrzDate('120231', 'expiry', '2026-11-29')).toBeNull();
    expect(mrzDate('12AB31', 'expiry', '2026-11-29')).toBeNull();
    expect(isPersonDate('1899-12-31')).toBe(false);
    expect(isPersonDate('1974-08-12')).toBe(true);
  });

  it('names the typed fields that disagree with the MRZ; a name agrees in any order, without accents, or cut short by the MRZ', () => {
    expect(mrzDisagreements(SPECIMEN, { ...SPECIMEN, fullName: 'Anna María Eriksson' })).toEqual([]);
    expect(mrzDisagreements(SPECIMEN, { ...SPECIMEN, fullName: 'Eriksson Anna Maria' })).toEqual([]);
    expect(mrzDisagreements({ ...SPECIMEN, fullName: 'ANNA MARIA ERIKSSONVANDER' }, { ...SPECIMEN, fullName: 'Anna Maria Erikssonvanderberg' })).toEqual([]);
    expect(mrzDisagreements(SPECIMEN, { ...SPECIMEN, fullName: 'Anna Eriksson' })).toEqual(['fullName']);
    expect(mrzDisagreements(SPECIMEN, { ...SPECIMEN, documentNumber: 'L898902C4', sex: 'M', documentExpiry: null })).toEqual(['sex', 'documentNumber', 'documentExpiry']);
  });

  it('warns of a passport that ends before the stay does', () => {
    expect(expiresBeforeStayEnds('2026-12-10', '2026-12-15')).toBe(true);
    expect(expiresBeforeStayEnds('2026-12-15', '2026-12-15')).toBe(false);
    expect(expiresBeforeStayEnds(null, '2026-12-15')).toBe(false);
  });
});
