import { FinancialRecord } from './finance/financial-record.entity.ts';
import { ExpenseCategory } from './expenses/expense-category.entity.ts';
import { ExpenseItem } from './expenses/expense-item.entity.ts';
import { MaintenanceTask } from './maintenance/maintenance-task.entity.ts';
import { Employee } from './team/employee.entity.ts';
import { StaffInvitation } from './access/staff-invitation.entity.ts';
import { ReplyTemplate } from './replies/reply-template.entity.ts';
import { ShareholderStatement } from './statements/shareholder-statement.entity.ts';
import { Shift } from './rota/shift.entity.ts';
import { ShiftPerson } from './rota/shift-person.entity.ts';

/** The back office's entities, for the app's list (bootstrap/entities.ts). */
export const BACK_OFFICE_ENTITIES = [FinancialRecord, ExpenseCategory, ExpenseItem, MaintenanceTask, Employee, StaffInvitation, ReplyTemplate, ShareholderStatement, Shift, ShiftPerson];
