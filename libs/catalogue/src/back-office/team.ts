import type { Localized } from '../localized.ts';
import { isoDateDaysAgo } from './seed-dates.ts';

/** An option of a team select: a stable id and its label. */
export interface TeamOption<Id extends string = string> {
  id: Id;
  label: Localized;
}

export type EmployeeRoleId =
  | 'concierge-lead'
  | 'housekeeping-supervisor'
  | 'wellness-director'
  | 'maintenance-technician'
  | 'revenue-analyst'
  | 'operations-coordinator';

export const EMPLOYEE_ROLES: readonly TeamOption<EmployeeRoleId>[] = [
  { id: 'concierge-lead', label: { en: 'Concierge Lead', id: 'Kepala Concierge' } },
  { id: 'housekeeping-supervisor', label: { en: 'Housekeeping Supervisor', id: 'Supervisor Tata Graha' } },
  { id: 'wellness-director', label: { en: 'Wellness Director', id: 'Direktur Kebugaran' } },
  { id: 'maintenance-technician', label: { en: 'Maintenance Technician', id: 'Teknisi Pemeliharaan' } },
  { id: 'revenue-analyst', label: { en: 'Revenue Analyst', id: 'Analis Pendapatan' } },
  { id: 'operations-coordinator', label: { en: 'Operations Coordinator', id: 'Koordinator Operasional' } },
];

export type EmployeeDepartmentId =
  | 'guest-experience'
  | 'operations'
  | 'wellness'
  | 'commercial'
  | 'culinary'
  | 'transport';

export const EMPLOYEE_DEPARTMENTS: readonly TeamOption<EmployeeDepartmentId>[] = [
  { id: 'guest-experience', label: { en: 'Guest Experience', id: 'Pengalaman Tamu' } },
  { id: 'operations', label: { en: 'Operations', id: 'Operasional' } },
  { id: 'wellness', label: { en: 'Wellness', id: 'Kebugaran' } },
  { id: 'commercial', label: { en: 'Commercial', id: 'Komersial' } },
  { id: 'culinary', label: { en: 'Culinary', id: 'Kuliner' } },
  { id: 'transport', label: { en: 'Transport', id: 'Transportasi' } },
];

/** How an employee is engaged. */
export type EmployeeStatus = 'active' | 'seasonal' | 'contract';

export const EMPLOYEE_STATUSES: readonly TeamOption<EmployeeStatus>[] = [
  { id: 'active', label: { en: 'Active', id: 'Aktif' } },
  { id: 'seasonal', label: { en: 'Seasonal', id: 'Musiman' } },
  { id: 'contract', label: { en: 'Contract', id: 'Kontrak' } },
];

/** Labels of the review states (the ids of REVIEW_STATES in @prana/domain). */
export const REVIEW_STATE_LABELS: Readonly<Record<'ok' | 'due' | 'overdue', Localized>> = {
  ok: { en: 'On track', id: 'Sesuai jadwal' },
  due: { en: 'Review due', id: 'Waktunya evaluasi' },
  overdue: { en: 'Review overdue', id: 'Evaluasi terlambat' },
};

/** Bounds of the seeded monthly wages, IDR. */
export const SEED_WAGE_RANGE = { min: 6_400_000, max: 10_600_000 } as const;

/** A seeded teammate. Dates are offsets so review states stay the same whenever it is seeded. */
export interface EmployeeSeed {
  id: string;
  name: string;
  role: EmployeeRoleId;
  department: EmployeeDepartmentId;
  /** Monthly wage, IDR integer. */
  wage: number;
  /** Days before today the employee started. */
  startDaysAgo: number;
  /** Days before today of the last review (reviews are every 6 months). */
  lastReviewDaysAgo: number;
  status: EmployeeStatus;
  notes?: Localized;
  /** The demo staff account (its username) this teammate signs in with: their shifts show on its dashboard. */
  account?: 'manager' | 'staff';
}

export const EMPLOYEE_SEEDS: readonly EmployeeSeed[] = [
  {
    id: 'emp-ayu-lestari',
    name: 'Ayu Lestari',
    role: 'concierge-lead',
    department: 'guest-experience',
    wage: 8_200_000,
    startDaysAgo: 1460,
    lastReviewDaysAgo: 40,
    status: 'active',
    notes: { en: 'Leads VIP arrivals at Prana Ubud.', id: 'Memimpin penyambutan tamu VIP di Prana Ubud.' },
    account: 'manager',
  },
  {
    id: 'emp-made-surya',
    name: 'Made Surya',
    role: 'housekeeping-supervisor',
    department: 'operations',
    wage: 7_150_000,
    startDaysAgo: 980,
    // Six months and a few weeks ago: the review is overdue.
    lastReviewDaysAgo: 205,
    status: 'active',
    notes: {
      en: 'Trains new housekeepers on turndown standards.',
      id: 'Melatih staf tata graha baru untuk standar layanan malam.',
    },
  },
  {
    id: 'emp-ni-luh-sari',
    name: 'Ni Luh Sari',
    role: 'wellness-director',
    department: 'wellness',
    wage: 10_600_000,
    startDaysAgo: 1820,
    // Due in about two and a half weeks.
    lastReviewDaysAgo: 165,
    status: 'active',
    notes: {
      en: 'Designs the sound healing and flower bath rituals.',
      id: 'Merancang ritual terapi suara dan mandi bunga.',
    },
  },
  {
    id: 'emp-komang-adi',
    name: 'Komang Adi',
    role: 'maintenance-technician',
    department: 'operations',
    wage: 6_400_000,
    startDaysAgo: 420,
    lastReviewDaysAgo: 75,
    status: 'contract',
    notes: { en: 'Pool and air conditioning specialist.', id: 'Spesialis kolam renang dan AC.' },
  },
  {
    id: 'emp-kadek-dewi',
    name: 'Kadek Dewi',
    role: 'operations-coordinator',
    department: 'transport',
    wage: 7_800_000,
    startDaysAgo: 150,
    lastReviewDaysAgo: 20,
    status: 'seasonal',
    notes: {
      en: 'Runs the shuttle roster through the July and August peak.',
      id: 'Mengatur jadwal shuttle selama musim ramai Juli dan Agustus.',
    },
  },
  {
    id: 'emp-komang-putra',
    name: 'Komang Putra',
    role: 'operations-coordinator',
    department: 'guest-experience',
    wage: 6_900_000,
    startDaysAgo: 330,
    lastReviewDaysAgo: 95,
    status: 'active',
    notes: { en: 'Front desk and arrivals, mornings and evenings.', id: 'Meja depan dan kedatangan, pagi dan malam.' },
    account: 'staff',
  },
];

/** A seeded teammate with its dates resolved against `today`. */
export interface DatedEmployeeSeed extends Omit<EmployeeSeed, 'startDaysAgo' | 'lastReviewDaysAgo'> {
  /** yyyy-mm-dd. */
  startDate: string;
  /** yyyy-mm-dd. */
  lastReview: string;
}

/** The seeded teammates dated relative to `today` (yyyy-mm-dd or Date). */
export function datedEmployeeSeeds(today: string | Date = new Date()): DatedEmployeeSeed[] {
  return EMPLOYEE_SEEDS.map(({ startDaysAgo, lastReviewDaysAgo, ...employee }) => ({
    ...employee,
    startDate: isoDateDaysAgo(startDaysAgo, today),
    lastReview: isoDateDaysAgo(lastReviewDaysAgo, today),
  }));
}
