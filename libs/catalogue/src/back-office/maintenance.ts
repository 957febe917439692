import type { Localized } from '../localized.ts';
import { getVilla } from '../villas.ts';
import { isoDateDaysAgo } from './seed-dates.ts';
import { EMPLOYEE_SEEDS } from './team.ts';

/** The assignee choice for work done by an outside company. */
export const EXTERNAL_VENDOR = 'External vendor';

/** Assignee dropdown: the five seeded teammates and an outside vendor (blank means unassigned). */
export const ASSIGNEE_OPTIONS: readonly string[] = [
  ...EMPLOYEE_SEEDS.map((employee) => employee.name),
  EXTERNAL_VENDOR,
];

/** Labels of the planner filters (the ids of MAINTENANCE_FILTERS in @prana/domain). */
export const MAINTENANCE_FILTER_LABELS: Readonly<Record<'all' | 'overdue' | 'dueSoon' | 'completed', Localized>> = {
  all: { en: 'All', id: 'Semua' },
  overdue: { en: 'Overdue', id: 'Terlambat' },
  dueSoon: { en: 'Due soon', id: 'Segera jatuh tempo' },
  completed: { en: 'Completed', id: 'Selesai' },
};

/** Labels of the derived priorities (the ids of MAINTENANCE_PRIORITIES in @prana/domain). */
export const MAINTENANCE_PRIORITY_LABELS: Readonly<
  Record<'overdue' | 'dueSoon' | 'scheduled' | 'completed', Localized>
> = {
  overdue: { en: 'Overdue', id: 'Terlambat' },
  dueSoon: { en: 'Due soon', id: 'Segera jatuh tempo' },
  scheduled: { en: 'Scheduled', id: 'Terjadwal' },
  completed: { en: 'Completed', id: 'Selesai' },
};

/** A seeded recurring task. lastCompleted is an offset so the mix of states stays the same. */
export interface MaintenanceTaskSeed {
  id: string;
  area: Localized;
  task: Localized;
  /** Catalogue villa id. */
  villaId: string;
  /** Villa name as the planner shows it. */
  villa: string;
  /** Days before today the task was last done. */
  lastCompletedDaysAgo: number;
  recurrenceMonths: number;
  notes?: Localized;
  /** One of ASSIGNEE_OPTIONS; absent means unassigned. */
  assignee?: string;
}

const villaName = (villaId: string) => getVilla(villaId)?.name ?? villaId;

const task = (seed: Omit<MaintenanceTaskSeed, 'villa'>): MaintenanceTaskSeed => ({
  ...seed,
  villa: villaName(seed.villaId),
});

export const MAINTENANCE_TASKS: readonly MaintenanceTaskSeed[] = [
  task({
    id: 'mnt-pool-jungle-loft',
    area: { en: 'Pool', id: 'Kolam' },
    task: {
      en: 'Deep clean the plunge pool and change the filter',
      id: 'Bersihkan total kolam rendam dan ganti filter',
    },
    villaId: 'jungle-loft',
    lastCompletedDaysAgo: 100,
    recurrenceMonths: 3,
    notes: { en: 'Leaves fall heavily after the rains.', id: 'Daun banyak berguguran setelah hujan.' },
    assignee: 'Komang Adi',
  }),
  task({
    id: 'mnt-roof-honeymoon-1',
    area: { en: 'Roof', id: 'Atap' },
    task: { en: 'Inspect the thatched roof', id: 'Periksa atap alang-alang' },
    villaId: 'jungle-honeymoon-1',
    lastCompletedDaysAgo: 320,
    recurrenceMonths: 12,
    assignee: EXTERNAL_VENDOR,
  }),
  task({
    id: 'mnt-ac-treetop-2',
    area: { en: 'Air conditioning', id: 'AC' },
    task: { en: 'Service the split units and clean the coils', id: 'Servis unit split dan bersihkan koil' },
    villaId: 'ubud-treetop-2',
    lastCompletedDaysAgo: 160,
    recurrenceMonths: 6,
    assignee: 'Komang Adi',
  }),
  task({
    id: 'mnt-garden-mansion-1',
    area: { en: 'Garden', id: 'Taman' },
    task: { en: 'Prune the bamboo and clear the gutters', id: 'Pangkas bambu dan bersihkan talang' },
    villaId: 'ubud-mansion-1',
    lastCompletedDaysAgo: 15,
    recurrenceMonths: 2,
    notes: { en: 'Keep the offering shrine path clear.', id: 'Jaga jalan ke sanggah tetap bersih.' },
  }),
  task({
    id: 'mnt-electrical-lux-1',
    area: { en: 'Electrical', id: 'Kelistrikan' },
    task: { en: 'Test the safety switches and generator changeover', id: 'Uji saklar pengaman dan peralihan genset' },
    villaId: 'ubud-lux-1',
    lastCompletedDaysAgo: 200,
    recurrenceMonths: 6,
    assignee: EXTERNAL_VENDOR,
  }),
  task({
    id: 'mnt-plumbing-palms-2bd-1',
    area: { en: 'Plumbing', id: 'Perpipaan' },
    task: { en: 'Descale the hot water heaters', id: 'Bersihkan kerak pemanas air' },
    villaId: 'palms-2bd-1',
    lastCompletedDaysAgo: 45,
    recurrenceMonths: 6,
    assignee: 'Made Surya',
  }),
  task({
    id: 'mnt-safety-palms-1bd-3',
    area: { en: 'Safety', id: 'Keselamatan' },
    task: { en: 'Check the fire extinguisher and smoke alarms', id: 'Periksa alat pemadam api dan alarm asap' },
    villaId: 'palms-1bd-3',
    lastCompletedDaysAgo: 350,
    recurrenceMonths: 12,
    assignee: 'Kadek Dewi',
  }),
  task({
    id: 'mnt-kitchen-honeymoon-2',
    area: { en: 'Kitchen', id: 'Dapur' },
    task: { en: 'Service the gas line and hood filters', id: 'Servis saluran gas dan filter penghisap asap' },
    villaId: 'jungle-honeymoon-2',
    lastCompletedDaysAgo: 110,
    recurrenceMonths: 4,
    notes: { en: 'Book before the next long stay.', id: 'Jadwalkan sebelum tamu menginap lama berikutnya.' },
  }),
];

/** A seeded task with lastCompleted resolved against `today`; nextDue is left to @prana/domain. */
export interface DatedMaintenanceTaskSeed extends Omit<MaintenanceTaskSeed, 'lastCompletedDaysAgo'> {
  /** yyyy-mm-dd. */
  lastCompleted: string;
}

/** The seeded tasks dated relative to `today` (yyyy-mm-dd or Date). */
export function datedMaintenanceTasks(today: string | Date = new Date()): DatedMaintenanceTaskSeed[] {
  return MAINTENANCE_TASKS.map(({ lastCompletedDaysAgo, ...seed }) => ({
    ...seed,
    lastCompleted: isoDateDaysAgo(lastCompletedDaysAgo, today),
  }));
}
