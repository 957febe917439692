import type { AccessModule, AccessRole } from '@prana/domain';
import type { Localized } from '../localized.ts';

/** A role card of the admin sign-in. */
export interface AdminRoleCard {
  role: AccessRole;
  label: Localized;
  badge: Localized;
  description: Localized;
  highlights: Localized[];
}

export const ADMIN_ROLE_CARDS: readonly AdminRoleCard[] = [
  {
    role: 'master',
    label: { en: 'Master', id: 'Master' },
    badge: { en: 'Full control', id: 'Kendali penuh' },
    description: {
      en: 'Full oversight across financials, content and staffing.',
      id: 'Pengawasan penuh atas keuangan, konten, dan staf.',
    },
    highlights: [
      { en: 'Pricing and promos', id: 'Harga dan promo' },
      { en: 'Revenue and profitability', id: 'Pendapatan dan profitabilitas' },
      { en: 'Concierge and maintenance overrides', id: 'Kendali atas concierge dan pemeliharaan' },
    ],
  },
  {
    role: 'investor',
    label: { en: 'Investor', id: 'Investor' },
    badge: { en: 'Read only', id: 'Hanya baca' },
    description: {
      en: 'Read-only access to reporting and performance.',
      id: 'Akses hanya-baca ke laporan dan kinerja.',
    },
    highlights: [
      { en: 'ADR and occupancy trends', id: 'Tren ADR dan okupansi' },
      { en: 'Monthly performance packs', id: 'Paket kinerja bulanan' },
      { en: 'Forecast vs actual', id: 'Proyeksi vs realisasi' },
    ],
  },
  {
    role: 'manager',
    label: { en: 'Manager', id: 'Manajer' },
    badge: { en: 'Operations', id: 'Operasional' },
    description: {
      en: 'Operations, catalogue and people management.',
      id: 'Pengelolaan operasional, katalog, dan tim.',
    },
    highlights: [
      { en: 'Staffing and shifts', id: 'Penjadwalan staf dan sif' },
      { en: 'Service catalogues and menus', id: 'Katalog layanan dan menu' },
      { en: 'Concierge queue and VIP prep', id: 'Antrean concierge dan persiapan VIP' },
    ],
  },
  {
    role: 'staff',
    label: { en: 'Staff', id: 'Staf' },
    badge: { en: 'Front line', id: 'Garda depan' },
    description: {
      en: 'Day-of operations with concierge and housekeeping.',
      id: 'Operasional harian bersama concierge dan tata graha.',
    },
    highlights: [
      { en: 'Live request queue', id: 'Antrean permintaan langsung' },
      { en: 'Arrivals and departures', id: 'Kedatangan dan keberangkatan' },
      { en: 'Reply templates', id: 'Templat balasan' },
    ],
  },
];

/** The header and capabilities of one role dashboard. */
export interface AdminDashboardCopy {
  role: AccessRole;
  title: Localized;
  blurb: Localized;
  capabilities: Localized[];
}

export const ADMIN_DASHBOARDS: Readonly<Record<AccessRole, AdminDashboardCopy>> = {
  master: {
    role: 'master',
    title: { en: 'Master Control Centre', id: 'Pusat Kendali Master' },
    blurb: {
      en: 'Pricing, revenue, content and every override in one place.',
      id: 'Harga, pendapatan, konten, dan semua kendali dalam satu tempat.',
    },
    capabilities: [
      { en: 'Adjust nightly pricing', id: 'Ubah tarif per malam' },
      { en: 'Review the booking funnel', id: 'Tinjau corong pemesanan' },
      { en: 'Approve concierge requests', id: 'Setujui permintaan concierge' },
      { en: 'Publish content', id: 'Terbitkan konten' },
    ],
  },
  investor: {
    role: 'investor',
    title: { en: 'Investor Overview', id: 'Ringkasan Investor' },
    blurb: {
      en: 'Performance across the three sites, month by month.',
      id: 'Kinerja ketiga properti, dari bulan ke bulan.',
    },
    capabilities: [
      { en: 'P&L', id: 'Laba rugi' },
      { en: 'Occupancy and ADR trends', id: 'Tren okupansi dan ADR' },
      { en: 'Extras revenue', id: 'Pendapatan layanan tambahan' },
      { en: 'Shareholder reports', id: 'Laporan pemegang saham' },
    ],
  },
  manager: {
    role: 'manager',
    title: { en: 'Operations HQ', id: 'Markas Operasional' },
    blurb: {
      en: 'Shifts, service catalogues and the concierge queue for today.',
      id: 'Sif, katalog layanan, dan antrean concierge hari ini.',
    },
    capabilities: [
      { en: 'Assign shifts', id: 'Atur sif' },
      { en: 'Edit offerings', id: 'Ubah layanan' },
      { en: 'Approve requests', id: 'Setujui permintaan' },
    ],
  },
  staff: {
    role: 'staff',
    title: { en: 'Team Daily Briefing', id: 'Briefing Harian Tim' },
    blurb: {
      en: 'Who arrives, what guests asked for and the replies to send.',
      id: 'Siapa yang datang, apa yang diminta tamu, dan balasan yang perlu dikirim.',
    },
    capabilities: [
      { en: 'Arrivals', id: 'Kedatangan' },
      { en: 'Tasks', id: 'Tugas' },
      { en: 'Housekeeping', id: 'Tata graha' },
      { en: 'Quick replies', id: 'Balasan cepat' },
    ],
  },
};

/** A landing-focus preference of the dashboard session. */
export type FocusWorkstream = 'financials' | 'operations' | 'content' | 'governance';

/** A focus workstream with its anchor on the master dashboard. */
export interface FocusWorkstreamCopy {
  id: FocusWorkstream;
  label: Localized;
  anchor: string;
  defaultOn: boolean;
}

export const FOCUS_WORKSTREAMS: readonly FocusWorkstreamCopy[] = [
  {
    id: 'financials',
    label: { en: 'Financial intelligence', id: 'Intelijen keuangan' },
    anchor: '#master-financials',
    defaultOn: true,
  },
  {
    id: 'operations',
    label: { en: 'Operations pulse', id: 'Denyut operasional' },
    anchor: '#master-operations',
    defaultOn: true,
  },
  { id: 'content', label: { en: 'Content pipeline', id: 'Alur konten' }, anchor: '#master-content', defaultOn: false },
  {
    id: 'governance',
    label: { en: 'Governance and audits', id: 'Tata kelola dan audit' },
    anchor: '#master-governance',
    defaultOn: false,
  },
];

/** Workstreams ticked when no preference is stored. */
export const DEFAULT_FOCUS_WORKSTREAMS: readonly FocusWorkstream[] = FOCUS_WORKSTREAMS.filter((w) => w.defaultOn).map(
  (w) => w.id,
);

/** The anchor of the access and permissions panel. */
export const MASTER_ACCESS_ANCHOR = '#master-access';

/** The label marking a chosen workstream in the focus anchors. */
export const PREFERRED_WORKSTREAM_LABEL: Localized = { en: 'Preferred', id: 'Pilihan' };

/** Labels of the permission modules; the role defaults live in @prana/domain (ROLE_DEFAULT_MODULES). */
export const ACCESS_MODULE_OPTIONS: readonly { id: AccessModule; label: Localized }[] = [
  { id: 'financials', label: { en: 'Financials', id: 'Keuangan' } },
  { id: 'operations', label: { en: 'Operations', id: 'Operasional' } },
  { id: 'content', label: { en: 'Content', id: 'Konten' } },
  { id: 'people', label: { en: 'People', id: 'Tim' } },
  { id: 'reports', label: { en: 'Reports', id: 'Laporan' } },
];
