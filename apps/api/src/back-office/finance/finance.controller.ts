import { Controller, Get, Query } from '@nestjs/common';
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

@Controller('finance')
@StaffOnly('finance.read')
export class FinanceController {
  constructor(private readonly finance: FinanceService) {}

  @Get('years')
  years(): Promise<FinanceYearsResponse> {
    return this.finance.years();
  }

  @Get('monthly')
  monthly(@Query({ schema: financeYearQuery }) query: FinanceYearQuery): Promise<FinanceMonthlyResponse> {
    return this.finance.monthly(query.year);
  }

  @Get('site-insights')
  siteInsights(@Query({ schema: financeYearQuery }) query: FinanceYearQuery): Promise<FinanceSiteInsightsResponse> {
    return this.finance.siteInsights(query.year);
  }

  @Get('expense-composition')
  expenseComposition(): Promise<ExpenseCompositionResponse> {
    return this.finance.expenseComposition();
  }
}
