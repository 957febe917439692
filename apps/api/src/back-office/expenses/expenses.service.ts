import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CHART_COLOURS } from '@prana/catalogue';
import {
  LEDGER_READ_PERMISSION,
  type AdjustBudgetBody,
  type CreateExpenseBody,
  type CreateExpenseCategoryBody,
  type ExpenseCategoryResponse,
  type ExpenseItemResponse,
  type ExpenseRange,
  type ExpensesResponse,
  type UndoResponse,
} from '@prana/contracts';
import {
  ACTIVITY_LOG_LIMITS,
  filterExpensesByRange,
  formatIdr,
  positiveIdrAmount,
  todayInBali,
  validateCategory,
  validateExpense,
} from '@prana/domain';
import { BackOfficeJournal, type Actor } from '../../journal/back-office-journal.service.ts';
import { RealtimeService } from '../../realtime/realtime.service.ts';
import { isUuid } from '../../common/ids.ts';
import { createdImage, imageOf } from '../../journal/row-codec.ts';
import { ExpensesRepository, type ExpenseCategoryRow, type ExpenseItemRow } from './expenses.repository.ts';
import { expenseCodecs } from './expense-codecs.ts';
import { ApiException, checked } from '../../common/api-exception.ts';

function toExpenseItemResponse(item: ExpenseItemRow): ExpenseItemResponse {
  return { id: item.id, label: item.label, amount: item.amount, date: item.date, categoryId: item.categoryId, seedKey: item.seedKey };
}

function toExpenseCategoryResponse(category: ExpenseCategoryRow, itemsInRange: readonly ExpenseItemRow[]): ExpenseCategoryResponse {
  const own = itemsInRange.filter((item) => item.categoryId === category.id);
  const spent = own.reduce((sum, item) => sum + item.amount, 0);
  return {
    id: category.id,
    name: category.name,
    color: category.color,
    budget: category.budget,
    spent,
    variance: category.budget - spent,
    itemCount: own.length,
    seedKey: category.seedKey,
  };
}

const PALETTE: readonly string[] = Object.values(CHART_COLOURS);

/** Expense categories, lines, the activity log and Undo. */
@Injectable()
export class ExpensesService {
  private readonly codecs: ReturnType<typeof expenseCodecs>;

  constructor(
    private readonly expenses: ExpensesRepository,
    private readonly journal: BackOfficeJournal,
    private readonly realtime: RealtimeService,
  ) {
    this.codecs = expenseCodecs(expenses);
  }

  /** The whole panel: lines in the range (newest first), categories with spend in the range, log and the reader's undo history. */
  async overview(range: ExpenseRange, reader: Actor, now = new Date()): Promise<ExpensesResponse> {
    const today = todayInBali(now);
    const { categories, inRange } = await this.load(range, today);
    return {
      range,
      today,
      items: inRange.map(toExpenseItemResponse),
      categories: categories.map((category) => toExpenseCategoryResponse(category, inRange)),
      activity: await this.journal.activity('expenses', ACTIVITY_LOG_LIMITS.expenses),
      ...(await this.journal.undoState('expenses', reader)),
    };
  }

  async categories(range: ExpenseRange, now = new Date()): Promise<ExpenseCategoryResponse[]> {
    const { categories, inRange } = await this.load(range, todayInBali(now));
    return categories.map((category) => toExpenseCategoryResponse(category, inRange));
  }

  async createCategory(body: CreateExpenseCategoryBody, actor: Actor): Promise<ExpenseCategoryResponse> {
    const input = checked(validateCategory(body));
    return this.journal.change(
      'expenses',
      async () => {
        const existing = await this.expenses.categories();
        if (existing.some((category) => category.name.toLowerCase() === input.name.toLowerCase())) {
          throw new ApiException('backOffice.categoryExists', { name: input.name });
        }
        const used = new Set(existing.map((category) => category.color));
        const color = PALETTE.find((candidate) => !used.has(candidate)) ?? PALETTE[existing.length % PALETTE.length]!;
        const category: ExpenseCategoryRow = { id: randomUUID(), name: input.name, color, budget: input.budget, seedKey: null, createdAt: new Date().toISOString() };
        await this.expenses.insertCategory(category);
        const message = `Created category ${category.name} with a budget of ${formatIdr(category.budget)}`;
        await this.journal.record('expenses', actor, {
          action: 'category.created',
          message,
          details: { category: category.name, budget: category.budget },
          subjectId: category.id,
        }, [createdImage('expense-category', category.id)]);
        return toExpenseCategoryResponse(category, []);
      },
      ['finance'],
    );
  }

  async adjustBudget(id: string, body: AdjustBudgetBody, actor: Actor, now = new Date()): Promise<ExpenseCategoryResponse> {
    const budget = checked(positiveIdrAmount(body.budget, 'Budget', 'budget'));
    await this.journal.change('expenses', async () => {
      const category = await this.expenses.category(id);
      if (!category) throw new ApiException('backOffice.notFound', { what: 'expense category' });
      if (category.budget === budget) return;
      const image = imageOf(this.codecs.category, category);
      const message = `Adjusted ${category.name} budget from ${formatIdr(category.budget)} to ${formatIdr(budget)}`;
      await this.expenses.setBudget(category.id, budget);
      await this.journal.record('expenses', actor, {
        action: 'budget.adjusted',
        message,
        details: { category: category.name, from: image.before!.budget as number, to: budget },
        subjectId: category.id,
      }, [image]);
    });
    const categories = await this.categories('all', now);
    return categories.find((category) => category.id === id)!;
  }

  async addExpense(body: CreateExpenseBody, actor: Actor, now = new Date()): Promise<ExpenseItemResponse> {
    const today = todayInBali(now);
    const line = checked(validateExpense(body, today));
    if (line.date > today) throw ApiException.field('date', 'validation.notFuture', { label: 'date' });
    const added = await this.journal.change(
      'expenses',
      async () => {
        const category = isUuid(line.categoryId) ? await this.expenses.category(line.categoryId.toLowerCase()) : undefined;
        if (!category) {
          throw ApiException.field('categoryId', 'backOffice.chooseCategory');
        }
        const item: ExpenseItemRow = {
          id: randomUUID(),
          categoryId: category.id,
          label: line.description,
          amount: line.amount,
          date: line.date,
          seedKey: null,
          createdAt: new Date().toISOString(),
        };
        await this.expenses.insertItem(item);
        const message = `Added ${item.label} (${formatIdr(item.amount)}) to ${category.name}`;
        await this.journal.record('expenses', actor, {
          action: 'expense.added',
          message,
          details: { label: item.label, amount: item.amount, category: category.name, date: item.date },
          subjectId: item.id,
        }, [createdImage('expense-item', item.id)]);
        return toExpenseItemResponse(item);
      },
      ['finance'],
    );
    this.ledgerChanged();
    return added;
  }

  async undo(actor: Actor): Promise<UndoResponse> {
    const reverted = await this.journal.undo('expenses', actor, { message: 'Reverted last change', codecs: this.codecs.all, alsoChanged: ['finance'] });
    this.ledgerChanged();
    return reverted;
  }

  /** An expense line came or went: the ledger's expenses changed. */
  private ledgerChanged(): void {
    this.realtime.toStaffWith(LEDGER_READ_PERMISSION, 'ledger.changed', { cause: 'expense' });
  }

  private async load(range: ExpenseRange, today: string) {
    const categories = await this.expenses.categories();
    const items = await this.expenses.items();
    return { categories, inRange: filterExpensesByRange(items, range, today) };
  }
}
