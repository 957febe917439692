import { z } from 'zod';
import { EXPENSE_RANGES, MAINTENANCE_FILTERS, type ExpenseRange, type MaintenanceFilter, type MaintenancePriority, type MaintenanceStatus } from '@prana/domain';
import { zodError } from './errors.ts';
import type { Permission } from './permissions.ts';
import { idrAmount, optionalDate, optionalNote, text } from './back-office-fields.ts';

/** Back office: finance, expenses, maintenance; access and team are in back-office-people.ts. */
export * from './back-office-people.ts';
export * from './reply-templates.ts';
export * from './rota.ts';
export * from './offerings.ts';

/** The back-office panels whose data lives on the server. */
export const BACK_OFFICE_PANELS = ['finance', 'expenses', 'maintenance', 'access', 'team', 'replies', 'pricing', 'rota', 'offerings'] as const;
export type BackOfficePanel = (typeof BACK_OFFICE_PANELS)[number];

/** The permission needed to read each panel: its live event goes only to roles holding it. */
export const BACK_OFFICE_READ_PERMISSION = {
  finance: 'finance.read',
  expenses: 'expenses.read',
  maintenance: 'maintenance.read',
  access: 'access.manage',
  team: 'team.manage',
  replies: 'requests.read',
  pricing: 'pricing.manage',
  rota: 'rota.read',
  offerings: 'offerings.edit',
} as const satisfies Record<BackOfficePanel, Permission>;

/** Sent to staff who can read a panel after its data changed: the panel refetches. */
export interface BackOfficeChangedPayload {
  panel: BackOfficePanel;
}

export interface BackOfficeEvents {
  'backoffice.changed': (payload: BackOfficeChangedPayload) => void;
}

/** An activity-log entry. `message` is English; `action` and `details` let the web translate it. */
export interface ActivityEntryResponse {
  id: number;
  /** e.g. 'expense.added', 'undo'. */
  action: string;
  message: string;
  details: Record<string, string | number | null>;
  /** Who made the change (null when the account was removed since). */
  actorName: string | null;
  /** ISO timestamp. */
  timestamp: string;
}

/** A change by meaning: its activity action and details (the web words it in the reader's language). */
export interface ChangeDescription {
  action: string;
  details: Record<string, string | number | null>;
}

/** The reader's own undo history of a panel: each staff member undoes only their own changes. */
export interface UndoState {
  /** How many of the reader's own changes Undo can still revert (at most 10). */
  undoAvailable: number;
  /** The reader's latest change, the one Undo would revert; null when there is none. */
  undoNext: ChangeDescription | null;
}

/** POST …/undo: what was reverted, and the reader's undo history after it. */
export interface UndoResponse extends UndoState {
  reverted: ChangeDescription;
}


/* ---------------------------------------------------------------- finance */

/** GET /api/finance/monthly?year=YYYY (year defaults to the latest available). */
export const financeYearQuery = z.strictObject({
  year: z
    .string(zodError('backOffice.year'))
    .regex(/^\d{4}$/, zodError('backOffice.year'))
    .transform(Number)
    .refine((year) => year >= 2000 && year <= 2100, zodError('backOffice.yearRange'))
    .optional(),
});
export type FinanceYearQuery = z.infer<typeof financeYearQuery>;

/**
 * 'imported': a past year's monthly figures imported as history (stored, never recomputed);
 * 'ledger': computed from the ledger's stays, charges and expenses. A year is one or the other.
 */
export type FinanceSource = 'imported' | 'ledger';

export interface MonthlyFinancialResponse {
  /** 1 (January) to 12. */
  month: number;
  /** IDR integer. */
  revenue: number;
  /** Average nightly rate (ADR), IDR integer. */
  avgNightlyRate: number;
  /** Fraction 0 to 1. */
  occupancy: number;
  /** Expense lines dated in the month, IDR; null for imported history (it holds no expenses). */
  expenses: number | null;
  /** Revenue minus expenses, IDR; null for imported history. */
  net: number | null;
}

/** GET /api/finance/monthly */
export interface FinanceMonthlyResponse {
  year: number;
  source: FinanceSource;
  /** Always 12 months, January first (months not yet recorded are 0). */
  months: MonthlyFinancialResponse[];
  /**
   * Of a ledger year, each month's sold nights whose amount is not known (imported reservations
   * without a payout); empty for imported history.
   */
  nightsAmountUnknown: number[];
  /** Mean revenue of the months recorded (the current year: up to today), IDR integer. */
  averageMonthlyRevenue: number;
}

/** GET /api/finance/years: what the year and overlay selectors offer. */
export interface FinanceYearsResponse {
  /** Oldest first, without gaps: the first imported year up to the current year. */
  years: number[];
  /** The past years shown from imported history; every other year comes from the ledger. */
  importedYears: number[];
  /** Shown as year to date. */
  currentYear: number;
  /** The current year, from the ledger. */
  defaultYear: number;
  /** The year before the default, or null when there is none. */
  defaultOverlayYear: number | null;
}

export interface SiteInsightResponse {
  siteId: string;
  site: string;
  /** Fraction 0 to 1. */
  vacancyRate: number;
  /** Nights; null without a stay. */
  avgStay: number | null;
  /** ADR, IDR integer; null without a sold night of known amount. */
  nightlyRate: number | null;
}

/** GET /api/finance/site-insights?year=YYYY: per site from the ledger; imported history holds no sites (empty). */
export interface FinanceSiteInsightsResponse {
  year: number;
  source: FinanceSource;
  sites: SiteInsightResponse[];
}

/** One slice of the expense composition donut. */
export interface ExpenseShareResponse {
  categoryId: string;
  name: string;
  color: string;
  /** IDR spent in the category (all time). */
  amount: number;
  /** Whole percent; the slices add up to 100 (0 each when nothing was spent). */
  share: number;
  /** Catalogue id of a seeded category (for its Indonesian name), else null. */
  seedKey: string | null;
}

/** GET /api/finance/expense-composition */
export interface ExpenseCompositionResponse {
  total: number;
  slices: ExpenseShareResponse[];
}

/* --------------------------------------------------------------- expenses */

/** Expense range buttons: Last 30 days, Last 90 days, All time (EXPENSE_RANGES in @prana/domain). */
export { EXPENSE_RANGES, type ExpenseRange };

/** GET /api/expenses and GET /api/expense-categories: ?range=30d|90d|all (default all). */
export const expenseRangeQuery = z.strictObject({
  range: z.enum(EXPENSE_RANGES, zodError('backOffice.expenseRange')).optional(),
});
export type ExpenseRangeQuery = z.infer<typeof expenseRangeQuery>;

/** POST /api/expenses: Add expense line (the date defaults to today in Bali). */
export const createExpenseBody = z.strictObject({
  categoryId: text('category', 64),
  description: text('description', 200),
  amount: idrAmount('amount'),
  date: optionalDate('date'),
});
export type CreateExpenseBody = z.infer<typeof createExpenseBody>;

/** POST /api/expense-categories: Create category (monthly budget in IDR). */
export const createExpenseCategoryBody = z.strictObject({
  name: text('categoryName', 80),
  budget: idrAmount('budget'),
});
export type CreateExpenseCategoryBody = z.infer<typeof createExpenseCategoryBody>;

/** PATCH /api/expense-categories/{id}: Adjust budget (the name is read-only). */
export const adjustBudgetBody = z.strictObject({ budget: idrAmount('budget') });
export type AdjustBudgetBody = z.infer<typeof adjustBudgetBody>;

/** Undo endpoints take no body (an empty object is fine). */
export const emptyBody = z.strictObject({});

export interface ExpenseCategoryResponse {
  id: string;
  name: string;
  color: string;
  /** Monthly budget, IDR. */
  budget: number;
  /** Spent in the asked range, IDR. */
  spent: number;
  /** budget − spent (negative when over budget). */
  variance: number;
  itemCount: number;
  seedKey: string | null;
}

export interface ExpenseItemResponse {
  id: string;
  label: string;
  amount: number;
  /** YYYY-MM-DD. */
  date: string;
  categoryId: string;
  seedKey: string | null;
}

/** GET /api/expenses?range= : the whole panel in one answer, with the reader's own undo history. */
export interface ExpensesResponse extends UndoState {
  range: ExpenseRange;
  /** Today in Bali, the day the ranges count back from. */
  today: string;
  /** In the range, newest first. */
  items: ExpenseItemResponse[];
  categories: ExpenseCategoryResponse[];
  /** Newest first, at most 20. */
  activity: ActivityEntryResponse[];
}

/* ------------------------------------------------------------ maintenance */

// Maintenance statuses, priorities and filters are rules of @prana/domain; the wire uses the same words.
export { MAINTENANCE_FILTERS, type MaintenanceFilter, type MaintenancePriority, type MaintenanceStatus };

/** GET /api/maintenance-tasks?filter=all|overdue|dueSoon|completed (default all). */
export const maintenanceListQuery = z.strictObject({
  filter: z.enum(MAINTENANCE_FILTERS, zodError('backOffice.maintenanceFilter')).optional(),
});
export type MaintenanceListQuery = z.infer<typeof maintenanceListQuery>;

/** POST /api/maintenance-tasks: Add maintenance task (recurrence defaults to 6, lastCompleted to today). */
export const createMaintenanceTaskBody = z.strictObject({
  task: text('task', 200),
  villa: text('villa', 120),
  area: text('area', 80),
  lastCompleted: optionalDate('lastCompleted'),
  recurrenceMonths: z
    .number(zodError('validation.atLeast', { label: 'recurrence', min: 1 }))
    .max(120, zodError('validation.atMost', { label: 'recurrence', max: 120 }))
    .optional(),
  notes: optionalNote('notes', 1000),
  /** One of the assignee options; null or blank is unassigned. */
  assignee: optionalNote('assignee', 160),
});
export type CreateMaintenanceTaskBody = z.infer<typeof createMaintenanceTaskBody>;

/** PATCH /api/maintenance-tasks/{id}: the assignee dropdown. */
export const updateMaintenanceTaskBody = z.strictObject({
  assignee: z
    .string(zodError('backOffice.assigneeOption'))
    .max(160, zodError('validation.maxChars', { label: 'assignee', max: 160 }))
    .nullable(),
});
export type UpdateMaintenanceTaskBody = z.infer<typeof updateMaintenanceTaskBody>;

export interface MaintenanceTaskResponse {
  id: string;
  area: string;
  task: string;
  villa: string;
  lastCompleted: string;
  nextDue: string;
  recurrenceMonths: number;
  /** Recomputed on each read from the priority. */
  status: MaintenanceStatus;
  /** Derived (maintenancePriority in @prana/domain). */
  priority: MaintenancePriority;
  /** Days from today to nextDue, negative when past. */
  dueInDays: number | null;
  notes: string | null;
  assignee: string | null;
  seedKey: string | null;
}

/** GET /api/maintenance-tasks, with the reader's own undo history. */
export interface MaintenanceTasksResponse extends UndoState {
  today: string;
  /** By nextDue, soonest first. */
  tasks: MaintenanceTaskResponse[];
  /** Newest first, at most 25. */
  activity: ActivityEntryResponse[];
  /** The team's names and 'External vendor' (null is unassigned). */
  assigneeOptions: string[];
}
