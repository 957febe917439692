import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CHART_COLOURS } from '@prana/catalogue';
import type {
  AdjustBudgetBody,
  CreateExpenseBody,
  CreateExpenseCategoryBody,
  ExpenseCategoryResponse,
  ExpenseItemResponse,
  ExpenseRange,
  ExpensesResponse,
  UndoResponse,
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
import { isUuid } from '../../common/ids.ts';
import { createdImage, imageOf } from '../../journal/row-codec.ts';
import { ExpenseCategory } from './expense-category.entity.ts';
import { ExpenseItem } from './expense-item.entity.ts';
import { CATEGORY_CODEC, EXPENSE_CODECS } from './expense-codecs.ts';
import { ApiException, checked } from '../../common/api-exception.ts';

function toExpenseItemResponse(item: ExpenseItem): ExpenseItemResponse {
  return { id: item.id, label: item.label, amount: item.amount, date: item.date, categoryId: item.category.id, seedKey: item.seedKey };
}

function toExpenseCategoryResponse(category: ExpenseCategory, itemsInRange: readonly ExpenseItem[]): ExpenseCategoryResponse {
  const own = itemsInRange.filter((item) => item.category.id === category.id);
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
  constructor(
    private readonly em: EntityManager,
    private readonly journal: BackOfficeJournal,
  ) {}

  /** The whole panel: lines in the range (newest first), categories with spend in the range, log and the reader's undo history. */
  async overview(range: ExpenseRange, reader: Actor, now = new Date()): Promise<ExpensesResponse> {
    const em = this.em.fork();
    const today = todayInBali(now);
    const { categories, inRange } = await this.load(em, range, today);
    return {
      range,
      today,
      items: inRange.map(toExpenseItemResponse),
      categories: categories.map((category) => toExpenseCategoryResponse(category, inRange)),
      activity: await this.journal.activity(em, 'expenses', ACTIVITY_LOG_LIMITS.expenses),
      ...(await this.journal.undoState(em, 'expenses', reader)),
    };
  }

  async categories(range: ExpenseRange, now = new Date()): Promise<ExpenseCategoryResponse[]> {
    const { categories, inRange } = await this.load(this.em.fork(), range, todayInBali(now));
    return categories.map((category) => toExpenseCategoryResponse(category, inRange));
  }

  async createCategory(body: CreateExpenseCategoryBody, actor: Actor): Promise<ExpenseCategoryResponse> {
    const input = checked(validateCategory(body));
    return this.journal.change(
      'expenses',
      async (tx) => {
        const existing = await tx.find(ExpenseCategory, {}, { orderBy: { createdAt: 'asc' } });
        if (existing.some((category) => category.name.toLowerCase() === input.name.toLowerCase())) {
          throw new ApiException('backOffice.categoryExists', { name: input.name });
        }
        const used = new Set(existing.map((category) => category.color));
        const color = PALETTE.find((candidate) => !used.has(candidate)) ?? PALETTE[existing.length % PALETTE.length]!;
        const category = new ExpenseCategory(input.name, color, input.budget);
        tx.persist(category);
        const message = `Created category ${category.name} with a budget of ${formatIdr(category.budget)}`;
        await this.journal.record(tx, 'expenses', actor, {
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
    await this.journal.change('expenses', async (tx) => {
      const category = await tx.findOne(ExpenseCategory, { id });
      if (!category) throw new ApiException('backOffice.notFound', { what: 'expense category' });
      if (category.budget === budget) return;
      const image = imageOf(CATEGORY_CODEC, category);
      const message = `Adjusted ${category.name} budget from ${formatIdr(category.budget)} to ${formatIdr(budget)}`;
      category.budget = budget;
      await this.journal.record(tx, 'expenses', actor, {
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
    return this.journal.change(
      'expenses',
      async (tx) => {
        const category = isUuid(line.categoryId) ? await tx.findOne(ExpenseCategory, { id: line.categoryId }) : null;
        if (!category) {
          throw ApiException.field('categoryId', 'backOffice.chooseCategory');
        }
        const item = new ExpenseItem(category, line.description, line.amount, line.date);
        tx.persist(item);
        const message = `Added ${item.label} (${formatIdr(item.amount)}) to ${category.name}`;
        await this.journal.record(tx, 'expenses', actor, {
          action: 'expense.added',
          message,
          details: { label: item.label, amount: item.amount, category: category.name, date: item.date },
          subjectId: item.id,
        }, [createdImage('expense-item', item.id)]);
        return toExpenseItemResponse(item);
      },
      ['finance'],
    );
  }

  undo(actor: Actor): Promise<UndoResponse> {
    return this.journal.undo('expenses', actor, { message: 'Reverted last change', codecs: EXPENSE_CODECS, alsoChanged: ['finance'] });
  }

  private async load(em: EntityManager, range: ExpenseRange, today: string) {
    const categories = await em.find(ExpenseCategory, {}, { orderBy: { createdAt: 'asc', name: 'asc' } });
    const items = await em.find(ExpenseItem, {}, { orderBy: { date: 'desc', createdAt: 'desc' } });
    return { categories, inRange: filterExpensesByRange(items, range, today) };
  }
}
