import type { CheckInBody, CheckInPersonBody } from '@prana/contracts';

/** The ICAO 9303 specimen passport's MRZ (Anna Maria Eriksson, Utopia). */
export const SPECIMEN_MRZ = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'];

/** The specimen with its birth date's check digit changed (2 → 3). */
export const SPECIMEN_MRZ_WRONG_DIGIT = [SPECIMEN_MRZ[0]!, SPECIMEN_MRZ[1]!.replace('7408122F', '7408123F')];

/** A 1×1 PNG, as the signature canvas would send a (very small) drawing. */
export const TINY_PNG_DATA_URL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The specimen passport's holder as the MRZ gives her. */
export const SPECIMEN_PERSON: CheckInPersonBody = {
  fullName: 'Anna Maria Eriksson',
  sex: 'F',
  birthDate: '1974-08-12',
  nationality: 'UTO',
  documentType: 'passport',
  documentNumber: 'L898902C3',
  issuingCountry: 'UTO',
  documentExpiry: '2012-04-15',
  mrz: SPECIMEN_MRZ.join('\n'),
};

/** An Indonesian citizen on their KTP. */
export const KTP_PERSON: CheckInPersonBody = {
  fullName: 'Putu Ayu Lestari',
  sex: 'F',
  birthDate: '1990-03-14',
  nationality: 'IDN',
  documentType: 'ktp',
  documentNumber: '5171045403900002',
  issuingCountry: 'IDN',
  documentExpiry: null,
  mrz: null,
};

/** A whole check-in of two adults: the specimen passport and a KTP. */
export function twoAdults(change: Partial<CheckInBody> = {}): CheckInBody {
  return {
    guests: [SPECIMEN_PERSON, KTP_PERSON],
    arrivalTime: '14:30',
    flight: 'GA404',
    phone: '+62 812 3456 7890',
    rulesAccepted: true,
    signature: TINY_PNG_DATA_URL,
    ...change,
  };
}
