import type { Localized } from '../localized.ts';

/** A report of the investor panel. */
export interface InvestorReport {
  id: string;
  title: Localized;
  period: Localized;
  summary: Localized;
  status: 'ready' | 'in-progress';
}

export const INVESTOR_REPORTS: readonly InvestorReport[] = [
  {
    id: 'monthly-performance-pack',
    title: { en: 'Monthly performance pack', id: 'Paket kinerja bulanan' },
    period: { en: 'Latest month', id: 'Bulan terakhir' },
    summary: {
      en: 'Revenue, ADR, occupancy and costs per site.',
      id: 'Pendapatan, ADR, okupansi, dan biaya per properti.',
    },
    status: 'ready',
  },
  {
    id: 'forecast-vs-actual',
    title: { en: 'Forecast vs actual', id: 'Proyeksi vs realisasi' },
    period: { en: 'Quarter to date', id: 'Kuartal berjalan' },
    summary: { en: 'Where the quarter stands against the budget.', id: 'Posisi kuartal ini dibandingkan anggaran.' },
    status: 'ready',
  },
  {
    id: 'adr-occupancy-trends',
    title: { en: 'ADR and occupancy trends', id: 'Tren ADR dan okupansi' },
    period: { en: 'Trailing 12 months', id: '12 bulan terakhir' },
    summary: {
      en: 'Seasonality across the three sites, month by month.',
      id: 'Pola musiman ketiga properti, dari bulan ke bulan.',
    },
    status: 'ready',
  },
  {
    id: 'shareholder-report',
    title: { en: 'Shareholder report', id: 'Laporan pemegang saham' },
    period: { en: 'Half year', id: 'Semester' },
    summary: {
      en: 'Results, outlook and capital works for shareholders.',
      id: 'Hasil, prospek, dan pekerjaan modal untuk pemegang saham.',
    },
    status: 'in-progress',
  },
];

/** The state of a connected service. */
export type IntegrationState = 'connected' | 'attention' | 'pending';

export const INTEGRATION_STATE_LABELS: Readonly<Record<IntegrationState, Localized>> = {
  connected: { en: 'Connected', id: 'Terhubung' },
  attention: { en: 'Needs attention', id: 'Perlu perhatian' },
  pending: { en: 'Setting up', id: 'Sedang disiapkan' },
};

/** A row of the integration status panel. */
export interface IntegrationStatus {
  id: 'rental-platform-sync' | 'card-payments' | 'messaging-concierge';
  name: Localized;
  state: IntegrationState;
  detail: Localized;
}

export const INTEGRATION_STATUS: readonly IntegrationStatus[] = [
  {
    id: 'rental-platform-sync',
    name: { en: 'Rental-platform sync', id: 'Sinkronisasi platform sewa' },
    state: 'connected',
    detail: {
      en: 'Villa calendars import on a schedule and on demand.',
      id: 'Kalender vila diimpor terjadwal dan sesuai permintaan.',
    },
  },
  {
    id: 'card-payments',
    name: { en: 'Card payments', id: 'Pembayaran kartu' },
    state: 'pending',
    detail: { en: 'Payment gateway in test mode.', id: 'Gerbang pembayaran masih dalam mode uji.' },
  },
  {
    id: 'messaging-concierge',
    name: { en: 'Messaging concierge', id: 'Concierge via pesan' },
    state: 'connected',
    detail: {
      en: 'Chat line answered 07:00 to 22:00 WITA.',
      id: 'Layanan chat dijawab pukul 07.00 sampai 22.00 WITA.',
    },
  },
];
