import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EMPLOYEE_ROLES } from '@prana/catalogue';
import type {
  CreateEmployeeBody,
  EmployeeHistoryResponse,
  EmployeeListQuery,
  EmployeeResponse,
  EmployeesResponse,
  TeamMetricsResponse,
  UndoResponse,
  UpdateEmployeeBody,
} from '@prana/contracts';
import { ACTIVITY_LOG_LIMITS, EMPLOYEE_HISTORY_LIMIT, formatIdr, reviewState, todayInBali } from '@prana/domain';
import { BackOfficeJournal, type Actor } from '../../journal/back-office-journal.service.ts';
import { createdImage, imageOf } from '../../journal/row-codec.ts';
import { Employee } from './employee.entity.ts';
import { EMPLOYEE_CODEC } from './employee-codec.ts';
import { checkedProfile, type EmployeeProfile } from './employee-input.ts';
import { ApiException } from '../../common/api-exception.ts';

function toEmployeeResponse(employee: Employee, today: string): EmployeeResponse {
  return {
    id: employee.id,
    name: employee.name,
    role: employee.role,
    department: employee.department,
    wage: employee.wage,
    startDate: employee.startDate,
    lastReview: employee.lastReview,
    status: employee.status,
    notes: employee.notes,
    review: reviewState(employee.lastReview, today),
  };
}

function metricsOf(roster: readonly EmployeeResponse[]): TeamMetricsResponse {
  const monthlyPayroll = roster.reduce((sum, employee) => sum + employee.wage, 0);
  return {
    headcount: roster.length,
    monthlyPayroll,
    averageWage: roster.length > 0 ? Math.round(monthlyPayroll / roster.length) : 0,
    reviewsDue: roster.filter((employee) => employee.review.state === 'due').length,
    reviewsOverdue: roster.filter((employee) => employee.review.state === 'overdue').length,
  };
}

const roleLabel = (role: string) => EMPLOYEE_ROLES.find((option) => option.id === role)?.label.en ?? role;
const PROFILE_FIELDS = ['name', 'role', 'department', 'wage', 'startDate', 'lastReview', 'status', 'notes'] as const;

/** Team and wages (/admin/master/team). Removal keeps the row so Undo can bring it back. */
@Injectable()
export class TeamService {
  constructor(
    private readonly em: EntityManager,
    private readonly journal: BackOfficeJournal,
  ) {}

  async list(query: EmployeeListQuery, reader: Actor, now = new Date()): Promise<EmployeesResponse> {
    const em = this.em.fork();
    const today = todayInBali(now);
    const roster = (await em.find(Employee, { removedAt: null }, { orderBy: { name: 'asc', id: 'asc' } })).map((employee) =>
      toEmployeeResponse(employee, today),
    );
    const wanted = (value: string | undefined) => (value && value !== 'all' ? value : undefined);
    const role = wanted(query.role);
    const department = wanted(query.department);
    const search = query.search?.trim().toLowerCase();
    return {
      today,
      employees: roster.filter(
        (employee) =>
          (!role || employee.role === role) &&
          (!department || employee.department === department) &&
          (!search || employee.name.toLowerCase().includes(search)),
      ),
      metrics: metricsOf(roster),
      activity: await this.journal.activity(em, 'team', ACTIVITY_LOG_LIMITS.team),
      ...(await this.journal.undoState(em, 'team', reader)),
    };
  }

  async create(body: CreateEmployeeBody, actor: Actor, now = new Date()): Promise<EmployeeResponse> {
    const today = todayInBali(now);
    const profile = checkedProfile({ ...body, status: body.status ?? 'active' }, today);
    return this.journal.change(
      'team',
      async (tx) => {
        const employee = new Employee(profile);
        assignProfile(employee, profile);
        tx.persist(employee);
        const message = `Added ${employee.name} as ${roleLabel(employee.role)} at ${formatIdr(employee.wage)} a month`;
        await this.journal.record(tx, 'team', actor, {
          action: 'employee.added',
          message,
          details: { name: employee.name, role: employee.role, wage: employee.wage },
          subjectId: employee.id,
        }, [createdImage('employee', employee.id)]);
        return toEmployeeResponse(employee, today);
      },
      ['maintenance'],
    );
  }

  /** Save in the drawer: the changed fields on top of the stored profile, checked as a whole. */
  async update(id: string, body: UpdateEmployeeBody, actor: Actor, now = new Date()): Promise<EmployeeResponse> {
    const today = todayInBali(now);
    return this.journal.change(
      'team',
      async (tx) => {
        const employee = await this.find(tx, id);
        const current: EmployeeProfile = pickProfile(employee);
        const profile = checkedProfile({ ...current, ...definedOnly(body) }, today);
        const changed = PROFILE_FIELDS.filter((field) => profile[field] !== current[field]);
        if (changed.length === 0) return toEmployeeResponse(employee, today);
        const image = imageOf(EMPLOYEE_CODEC, employee);
        assignProfile(employee, profile);
        const wage = changed.includes('wage') ? `; wage ${formatIdr(current.wage)} → ${formatIdr(profile.wage)}` : '';
        const message = `Updated ${employee.name} (${changed.join(', ')})${wage}`;
        await this.journal.record(tx, 'team', actor, {
          action: 'employee.updated',
          message,
          details: { name: employee.name, fields: changed.join(', ') },
          subjectId: employee.id,
        }, [image]);
        return toEmployeeResponse(employee, today);
      },
      ['maintenance'],
    );
  }

  async remove(id: string, actor: Actor, now = new Date()): Promise<EmployeeResponse> {
    const today = todayInBali(now);
    return this.journal.change(
      'team',
      async (tx) => {
        const employee = await this.find(tx, id);
        const image = imageOf(EMPLOYEE_CODEC, employee);
        employee.removedAt = now;
        const message = `Removed ${employee.name} from the roster`;
        await this.journal.record(tx, 'team', actor, { action: 'employee.removed', message, details: { name: employee.name }, subjectId: employee.id }, [image]);
        return toEmployeeResponse(employee, today);
      },
      ['maintenance'],
    );
  }

  undo(actor: Actor): Promise<UndoResponse> {
    return this.journal.undo('team', actor, {
      message: 'Reverted team change',
      codecs: [EMPLOYEE_CODEC],
      subjectKind: 'employee',
      alsoChanged: ['maintenance'],
    });
  }

  /** The drawer's History tab: the latest 12 log lines about this teammate (also after removal). */
  async history(id: string): Promise<EmployeeHistoryResponse> {
    const em = this.em.fork();
    if (!(await em.count(Employee, { id }))) throw new ApiException('backOffice.notFound', { what: 'teammate' });
    return { employeeId: id, entries: await this.journal.activity(em, 'team', EMPLOYEE_HISTORY_LIMIT, id) };
  }

  private async find(em: EntityManager, id: string): Promise<Employee> {
    const employee = await em.findOne(Employee, { id, removedAt: null });
    if (!employee) throw new ApiException('backOffice.notFound', { what: 'teammate' });
    return employee;
  }
}

function pickProfile(employee: Employee): EmployeeProfile {
  return {
    name: employee.name,
    role: employee.role,
    department: employee.department,
    wage: employee.wage,
    startDate: employee.startDate,
    lastReview: employee.lastReview,
    status: employee.status,
    notes: employee.notes,
  };
}

function assignProfile(employee: Employee, profile: EmployeeProfile): void {
  Object.assign(employee, profile);
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}
