import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
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
import { createdImage, imageOf, type RowCodec } from '../../journal/row-codec.ts';
import { EmployeesRepository, type EmployeeRow } from './employees.repository.ts';
import { employeeCodec } from './employee-codec.ts';
import { checkedProfile, type EmployeeProfile } from './employee-input.ts';
import { ApiException } from '../../common/api-exception.ts';

function toEmployeeResponse(employee: EmployeeRow, today: string): EmployeeResponse {
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
  private readonly codec: RowCodec<EmployeeRow>;

  constructor(
    private readonly employees: EmployeesRepository,
    private readonly journal: BackOfficeJournal,
  ) {
    this.codec = employeeCodec(employees);
  }

  async list(query: EmployeeListQuery, reader: Actor, now = new Date()): Promise<EmployeesResponse> {
    const today = todayInBali(now);
    const roster = (await this.employees.roster()).map((employee) => toEmployeeResponse(employee, today));
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
      activity: await this.journal.activity('team', ACTIVITY_LOG_LIMITS.team),
      ...(await this.journal.undoState('team', reader)),
    };
  }

  async create(body: CreateEmployeeBody, actor: Actor, now = new Date()): Promise<EmployeeResponse> {
    const today = todayInBali(now);
    const profile = checkedProfile({ ...body, status: body.status ?? 'active' }, today);
    return this.journal.change(
      'team',
      async () => {
        const employee: EmployeeRow = { id: randomUUID(), ...profile, seedKey: null, removedAt: null, createdAt: new Date().toISOString() };
        await this.employees.insert(employee);
        const message = `Added ${employee.name} as ${roleLabel(employee.role)} at ${formatIdr(employee.wage)} a month`;
        await this.journal.record('team', actor, {
          action: 'employee.added',
          message,
          details: { name: employee.name, role: employee.role, wage: employee.wage },
          subjectId: employee.id,
        }, [createdImage('employee', employee.id)]);
        return toEmployeeResponse(employee, today);
      },
      ['maintenance', 'rota'],
    );
  }

  /** Save in the drawer: the changed fields on top of the stored profile, checked as a whole. */
  async update(id: string, body: UpdateEmployeeBody, actor: Actor, now = new Date()): Promise<EmployeeResponse> {
    const today = todayInBali(now);
    return this.journal.change(
      'team',
      async () => {
        const before = await this.find(id);
        const current: EmployeeProfile = pickProfile(before);
        const profile = checkedProfile({ ...current, ...definedOnly(body) }, today);
        const changed = PROFILE_FIELDS.filter((field) => profile[field] !== current[field]);
        if (changed.length === 0) return toEmployeeResponse(before, today);
        const image = imageOf(this.codec, before);
        const employee: EmployeeRow = { ...before, ...profile };
        await this.employees.updateProfile(employee.id, profile);
        const wage = changed.includes('wage') ? `; wage ${formatIdr(current.wage)} → ${formatIdr(profile.wage)}` : '';
        const message = `Updated ${employee.name} (${changed.join(', ')})${wage}`;
        await this.journal.record('team', actor, {
          action: 'employee.updated',
          message,
          details: { name: employee.name, fields: changed.join(', ') },
          subjectId: employee.id,
        }, [image]);
        return toEmployeeResponse(employee, today);
      },
      ['maintenance', 'rota'],
    );
  }

  async remove(id: string, actor: Actor, now = new Date()): Promise<EmployeeResponse> {
    const today = todayInBali(now);
    return this.journal.change(
      'team',
      async () => {
        const employee = await this.find(id);
        const image = imageOf(this.codec, employee);
        await this.employees.markRemoved(employee.id, now);
        const message = `Removed ${employee.name} from the roster`;
        await this.journal.record('team', actor, { action: 'employee.removed', message, details: { name: employee.name }, subjectId: employee.id }, [image]);
        return toEmployeeResponse(employee, today);
      },
      ['maintenance', 'rota'],
    );
  }

  undo(actor: Actor): Promise<UndoResponse> {
    return this.journal.undo('team', actor, {
      message: 'Reverted team change',
      codecs: [this.codec],
      subjectKind: 'employee',
      alsoChanged: ['maintenance', 'rota'],
    });
  }

  /** The drawer's History tab: the latest 12 log lines about this teammate (also after removal). */
  async history(id: string): Promise<EmployeeHistoryResponse> {
    if (!(await this.employees.exists(id))) throw new ApiException('backOffice.notFound', { what: 'teammate' });
    return { employeeId: id, entries: await this.journal.activity('team', EMPLOYEE_HISTORY_LIMIT, id) };
  }

  private async find(id: string): Promise<EmployeeRow> {
    const employee = await this.employees.find(id);
    if (!employee) throw new ApiException('backOffice.notFound', { what: 'teammate' });
    return employee;
  }
}

function pickProfile(employee: EmployeeRow): EmployeeProfile {
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

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}
