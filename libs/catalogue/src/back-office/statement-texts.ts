import type { Lang, Localized } from '@prana/domain';
import { fillFrame } from '../guest/stored-text.ts';

/** The words of a shareholder statement (its PDF, its CSV and the investors' email), in both languages. */
export const STATEMENT_TEXTS = {
  eyebrow: { en: 'PRANA  ·  SHAREHOLDER STATEMENT', id: 'PRANA  ·  LAPORAN PEMEGANG SAHAM' },
  title: { en: 'Statement for {month}', id: 'Laporan {month}' },
  lead: {
    en: 'Nights, occupancy, rates, revenue by channel, extras and expenses of the Prana villas, per site and per villa, from the ledger. Amounts in Indonesian rupiah.',
    id: 'Malam, okupansi, tarif, pendapatan per kanal, layanan tambahan, dan pengeluaran vila Prana, per lokasi dan per vila, dari buku besar. Jumlah dalam rupiah.',
  },
  group: { en: 'All villas', id: 'Semua vila' },
  sites: { en: 'Sites', id: 'Lokasi' },
  villas: { en: 'Villas', id: 'Vila' },
  site: { en: 'Site', id: 'Lokasi' },
  villa: { en: 'Villa', id: 'Vila' },
  scope: { en: 'Scope', id: 'Cakupan' },
  month: { en: 'Month', id: 'Bulan' },
  nightsSold: { en: 'Nights sold', id: 'Malam terjual' },
  nightsOpen: { en: 'Nights open', id: 'Malam tersedia' },
  nightsAmountUnknown: { en: 'Nights of unknown amount', id: 'Malam tanpa jumlah' },
  occupancy: { en: 'Occupancy', id: 'Okupansi' },
  adr: { en: 'ADR', id: 'ADR' },
  revpar: { en: 'RevPAR', id: 'RevPAR' },
  roomRevenue: { en: 'Room revenue', id: 'Pendapatan kamar' },
  channels: { en: 'Revenue by channel', id: 'Pendapatan per kanal' },
  extras: { en: 'Extras', id: 'Layanan tambahan' },
  expenses: { en: 'Expenses', id: 'Pengeluaran' },
  net: { en: 'Net', id: 'Bersih' },
  noChannel: { en: 'No nights sold.', id: 'Tidak ada malam terjual.' },
  groupOnly: {
    en: 'Expenses are recorded for the whole group, so sites and villas show revenue; expenses and the net are on the group line.',
    id: 'Pengeluaran dicatat untuk seluruh grup, jadi lokasi dan vila menampilkan pendapatan; pengeluaran dan hasil bersih ada di baris grup.',
  },
  unknownAmounts: {
    en: '{nights} nights sold through a channel have no payout entered yet: they count as sold, with no revenue.',
    id: '{nights} malam terjual lewat kanal belum memiliki jumlah pembayaran: dihitung terjual, tanpa pendapatan.',
  },
  generated: { en: 'Produced {moment} (Bali time)', id: 'Dibuat {moment} (waktu Bali)' },
  page: { en: 'Page', id: 'Halaman' },
  mailSubject: { en: 'Prana shareholder statement for {month}', id: 'Laporan pemegang saham Prana {month}' },
  mailGreeting: { en: 'Hello {name},', id: 'Halo {name},' },
  mailBody: {
    en: 'The statement for {month} is ready: {nights} nights sold, occupancy {occupancy}, revenue {revenue} and a net of {net} across all villas.',
    id: 'Laporan {month} sudah siap: {nights} malam terjual, okupansi {occupancy}, pendapatan {revenue}, dan hasil bersih {net} untuk semua vila.',
  },
  mailDownload: {
    en: 'Download it as PDF or CSV, per site and per villa, from the reports on your dashboard.',
    id: 'Unduh sebagai PDF atau CSV, per lokasi dan per vila, dari laporan di dasbor Anda.',
  },
  mailLink: { en: 'Open the investor reports', id: 'Buka laporan investor' },
  mailSignature: { en: 'Prana Villas, Ubud', id: 'Prana Villas, Ubud' },
} as const satisfies Record<string, Localized>;

/** How a booking channel is named on a statement. */
export const STATEMENT_CHANNELS: Readonly<Record<string, Localized>> = {
  direct: { en: 'Direct', id: 'Langsung' },
  airbnb: { en: 'Airbnb', id: 'Airbnb' },
  booking: { en: 'Booking.com', id: 'Booking.com' },
  vrbo: { en: 'Vrbo', id: 'Vrbo' },
  other: { en: 'Other channels', id: 'Kanal lain' },
};

/** One of STATEMENT_TEXTS in `lang`, its {placeholders} filled from `values`. */
export function statementText(key: keyof typeof STATEMENT_TEXTS, lang: Lang, values: Readonly<Record<string, string | number>> = {}): string {
  return fillFrame(STATEMENT_TEXTS[key], lang, values);
}

/** A channel's name on a statement (an unknown channel by its id). */
export function statementChannel(channel: string, lang: Lang): string {
  return STATEMENT_CHANNELS[channel]?.[lang] ?? channel;
}
