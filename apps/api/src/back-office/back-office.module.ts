import { Module } from '@nestjs/common';
import { StaffModule } from '../staff/staff.module.ts';
import { JournalModule } from '../journal/journal.module.ts';
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
import { ExpensesRepository } from './expenses/expenses.repository.ts';
import { MaintenanceTasksRepository } from './maintenance/maintenance-tasks.repository.ts';
import { AccessRepository } from './access/access.repository.ts';
import { StaffInvitationsRepository } from './access/staff-invitations.repository.ts';
import { EmployeesRepository } from './team/employees.repository.ts';
import { ReplyTemplatesController } from './replies/reply-templates.controller.ts';
import { ReplyTemplatesService } from './replies/reply-templates.service.ts';
import { ReplyTemplatesRepository } from './replies/reply-templates.repository.ts';
import { RotaController } from './rota/rota.controller.ts';
import { RotaService } from './rota/rota.service.ts';
import { RotaRepository } from './rota/rota.repository.ts';

/** The back office: finance, expenses, maintenance, access, team, the rota and the queue's quick replies, stored and audited. */
@Module({
  imports: [StaffModule, JournalModule],
  controllers: [
    FinanceController,
    ExpenseCategoriesController,
    ExpensesController,
    MaintenanceController,
    AccessController,
    InvitationsController,
    TeamController,
    ReplyTemplatesController,
    RotaController,
  ],
  providers: [
    FinanceService,
    FinanceRepository,
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
    RotaService,
    RotaRepository,
  ],
})
export class BackOfficeModule {}
