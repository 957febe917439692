import type { MaintenancePriority, MaintenanceTaskResponse } from '@prana/contracts';

/** The priority table's order: overdue first, then due soon, scheduled, completed. */
const PRIORITY_ORDER: readonly MaintenancePriority[] = ['overdue', 'dueSoon', 'scheduled', 'completed'];

/** Tasks by priority, then soonest due first (a task without a readable date last), then by name. */
export function byPriority<T extends Pick<MaintenanceTaskResponse, 'priority' | 'dueInDays' | 'task'>>(tasks: readonly T[]): T[] {
  const due = (task: T) => task.dueInDays ?? Number.POSITIVE_INFINITY;
  return [...tasks].sort(
    (a, b) => PRIORITY_ORDER.indexOf(a.priority) - PRIORITY_ORDER.indexOf(b.priority) || due(a) - due(b) || a.task.localeCompare(b.task),
  );
}

/** The assignee dropdown's options: the api's list, plus a current assignee no longer on it (so it still shows). */
export function assigneeChoices(options: readonly string[], current: string | null): string[] {
  return current !== null && !options.includes(current) ? [...options, current] : [...options];
}

/** Badge tone of a priority. */
export function priorityTone(priority: MaintenancePriority): 'danger' | 'warn' | 'ok' | 'muted' {
  switch (priority) {
    case 'overdue':
      return 'danger';
    case 'dueSoon':
      return 'warn';
    case 'completed':
      return 'ok';
    default:
      return 'muted';
  }
}
