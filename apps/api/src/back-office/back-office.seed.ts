import type { EntityManager } from '@mikro-orm/postgresql';
import {
  EXPENSE_CATEGORIES,
  demoFinancialYears,
  datedEmployeeSeeds,
  datedExpenseItems,
  datedMaintenanceTasks,
  datedRotaShifts,
} from '@prana/catalogue';
import { maintenancePriority, nextDueFrom, shiftPeriod, statusForPriority, todayInBali } from '@prana/domain';
import { StaffUser } from '../auth/staff-user.entity.ts';
import { FinancialRecord } from './finance/financial-record.entity.ts';
import { ExpenseCategory } from './expenses/expense-category.entity.ts';
import { ExpenseItem } from './expenses/expense-item.entity.ts';
import { MaintenanceTask } from './maintenance/maintenance-task.entity.ts';
import { Employee } from './team/employee.entity.ts';
import { Shift } from './rota/shift.entity.ts';
import { ShiftPerson } from './rota/shift-person.entity.ts';

/**
 * Back-office sample data from libs/catalogue: the imported history (monthly figures of every
 * whole year from 2022 to last year; the current year comes from the ledger), expense categories
 * and lines, maintenance tasks, six teammates (two linked to the demo manager and staff accounts)
 * and their rota a week back and two weeks ahead. Idempotent: a row is added only when its seed
 * key (or year and month) is missing, so what people changed, and teammates they removed, stay so;
 * the rota fills only days that have no shift at all.
 */
export async function seedBackOffice(em: EntityManager, today: string = todayInBali(new Date())): Promise<void> {
  for (const { year, months } of demoFinancialYears(today)) {
    const stored = new Set((await em.find(FinancialRecord, { year })).map((record) => record.month));
    for (const month of months) {
      if (!stored.has(month.month)) em.persist(new FinancialRecord(year, month.month, month.revenue, month.avgNightlyRate, month.occupancy));
    }
  }

  // Spaced creation times keep the catalogue's order wherever categories are listed by age.
  const base = Date.now() - EXPENSE_CATEGORIES.length * 1_000;
  const categories = new Map<string, ExpenseCategory>();
  for (const [index, seed] of EXPENSE_CATEGORIES.entries()) {
    let category = await em.findOne(ExpenseCategory, { seedKey: seed.id });
    if (!category) {
      category = new ExpenseCategory(seed.name.en, seed.color, seed.budget);
      category.seedKey = seed.id;
      category.createdAt = new Date(base + index * 1_000);
      em.persist(category);
    }
    categories.set(seed.id, category);
  }
  for (const seed of datedExpenseItems(today)) {
    const category = categories.get(seed.categoryId);
    if (!category || (await em.count(ExpenseItem, { seedKey: seed.id }))) continue;
    const item = new ExpenseItem(category, seed.label.en, seed.amount, seed.date);
    item.seedKey = seed.id;
    em.persist(item);
  }

  for (const seed of datedMaintenanceTasks(today)) {
    if (await em.count(MaintenanceTask, { seedKey: seed.id })) continue;
    const nextDue = nextDueFrom(seed.lastCompleted, seed.recurrenceMonths);
    const task = new MaintenanceTask({
      area: seed.area.en,
      task: seed.task.en,
      villa: seed.villa,
      lastCompleted: seed.lastCompleted,
      nextDue,
      recurrenceMonths: seed.recurrenceMonths,
    });
    task.status = statusForPriority(maintenancePriority({ status: 'scheduled', nextDue }, today));
    task.notes = seed.notes?.en ?? null;
    task.assignee = seed.assignee ?? null;
    task.seedKey = seed.id;
    em.persist(task);
  }

  const teammates = new Map<string, Employee>();
  for (const seed of datedEmployeeSeeds(today)) {
    // A removed teammate keeps its row (removedAt), so it is found here and not brought back.
    let employee = await em.findOne(Employee, { seedKey: seed.id });
    if (!employee) {
      employee = new Employee(seed);
      employee.status = seed.status;
      employee.notes = seed.notes?.en ?? null;
      employee.seedKey = seed.id;
      employee.staffUser = seed.account ? await em.findOne(StaffUser, { username: seed.account }) : null;
      em.persist(employee);
    }
    if (employee.removedAt === null) teammates.set(seed.id, employee);
  }
  await em.flush();

  const seededDays = new Set<string>();
  for (const seed of datedRotaShifts(today)) {
    const people = seed.people.map((id) => teammates.get(id));
    const lead = teammates.get(seed.lead);
    if (!lead || people.some((person) => !person)) continue;
    if (!seededDays.has(seed.day) && (await em.count(Shift, { day: seed.day }))) continue;
    seededDays.add(seed.day);
    const period = shiftPeriod(seed.day, seed.start, seed.end);
    const shift = new Shift({ day: seed.day, team: seed.team, startTime: seed.start, endTime: seed.end, startsAt: period.startsAt, endsAt: period.endsAt, required: seed.required, lead });
    em.persist(shift);
    for (const person of people) em.persist(new ShiftPerson(shift, person!));
  }
  await em.flush();
}
