import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  adjustBudgetBody,
  createExpenseBody,
  createExpenseCategoryBody,
  emptyBody,
  expenseRangeQuery,
  type AdjustBudgetBody,
  type CreateExpenseBody,
  type CreateExpenseCategoryBody,
  type ExpenseCategoryResponse,
  type ExpenseItemResponse,
  type ExpenseRangeQuery,
  type ExpensesResponse,
  type UndoResponse,
} from '@prana/contracts';
import { CurrentSession, StaffOnly } from '../../auth/access.ts';
import type { SessionContext } from '../../auth/sessions.service.ts';
import { actorOf } from '../../journal/http.ts';
import { IdParam } from '../../common/ids.ts';
import { ExpensesService } from './expenses.service.ts';
import { Responds } from '../../docs/responds.ts';

@Controller('expense-categories')
export class ExpenseCategoriesController {
  constructor(private readonly expenses: ExpensesService) {}

  @ApiOperation({ summary: 'List expense categories with their spending' })
  @Get()
  @StaffOnly('expenses.read')
  @Responds('ExpenseCategoryResponse[]')
  list(@Query({ schema: expenseRangeQuery }) query: ExpenseRangeQuery): Promise<ExpenseCategoryResponse[]> {
    return this.expenses.categories(query.range ?? 'all');
  }

  @ApiOperation({ summary: 'Add an expense category' })
  @Post()
  @StaffOnly('expenses.write')
  @Responds('ExpenseCategoryResponse')
  create(
    @Body({ schema: createExpenseCategoryBody }) body: CreateExpenseCategoryBody,
    @CurrentSession() session: SessionContext | null,
  ): Promise<ExpenseCategoryResponse> {
    return this.expenses.createCategory(body, actorOf(session));
  }

  @ApiOperation({ summary: 'Change a category’s budget' })
  @Patch(':id')
  @StaffOnly('expenses.write')
  @Responds('ExpenseCategoryResponse')
  adjustBudget(
    @Param('id', new IdParam('backOffice.notFound', { what: 'expense category' })) id: string,
    @Body({ schema: adjustBudgetBody }) body: AdjustBudgetBody,
    @CurrentSession() session: SessionContext | null,
  ): Promise<ExpenseCategoryResponse> {
    return this.expenses.adjustBudget(id, body, actorOf(session));
  }
}

@Controller('expenses')
export class ExpensesController {
  constructor(private readonly expenses: ExpensesService) {}

  @ApiOperation({ summary: 'Expenses overview' })
  @Get()
  @StaffOnly('expenses.read')
  @Responds('ExpensesResponse')
  overview(
    @Query({ schema: expenseRangeQuery }) query: ExpenseRangeQuery,
    @CurrentSession() session: SessionContext | null,
  ): Promise<ExpensesResponse> {
    return this.expenses.overview(query.range ?? 'all', actorOf(session));
  }

  @ApiOperation({ summary: 'Record an expense' })
  @Post()
  @StaffOnly('expenses.write')
  @Responds('ExpenseItemResponse')
  add(
    @Body({ schema: createExpenseBody }) body: CreateExpenseBody,
    @CurrentSession() session: SessionContext | null,
  ): Promise<ExpenseItemResponse> {
    return this.expenses.addExpense(body, actorOf(session));
  }

  @ApiOperation({ summary: 'Undo the last expense change' })
  @Post('undo')
  @HttpCode(200)
  @StaffOnly('expenses.write')
  @Responds('UndoResponse')
  undo(@Body({ schema: emptyBody }) _body: unknown, @CurrentSession() session: SessionContext | null): Promise<UndoResponse> {
    return this.expenses.undo(actorOf(session));
  }
}
