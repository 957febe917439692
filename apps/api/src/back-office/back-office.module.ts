import { Module } from '@nestjs/common';
import { StaffModule } from '../staff/staff.module.ts';
import { JournalModule } from '../journal/journal.module.ts';
import { CalendarSyncModule } from '../calendar-sync/calendar-sync.module.ts';
import { JobsModule } from '../jobs/jobs.module.ts';
import { FinanceController } from './finance/finance.controller.ts';
import { FinanceService } from './finance/finance.service.ts';
import { ExpenseCategoriesController, ExpensesController } from './expenses/expenses.controller.ts';
import { ExpensesService } from './expenses/expenses.service.ts';
import { MaintenanceController } from './maintenance/maintenance.controller.ts';
import { MaintenanceService } from './maintenance/maintenance.service.ts';
import { AccessController, InvitationsController } from './access/access.controller.ts';
import { AccessService } from './access/access.service.ts';
import { InvitationsService } from './access/invitations.service.ts';
import { TeamController } from './team/team.controller.ts';
import { TeamService } from './team/team.service.ts';
import { FinanceRepository } from './finance/finance.repository.ts';
import { LedgerRepository } from './ledger/ledger.repository.ts';
import { LedgerService } from './ledger/ledger.service.ts';
import { KpisController, PayoutsController } from './ledger/ledger.controller.ts';
import { KpisService } from './ledger/kpis.service.ts';
import { PayoutsService } from './ledger/payouts.service.ts';
import { ExpensesRepository } from './expenses/expenses.repository.ts';
import { MaintenanceTasksRepository } from './maintenance/maintenance-tasks.repository.ts';
import { AccessRepository } from './access/access.repository.ts';
import { StaffInvitationsRepository } from './access/staff-invitations.repository.ts';
import { EmployeesRepository } from './team/employees.repository.ts';
import { ReplyTemplatesController } from './replies/reply-templates.controller.ts';
import { ReplyTemplatesService } from './replies/reply-templates.service.ts';
import { ReplyTemplatesRepository } from './replies/reply-templates.repository.ts';
import { StatementsController } from './statements/statements.controller.ts';
import { StatementsService } from './statements/statements.service.ts';
import { StatementsRepository } from './statements/statements.repository.ts';
import { NightlyPricingController } from './pricing/nightly-pricing.controller.ts';
import { NightlyPricingService } from './pricing/nightly-pricing.service.ts';
import { CatalogueModule } from '../catalogue/catalogue.module.ts';
import { RotaController } from './rota/rota.controller.ts';
import { RotaService } from './rota/rota.service.ts';
import { RotaRepository } from './rota/rota.repository.ts';
import { TurnoversController } from './turnovers/turnovers.controller.ts';
import { TurnoversService } from './turnovers/turnovers.service.ts';

/**
 * The back office: finance, expenses, maintenance, access, team, the rota, the queue's quick replies,
 * shareholder statements, nightly pricing and the housekeeping board, stored and audited.
 */
@Module({
  imports: [StaffModule, JournalModule, CalendarSyncModule, JobsModule, CatalogueModule],
  controllers: [
    FinanceController,
    PayoutsController,
    KpisController,
    ExpenseCategoriesController,
    ExpensesController,
    MaintenanceController,
    AccessController,
    InvitationsController,
    TeamController,
    ReplyTemplatesController,
    StatementsController,
    NightlyPricingController,
    RotaController,
    TurnoversController,
  ],
  providers: [
    FinanceService,
    FinanceRepository,
    LedgerService,
    LedgerRepository,
    PayoutsService,
    KpisService,
    ExpensesService,
    ExpensesRepository,
    MaintenanceService,
    MaintenanceTasksRepository,
    AccessService,
    AccessRepository,
    InvitationsService,
    StaffInvitationsRepository,
    TeamService,
    EmployeesRepository,
    ReplyTemplatesService,
    ReplyTemplatesRepository,
    StatementsService,
    StatementsRepository,
    NightlyPricingService,
    RotaService,
    RotaRepository,
    TurnoversService,
  ],
  exports: [LedgerService, StatementsService],
})
export class BackOfficeModule {}
