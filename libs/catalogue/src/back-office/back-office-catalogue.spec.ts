import {
  ACCESS_MODULES,
  ACCESS_ROLES,
  ROLE_DEFAULT_MODULES,
  isInExpenseRange,
  maintenancePriority,
  nextDueFrom,
  periodsOverlap,
  reviewState,
  shiftPeriod,
  shiftTimesProblem,
} from '@prana/domain';
import { describe, expect, it } from 'vitest';
import { getVilla } from '../villas.ts';
import * as office from './index.ts';

function collectLocalized(value: unknown, path: string, out: { path: string; value: Record<string, unknown> }[]) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => collectLocalized(item, `${path}[${index}]`, out));
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('en' in record) out.push({ path, value: record });
    for (const [key, child] of Object.entries(record)) collectLocalized(child, `${path}.${key}`, out);
  }
}

// Several "todays" across the year, so month lengths cannot flip a seeded state.
const TODAYS = ['2025-01-31', '2025-03-01', '2025-06-15', '2025-08-31', '2025-12-31', '2024-02-29'];

describe('back-office catalogue: shared rules', () => {
  it('gives every Localized a non-empty en and id', () => {
    const found: { path: string; value: Record<string, unknown> }[] = [];
    for (const [name, value] of Object.entries(office)) {
      if (typeof value !== 'function') collectLocalized(value, name, found);
    }
    expect(found.length).toBeGreaterThan(150);
    for (const { path, value } of found) {
      expect(Object.keys(value).sort(), path).toEqual(['en', 'id']);
      expect(typeof value.en === 'string' && value.en.trim().length > 0, `${path}.en`).toBe(true);
      expect(typeof value.id === 'string' && value.id.trim().length > 0, `${path}.id`).toBe(true);
    }
  });

  it('keeps ids unique within every exported list', () => {
    const lists: [string, unknown[]][] = Object.entries(office).filter(([, value]) => Array.isArray(value)) as [
      string,
      unknown[],
    ][];
    for (const [name, list] of lists) {
      if (!list.every((item) => item !== null && typeof item === 'object' && 'id' in item)) continue;
      const ids = list.map((item) => (item as { id: string }).id);
      expect(new Set(ids).size, name).toBe(ids.length);
    }
  });

  it('dates seeds by day offsets', () => {
    expect(office.isoDateDaysAgo(0, '2025-03-01')).toBe('2025-03-01');
    expect(office.isoDateDaysAgo(1, '2025-03-01')).toBe('2025-02-28');
    expect(office.isoDateDaysAgo(-1, '2024-12-31')).toBe('2025-01-01');
    expect(office.isoDateDaysAgo(3, new Date(2025, 0, 2))).toBe('2024-12-30');
    expect(() => office.isoDateDaysAgo(1, 'soon')).toThrow(RangeError);
  });
});

describe('roles', () => {
  it('has the four role cards with their badges and highlights', () => {
    expect(office.ADMIN_ROLE_CARDS.map((card) => card.role)).toEqual([...ACCESS_ROLES]);
    expect(office.ADMIN_ROLE_CARDS.map((card) => card.badge.en)).toEqual([
      'Full control',
      'Read only',
      'Operations',
      'Front line',
    ]);
    expect(office.ADMIN_ROLE_CARDS.map((card) => card.highlights.map((h) => h.en))).toEqual([
      ['Pricing and promos', 'Revenue and profitability', 'Concierge and maintenance overrides'],
      ['ADR and occupancy trends', 'Monthly performance packs', 'Forecast vs actual'],
      ['Staffing and shifts', 'Service catalogues and menus', 'Concierge queue and VIP prep'],
      ['Live request queue', 'Arrivals and departures', 'Reply templates'],
    ]);
  });

  it('titles each dashboard', () => {
    expect(ACCESS_ROLES.map((role) => office.ADMIN_DASHBOARDS[role].title.en)).toEqual([
      'Master Control Centre',
      'Investor Overview',
      'Operations HQ',
      'Team Daily Briefing',
    ]);
    for (const role of ACCESS_ROLES) expect(office.ADMIN_DASHBOARDS[role].capabilities.length).toBeGreaterThan(2);
  });

  it('has the focus workstreams with financials and operations on by default', () => {
    expect(office.FOCUS_WORKSTREAMS.map((w) => [w.id, w.label.en, w.anchor])).toEqual([
      ['financials', 'Financial intelligence', '#master-financials'],
      ['operations', 'Operations pulse', '#master-operations'],
      ['content', 'Content pipeline', '#master-content'],
      ['governance', 'Governance and audits', '#master-governance'],
    ]);
    expect(office.DEFAULT_FOCUS_WORKSTREAMS).toEqual(['financials', 'operations']);
  });

  it('labels every module, including every role default module', () => {
    expect(office.ACCESS_MODULE_OPTIONS.map((m) => m.id)).toEqual([...ACCESS_MODULES]);
    const labelled = new Set(office.ACCESS_MODULE_OPTIONS.map((m) => m.id));
    expect(ROLE_DEFAULT_MODULES.investor).toEqual(['financials', 'reports']);
    for (const role of ACCESS_ROLES) {
      for (const module of ROLE_DEFAULT_MODULES[role]) expect(labelled.has(module)).toBe(true);
    }
  });
});

describe('finance', () => {
  const SAMPLE_YEARS = [2022, 2023, 2024, 2025, 2026, 2027];
  const sample = Object.fromEntries(SAMPLE_YEARS.map((year) => [year, office.generateMonthlyFinancials(year)]));

  it('generates twelve plausible months per year', () => {
    const all = SAMPLE_YEARS.flatMap((year) => sample[year]!);
    for (const year of SAMPLE_YEARS) {
      expect(sample[year]!.map((r) => r.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    }
    for (const record of all) {
      expect(Number.isInteger(record.revenue)).toBe(true);
      expect(record.revenue).toBeGreaterThanOrEqual(360_000_000);
      expect(record.revenue).toBeLessThanOrEqual(668_000_000);
      expect(Number.isInteger(record.avgNightlyRate)).toBe(true);
      expect(record.occupancy).toBeGreaterThan(0);
      expect(record.occupancy).toBeLessThanOrEqual(1);
    }
    const revenues = all.map((r) => r.revenue);
    expect(Math.min(...revenues)).toBeLessThan(400_000_000);
    expect(Math.max(...revenues)).toBeGreaterThan(630_000_000);
  });

  it('peaks in July, August and December', () => {
    for (const year of SAMPLE_YEARS) {
      const records = sample[year]!;
      const peak = records.filter((r) => [7, 8, 12].includes(r.month));
      const rest = records.filter((r) => ![7, 8, 12].includes(r.month));
      const lowestPeak = Math.min(...peak.map((r) => r.occupancy));
      expect(Math.max(...rest.map((r) => r.occupancy)), String(year)).toBeLessThan(lowestPeak);
    }
  });

  it('imports every whole year from 2022 up to last year, never the current one, whatever today is', () => {
    for (const today of ['2026-11-24', '2025-01-01', '2031-07-31']) {
      const year = Number(today.slice(0, 4));
      const record = office.demoFinancialYears(today);
      expect(record.map((entry) => entry.year)).toEqual(Array.from({ length: year - 2022 }, (_, index) => 2022 + index));
      for (const entry of record) expect(entry.months).toEqual(office.generateMonthlyFinancials(entry.year));
    }
    expect(office.demoFinancialYears('2022-06-01')).toEqual([]);
  });

  it('is deterministic per seed', () => {
    expect(office.generateMonthlyFinancials(2023)).toEqual(sample[2023]);
    expect(office.generateMonthlyFinancials(2023, 99)).toEqual(office.generateMonthlyFinancials(2023, 99));
    expect(office.generateMonthlyFinancials(2023, 99)).not.toEqual(office.generateMonthlyFinancials(2023, 100));
    const a = office.createSeededRandom(7);
    const b = office.createSeededRandom(7);
    const values = Array.from({ length: 50 }, () => a());
    expect(values).toEqual(Array.from({ length: 50 }, () => b()));
    for (const value of values) expect(value >= 0 && value < 1).toBe(true);
  });
});

describe('expenses', () => {
  it('has the four budgets in brand colours', () => {
    expect(office.EXPENSE_CATEGORIES.map((c) => [c.name.en, c.budget])).toEqual([
      ['Staff wages', 320_000_000],
      ['Operations', 140_000_000],
      ['Guest experience', 85_000_000],
      ['Maintenance', 70_000_000],
    ]);
    const palette = new Set<string>(Object.values(office.CHART_COLOURS));
    for (const category of office.EXPENSE_CATEGORIES) expect(palette.has(category.color)).toBe(true);
  });

  it('seeds recent integer lines spread over the range filters', () => {
    const categories = new Set(office.EXPENSE_CATEGORIES.map((c) => c.id));
    expect(office.EXPENSE_ITEMS.length).toBeGreaterThanOrEqual(10);
    for (const item of office.EXPENSE_ITEMS) {
      expect(Number.isInteger(item.amount) && item.amount > 0).toBe(true);
      expect(categories.has(item.categoryId)).toBe(true);
    }
    const today = '2025-06-15';
    const dated = office.datedExpenseItems(today);
    const in30 = dated.filter((item) => isInExpenseRange(item.date, '30d', today)).length;
    const in90 = dated.filter((item) => isInExpenseRange(item.date, '90d', today)).length;
    expect(in30).toBeGreaterThan(0);
    expect(in90).toBeGreaterThan(in30);
    expect(dated.length).toBeGreaterThan(in90);
  });
});

describe('maintenance', () => {
  it('offers six teammates and an outside vendor', () => {
    expect(office.ASSIGNEE_OPTIONS).toHaveLength(7);
    expect(office.ASSIGNEE_OPTIONS.at(-1)).toBe('External vendor');
  });

  it('seeds tasks on catalogue villas with a mix of priorities', () => {
    expect(office.MAINTENANCE_TASKS.length).toBeGreaterThanOrEqual(8);
    for (const task of office.MAINTENANCE_TASKS) {
      expect(getVilla(task.villaId)?.name, task.id).toBe(task.villa);
      expect(Number.isInteger(task.recurrenceMonths) && task.recurrenceMonths >= 1).toBe(true);
      if (task.assignee) expect(office.ASSIGNEE_OPTIONS).toContain(task.assignee);
    }
    for (const today of TODAYS) {
      const priorities = office.datedMaintenanceTasks(today).map((task) =>
        maintenancePriority(
          { status: 'scheduled', nextDue: nextDueFrom(task.lastCompleted, task.recurrenceMonths) },
          today,
        ),
      );
      expect(new Set(priorities), today).toEqual(new Set(['overdue', 'dueSoon', 'scheduled']));
    }
  });
});

describe('team', () => {
  it('has the roles, departments and statuses', () => {
    expect(office.EMPLOYEE_ROLES.map((r) => r.label.en)).toEqual([
      'Concierge Lead',
      'Housekeeping Supervisor',
      'Wellness Director',
      'Maintenance Technician',
      'Revenue Analyst',
      'Operations Coordinator',
    ]);
    expect(office.EMPLOYEE_DEPARTMENTS.map((d) => d.label.en)).toEqual([
      'Guest Experience',
      'Operations',
      'Wellness',
      'Commercial',
      'Culinary',
      'Transport',
    ]);
    expect(office.EMPLOYEE_STATUSES.map((s) => s.id)).toEqual(['active', 'seasonal', 'contract']);
  });

  it('seeds six teammates with wages from 6.4 M to 10.6 M', () => {
    const wages = office.EMPLOYEE_SEEDS.map((e) => e.wage);
    expect(wages).toHaveLength(6);
    for (const wage of wages) {
      expect(Number.isInteger(wage)).toBe(true);
      expect(wage).toBeGreaterThanOrEqual(6_400_000);
      expect(wage).toBeLessThanOrEqual(10_600_000);
    }
    expect(Math.min(...wages)).toBe(office.SEED_WAGE_RANGE.min);
    expect(Math.max(...wages)).toBe(office.SEED_WAGE_RANGE.max);
    const roles = new Set(office.EMPLOYEE_ROLES.map((r) => r.id));
    const departments = new Set(office.EMPLOYEE_DEPARTMENTS.map((d) => d.id));
    for (const employee of office.EMPLOYEE_SEEDS) {
      expect(roles.has(employee.role) && departments.has(employee.department)).toBe(true);
      expect(employee.startDaysAgo).toBeGreaterThan(employee.lastReviewDaysAgo);
    }
  });

  it('has one review overdue, one due and the rest on track, whatever the day', () => {
    for (const today of TODAYS) {
      const states = office.datedEmployeeSeeds(today).map((e) => reviewState(e.lastReview, today).state);
      expect(states.filter((s) => s === 'overdue'), today).toHaveLength(1);
      expect(states.filter((s) => s === 'due'), today).toHaveLength(1);
      expect(states.filter((s) => s === 'ok'), today).toHaveLength(4);
    }
  });
});

describe('dashboard samples', () => {
  it('has the reply templates the quick replies were first seeded from', () => {
    expect(office.MESSAGE_TEMPLATES.length).toBeGreaterThanOrEqual(5);
    const templateIds = office.MESSAGE_TEMPLATES.map((t) => t.id);
    for (const id of ['acknowledged', 'on-the-way', 'shuttle-reminder']) expect(templateIds).toContain(id);
  });
});

describe('demo rota', () => {
  it('puts only seeded teammates on shifts that keep the rota’s rules, nobody on two at once', () => {
    const ids = new Set(office.EMPLOYEE_SEEDS.map((employee) => employee.id));
    const shifts = office.datedRotaShifts('2026-12-01');
    expect(shifts.length).toBeGreaterThan(0);
    for (const shift of shifts) {
      expect(shiftTimesProblem(shift.start, shift.end)).toBeNull();
      expect(shift.people).toContain(shift.lead);
      for (const person of shift.people) expect(ids.has(person)).toBe(true);
    }
    for (const [index, shift] of shifts.entries()) {
      for (const other of shifts.slice(index + 1)) {
        const shared = shift.people.some((person) => other.people.includes(person));
        if (shared) expect(periodsOverlap(shiftPeriod(shift.day, shift.start, shift.end), shiftPeriod(other.day, other.start, other.end))).toBe(false);
      }
    }
    expect(new Set(shifts.map((shift) => shift.day)).size).toBe(office.ROTA_SEED_WINDOW.daysBack + office.ROTA_SEED_WINDOW.daysAhead + 1);
  });
});
