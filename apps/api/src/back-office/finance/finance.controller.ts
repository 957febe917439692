import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  financeYearQuery,
  type ExpenseCompositionResponse,
  type FinanceMonthlyResponse,
  type FinanceSiteInsightsResponse,
  type FinanceYearQuery,
  type FinanceYearsResponse,
} from '@prana/contracts';
import { StaffOnly } from '../../auth/access.ts';
import { FinanceService } from './finance.service.ts';
import { Responds } from '../../docs/responds.ts';

@Controller('finance')
@StaffOnly('finance.read')
export class FinanceController {
  constructor(private readonly finance: FinanceService) {}

  @ApiOperation({ summary: 'Years with finance figures' })
  @Get('years')
  @Responds('FinanceYearsResponse')
  years(): Promise<FinanceYearsResponse> {
    return this.finance.years();
  }

  @ApiOperation({ summary: 'Monthly revenue and expenses of a year' })
  @Get('monthly')
  @Responds('FinanceMonthlyResponse')
  monthly(@Query({ schema: financeYearQuery }) query: FinanceYearQuery): Promise<FinanceMonthlyResponse> {
    return this.finance.monthly(query.year);
  }

  @ApiOperation({ summary: 'Vacancy and length of stay per site in a year' })
  @Get('site-insights')
  @Responds('FinanceSiteInsightsResponse')
  siteInsights(@Query({ schema: financeYearQuery }) query: FinanceYearQuery): Promise<FinanceSiteInsightsResponse> {
    return this.finance.siteInsights(query.year);
  }

  @ApiOperation({ summary: 'Expenses by category' })
  @Get('expense-composition')
  @Responds('ExpenseCompositionResponse')
  expenseComposition(): Promise<ExpenseCompositionResponse> {
    return this.finance.expenseComposition();
  }
}
