import type { ActivityEntryResponse } from '@prana/contracts';

/** The panels that keep an activity log. */
export type ActivityPanel = 'expenses' | 'maintenance' | 'access' | 'team' | 'replies' | 'pricing' | 'rota' | 'offerings';

/** Keys under backOffice:activity. */
export type ActivityKey =
  | 'undone'
  | 'undo.expenses'
  | 'undo.maintenance'
  | 'undo.team'
  | 'undo.replies'
  | 'undo.pricing'
  | 'undo.rota'
  | 'undo.offerings'
  | 'expense.added'
  | 'category.created'
  | 'budget.adjusted'
  | 'task.added'
  | 'task.completed'
  | 'task.assigned'
  | 'task.unassigned'
  | 'user.invited'
  | 'user.reinvited'
  | 'user.role-changed'
  | 'user.suspended'
  | 'user.activated'
  | 'user.removed'
  | 'module.granted'
  | 'module.removed'
  | 'outbound.rotated'
  | 'feed.removed'
  | 'guestData.erased'
  | 'employee.added'
  | 'employee.updated'
  | 'employee.removed'
  | 'reply.added'
  | 'reply.edited'
  | 'reply.stageEdited'
  | 'reply.removed'
  | 'rate.changed'
  | 'season.added'
  | 'season.edited'
  | 'season.removed'
  | 'override.set'
  | 'override.removed'
  | 'shift.added'
  | 'shift.changed'
  | 'shift.removed'
  | 'offering.drafted'
  | 'offering.draftCleared'
  | 'offering.published';

/** How the values of a log line are shown in the chosen language. */
export interface ActivityFormat {
  idr: (amount: number) => string;
  date: (isoDate: string) => string;
  role: (role: string) => string;
  module: (module: string) => string;
  employeeRole: (role: string) => string;
  /** A profile field name (wage, lastReview…) as a label. */
  field: (field: string) => string;
  /** A team (an employee department id) by its label. */
  team: (team: string) => string;
  /** A maintenance task's name: a seeded one (its seed key logged with it) in the chosen language. */
  task: (task: string, seedKey: string | null) => string;
}

type Kind = 'text' | 'idr' | 'date' | 'role' | 'module' | 'employeeRole' | 'fields' | 'task' | 'team';

// Each action: its template and the details it reads, with how each one is shown.
const ACTIONS: Readonly<Record<string, { key: ActivityKey; values: Readonly<Record<string, Kind>> }>> = {
  'expense.added': { key: 'expense.added', values: { label: 'text', amount: 'idr', category: 'text' } },
  'category.created': { key: 'category.created', values: { category: 'text', budget: 'idr' } },
  'budget.adjusted': { key: 'budget.adjusted', values: { category: 'text', from: 'idr', to: 'idr' } },
  'task.added': { key: 'task.added', values: { task: 'task', villa: 'text', nextDue: 'date' } },
  'task.completed': { key: 'task.completed', values: { task: 'task', villa: 'text', nextDue: 'date' } },
  'task.assigned': { key: 'task.assigned', values: { task: 'task', villa: 'text', assignee: 'text' } },
  'task.unassigned': { key: 'task.unassigned', values: { task: 'task', villa: 'text' } },
  'user.invited': { key: 'user.invited', values: { name: 'text', email: 'text', role: 'role' } },
  'user.reinvited': { key: 'user.reinvited', values: { name: 'text' } },
  'user.role-changed': { key: 'user.role-changed', values: { name: 'text', from: 'role', to: 'role' } },
  'user.suspended': { key: 'user.suspended', values: { name: 'text' } },
  'user.activated': { key: 'user.activated', values: { name: 'text' } },
  'user.removed': { key: 'user.removed', values: { name: 'text', email: 'text' } },
  'module.granted': { key: 'module.granted', values: { name: 'text', module: 'module' } },
  'module.removed': { key: 'module.removed', values: { name: 'text', module: 'module' } },
  'outbound.rotated': { key: 'outbound.rotated', values: { villa: 'text' } },
  'feed.removed': { key: 'feed.removed', values: { feed: 'text', villa: 'text', released: 'text' } },
  'guestData.erased': { key: 'guestData.erased', values: { code: 'text' } },
  'employee.added': { key: 'employee.added', values: { name: 'text', role: 'employeeRole', wage: 'idr' } },
  'employee.updated': { key: 'employee.updated', values: { name: 'text', fields: 'fields' } },
  'employee.removed': { key: 'employee.removed', values: { name: 'text' } },
  'reply.added': { key: 'reply.added', values: { title: 'text' } },
  'reply.edited': { key: 'reply.edited', values: { title: 'text' } },
  'reply.stageEdited': { key: 'reply.stageEdited', values: { title: 'text' } },
  'reply.removed': { key: 'reply.removed', values: { title: 'text' } },
  'rate.changed': { key: 'rate.changed', values: { villa: 'text', baseRate: 'idr', minStay: 'text' } },
  'season.added': { key: 'season.added', values: { season: 'text', from: 'date', to: 'date', percent: 'text' } },
  'season.edited': { key: 'season.edited', values: { season: 'text', from: 'date', to: 'date', percent: 'text' } },
  'season.removed': { key: 'season.removed', values: { season: 'text', from: 'date', to: 'date' } },
  'override.set': { key: 'override.set', values: { villa: 'text', night: 'date', rate: 'idr' } },
  'override.removed': { key: 'override.removed', values: { villa: 'text', night: 'date' } },
  'shift.added': { key: 'shift.added', values: { team: 'team', day: 'date', start: 'text', end: 'text' } },
  'shift.changed': { key: 'shift.changed', values: { team: 'team', day: 'date', start: 'text', end: 'text' } },
  'shift.removed': { key: 'shift.removed', values: { team: 'team', day: 'date', start: 'text', end: 'text' } },
  'offering.drafted': { key: 'offering.drafted', values: { name: 'text' } },
  'offering.draftCleared': { key: 'offering.draftCleared', values: { name: 'text' } },
  'offering.published': { key: 'offering.published', values: { count: 'text' } },
};

const UNDO_KEYS: Partial<Record<ActivityPanel, ActivityKey>> = {
  expenses: 'undo.expenses',
  maintenance: 'undo.maintenance',
  team: 'undo.team',
  replies: 'undo.replies',
  pricing: 'undo.pricing',
  rota: 'undo.rota',
  offerings: 'undo.offerings',
};

function show(value: string | number, kind: Kind, format: ActivityFormat, details: ActivityEntryResponse['details']): string | null {
  switch (kind) {
    case 'task':
      return format.task(String(value), typeof details.taskSeed === 'string' ? details.taskSeed : null);
    case 'idr':
      return typeof value === 'number' && Number.isFinite(value) ? format.idr(value) : null;
    case 'date':
      return format.date(String(value));
    case 'role':
      return format.role(String(value));
    case 'module':
      return format.module(String(value));
    case 'employeeRole':
      return format.employeeRole(String(value));
    case 'team':
      return format.team(String(value));
    case 'fields':
      return String(value)
        .split(',')
        .map((field) => format.field(field.trim()))
        .join(', ');
    default:
      return String(value);
  }
}

/** A log line's template key and its values in the chosen language. */
export interface DescribedActivity {
  key: ActivityKey;
  values: Record<string, string>;
  /** An undo line: the change it reverted, worded the same way ("Undid: {{change}}"). */
  undone?: DescribedActivity;
}

/**
 * A log line as a template and its values in the chosen language; null when the action or its
 * details are not known here (the line then shows the api's English message). An undo line
 * names the change it reverted (its details are that change's, with `reverted` its action).
 */
export function describeActivity(
  entry: Pick<ActivityEntryResponse, 'action' | 'details'>,
  panel: ActivityPanel,
  format: ActivityFormat,
): DescribedActivity | null {
  if (entry.action === 'undo') {
    const reverted = entry.details.reverted;
    const undone = typeof reverted === 'string' && reverted !== 'undo' ? describeActivity({ action: reverted, details: entry.details }, panel, format) : null;
    if (undone) return { key: 'undone', values: {}, undone };
    const key = UNDO_KEYS[panel];
    return key ? { key, values: {} } : null;
  }
  const action = ACTIONS[entry.action];
  if (!action) return null;
  const values: Record<string, string> = {};
  for (const [name, kind] of Object.entries(action.values)) {
    const raw = entry.details[name];
    if (raw === undefined || raw === null) return null;
    const shown = show(raw, kind, format, entry.details);
    if (shown === null) return null;
    values[name] = shown;
  }
  return { key: action.key, values };
}
