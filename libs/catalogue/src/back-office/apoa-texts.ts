import type { Lang, Localized, Sex } from '@prana/domain';

/** The columns of the register's export, the fields APOA asks of each foreign guest, in both languages. */
export const APOA_COLUMNS = {
  fullName: { en: 'Full name', id: 'Nama lengkap' },
  nationality: { en: 'Nationality', id: 'Kewarganegaraan' },
  passportNumber: { en: 'Passport number', id: 'Nomor paspor' },
  birthDate: { en: 'Date of birth', id: 'Tanggal lahir' },
  sex: { en: 'Sex', id: 'Jenis kelamin' },
  checkIn: { en: 'Check-in date', id: 'Tanggal check-in' },
  checkOut: { en: 'Check-out date', id: 'Tanggal check-out' },
  placeOfStay: { en: 'Place of stay', id: 'Tempat menginap' },
} as const satisfies Record<string, Localized>;
export type ApoaColumn = keyof typeof APOA_COLUMNS;

const SEX_NAMES: Record<Sex, Localized> = {
  F: { en: 'Female', id: 'Perempuan' },
  M: { en: 'Male', id: 'Laki-laki' },
  X: { en: 'Unspecified', id: 'Tidak disebutkan' },
};

export function apoaColumn(column: ApoaColumn, lang: Lang): string {
  return APOA_COLUMNS[column][lang];
}

export function apoaSex(sex: Sex, lang: Lang): string {
  return SEX_NAMES[sex][lang];
}
