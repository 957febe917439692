import type { Localized } from '../localized.ts';
import type { AccessRole } from '@prana/domain';

/** Static placeholder figures of the dashboards. */
export const DASHBOARD_FIGURES = {
  occupancyPercent: 82,
  occupancyWindowDays: 45,
  directBookingsChangePercent: 15,
  /** Distribution target date, day and month. */
  distributionTarget: { month: 6, day: 15 },
  occupancyText: {
    en: '82 percent occupancy over the next 45 days',
    id: 'Okupansi 82 persen untuk 45 hari ke depan',
  },
  directBookingsText: { en: 'Direct bookings up 15 percent', id: 'Pemesanan langsung naik 15 persen' },
  distributionTargetText: { en: 'Distribution target: 15 June', id: 'Target distribusi: 15 Juni' },
} as const satisfies Record<string, unknown>;

/** How a KPI value is formatted. */
export type KpiFormat = 'percent' | 'idr' | 'nights' | 'rating' | 'count';

/** A KPI card of a dashboard. */
export interface KpiCard {
  id: string;
  label: Localized;
  value: number;
  format: KpiFormat;
  trend: 'up' | 'down' | 'flat';
  note: Localized;
  /** The dashboards that show the card. */
  audience: AccessRole[];
}

export const KPI_CARDS: readonly KpiCard[] = [
  {
    id: 'occupancy-45d',
    label: { en: 'Occupancy', id: 'Okupansi' },
    value: 82,
    format: 'percent',
    trend: 'up',
    note: { en: 'Next 45 days', id: '45 hari ke depan' },
    audience: ['master', 'investor', 'manager'],
  },
  {
    id: 'direct-bookings',
    label: { en: 'Direct bookings', id: 'Pemesanan langsung' },
    value: 15,
    format: 'percent',
    trend: 'up',
    note: { en: 'Growth on last quarter', id: 'Pertumbuhan dari kuartal lalu' },
    audience: ['master', 'investor'],
  },
  {
    id: 'adr',
    label: { en: 'Average nightly rate', id: 'Tarif rata-rata per malam' },
    value: 8_650_000,
    format: 'idr',
    trend: 'up',
    note: { en: 'Last 30 days', id: '30 hari terakhir' },
    audience: ['master', 'investor'],
  },
  {
    id: 'extras-revenue',
    label: { en: 'Extras revenue', id: 'Pendapatan layanan tambahan' },
    value: 126_400_000,
    format: 'idr',
    trend: 'flat',
    note: { en: 'This month', id: 'Bulan ini' },
    audience: ['master', 'investor'],
  },
  {
    id: 'average-stay',
    label: { en: 'Average stay', id: 'Rata-rata lama menginap' },
    value: 4.3,
    format: 'nights',
    trend: 'up',
    note: { en: 'Across all three sites', id: 'Di ketiga properti' },
    audience: ['master', 'investor', 'manager'],
  },
  {
    id: 'guest-rating',
    label: { en: 'Guest rating', id: 'Penilaian tamu' },
    value: 4.98,
    format: 'rating',
    trend: 'flat',
    note: { en: 'From 186 reviews', id: 'Dari 186 ulasan' },
    audience: ['master', 'manager', 'staff'],
  },
  {
    id: 'open-requests',
    label: { en: 'Open guest requests', id: 'Permintaan tamu terbuka' },
    value: 7,
    format: 'count',
    trend: 'down',
    note: { en: 'Across the concierge queue', id: 'Di antrean concierge' },
    audience: ['manager', 'staff'],
  },
];

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
