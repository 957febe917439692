import { isIsoDate } from './iso-date.ts';
import { DEFAULT_RECURRENCE_MONTHS, nextDueFrom } from './maintenance.ts';
import {
  integerAtLeast,
  invalid,
  optionalText,
  positiveIdrAmount,
  requiredText,
  valid,
  type Validation,
} from './validation.ts';

const isBlank = (input: unknown): boolean => typeof input !== 'string' || input.trim() === '';

/** Invite a user: name and email both required after trimming. */
export function validateInvite(input: { name?: unknown; email?: unknown }): Validation<{ name: string; email: string }> {
  if (isBlank(input.name) || isBlank(input.email)) return invalid('access.inviteRequired');
  return valid({ name: (input.name as string).trim(), email: (input.email as string).trim() });
}

/** Staff sign-in: username (trimmed) and password (kept as typed) both required. */
export function validateStaffLogin(input: {
  username?: unknown;
  password?: unknown;
}): Validation<{ username: string; password: string }> {
  if (isBlank(input.username) || isBlank(input.password)) return invalid('auth.staffLoginRequired');
  return valid({ username: (input.username as string).trim(), password: input.password as string });
}

/** Guest sign-in: last name and booking code both required; the code is upper-cased. */
export function validateGuestLogin(input: {
  lastName?: unknown;
  bookingCode?: unknown;
}): Validation<{ lastName: string; bookingCode: string }> {
  if (isBlank(input.lastName) || isBlank(input.bookingCode)) return invalid('auth.guestLoginRequired');
  return valid({
    lastName: (input.lastName as string).trim(),
    bookingCode: (input.bookingCode as string).trim().toUpperCase(),
  });
}

function dateOrToday(input: unknown, today: string, field: string): Validation<string> {
  if (input === undefined || input === null || input === '') return valid(today);
  return isIsoDate(input) ? valid(input) : invalid('validation.realDate', { label: 'date' }, field);
}

/** A new expense line. The date defaults to today. */
export interface ExpenseLine {
  categoryId: string;
  description: string;
  amount: number;
  date: string;
}

/** Add expense: category, non-blank description, integer amount > 0, valid date (default today). */
export function validateExpense(
  input: { categoryId?: unknown; description?: unknown; amount?: unknown; date?: unknown },
  today: string,
): Validation<ExpenseLine> {
  const categoryId = requiredText(input.categoryId, 'category', 'categoryId');
  if (!categoryId.ok) return categoryId;
  const description = requiredText(input.description, 'description', 'description');
  if (!description.ok) return description;
  const amount = positiveIdrAmount(input.amount, 'amount', 'amount');
  if (!amount.ok) return amount;
  const date = dateOrToday(input.date, today, 'date');
  if (!date.ok) return date;
  return valid({ categoryId: categoryId.value, description: description.value, amount: amount.value, date: date.value });
}

/** Create category: trimmed name and an integer monthly budget > 0. */
export function validateCategory(input: { name?: unknown; budget?: unknown }): Validation<{ name: string; budget: number }> {
  const name = requiredText(input.name, 'categoryName', 'name');
  if (!name.ok) return name;
  const budget = positiveIdrAmount(input.budget, 'budget', 'budget');
  if (!budget.ok) return budget;
  return valid({ name: name.value, budget: budget.value });
}

/** A new maintenance task, with nextDue derived from lastCompleted + recurrence. */
export interface MaintenanceTaskInput {
  task: string;
  villa: string;
  area: string;
  lastCompleted: string;
  recurrenceMonths: number;
  nextDue: string;
  notes?: string;
  assignee?: string;
}

/**
 * Add maintenance task: task, villa and area required (trimmed); recurrence an integer >= 1
 * (default 6); lastCompleted a valid date (default today); notes and assignee optional.
 */
export function validateMaintenanceTask(
  input: {
    task?: unknown;
    villa?: unknown;
    area?: unknown;
    lastCompleted?: unknown;
    recurrenceMonths?: unknown;
    notes?: unknown;
    assignee?: unknown;
  },
  today: string,
): Validation<MaintenanceTaskInput> {
  const task = requiredText(input.task, 'task', 'task');
  if (!task.ok) return task;
  const villa = requiredText(input.villa, 'villa', 'villa');
  if (!villa.ok) return villa;
  const area = requiredText(input.area, 'area', 'area');
  if (!area.ok) return area;
  const recurrence =
    input.recurrenceMonths === undefined || input.recurrenceMonths === null || input.recurrenceMonths === ''
      ? valid(DEFAULT_RECURRENCE_MONTHS)
      : integerAtLeast(input.recurrenceMonths, 1, 'recurrence', 'recurrenceMonths');
  if (!recurrence.ok) return recurrence;
  const lastCompleted = dateOrToday(input.lastCompleted, today, 'lastCompleted');
  if (!lastCompleted.ok) return lastCompleted;
  const result: MaintenanceTaskInput = {
    task: task.value,
    villa: villa.value,
    area: area.value,
    lastCompleted: lastCompleted.value,
    recurrenceMonths: recurrence.value,
    nextDue: nextDueFrom(lastCompleted.value, recurrence.value),
  };
  const notes = optionalText(input.notes);
  const assignee = optionalText(input.assignee);
  if (notes !== undefined) result.notes = notes;
  if (assignee !== undefined) result.assignee = assignee;
  return valid(result);
}

/** Employee add or save: name, role and department non-blank; wage an integer IDR > 0. */
export interface EmployeeInput {
  name: string;
  role: string;
  department: string;
  wage: number;
  notes?: string;
}

/** Validates an employee form; blank notes are stored as absent. */
export function validateEmployee(input: {
  name?: unknown;
  role?: unknown;
  department?: unknown;
  wage?: unknown;
  notes?: unknown;
}): Validation<EmployeeInput> {
  const name = requiredText(input.name, 'name', 'name');
  if (!name.ok) return name;
  const role = requiredText(input.role, 'role', 'role');
  if (!role.ok) return role;
  const department = requiredText(input.department, 'department', 'department');
  if (!department.ok) return department;
  const wage = positiveIdrAmount(input.wage, 'wage', 'wage');
  if (!wage.ok) return wage;
  const result: EmployeeInput = { name: name.value, role: role.value, department: department.value, wage: wage.value };
  const notes = optionalText(input.notes);
  if (notes !== undefined) result.notes = notes;
  return valid(result);
}
