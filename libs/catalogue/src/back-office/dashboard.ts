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
