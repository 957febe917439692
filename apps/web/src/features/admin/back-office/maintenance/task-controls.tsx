import { useTranslation } from 'react-i18next';
import { EXTERNAL_VENDOR, MAINTENANCE_PRIORITY_LABELS } from '@prana/catalogue';
import type { MaintenanceTaskResponse } from '@prana/contracts';
import { useLocalized } from '../../../../lib/use-language.ts';
import { assigneeChoices, priorityTone } from './maintenance-order.ts';
import shared from '../shared/back-office.module.css';
import tables from '../../../../components/data-table.module.css';

/** A task with its texts in the chosen language. */
export type ShownTask = MaintenanceTaskResponse & { taskText: string; areaText: string; notesText: string | null };

/** What a row or card can do, when the viewer may write. */
export interface TaskActions {
  assign: (task: ShownTask, assignee: string | null) => void;
  complete: (task: ShownTask) => void;
  busy: boolean;
}

export function PriorityBadge({ task }: { task: ShownTask }) {
  const localize = useLocalized();
  return (
    <span className={tables.chip} data-tone={priorityTone(task.priority)} data-testid="task-priority">
      {localize(MAINTENANCE_PRIORITY_LABELS[task.priority])}
    </span>
  );
}

/** An assignee as shown: a teammate's name, or 'External vendor' in the chosen language. */
export function useAssigneeLabel(): (assignee: string | null) => string {
  const { t } = useTranslation('backOffice');
  return (assignee) => (assignee === null ? t('maintenance.unassigned') : assignee === EXTERNAL_VENDOR ? t('maintenance.externalVendor') : assignee);
}

/** The assignee dropdown (read only: the name as text). */
export function AssigneeSelect({ task, options, actions }: { task: ShownTask; options: readonly string[]; actions: TaskActions | null }) {
  const { t } = useTranslation('backOffice');
  const label = useAssigneeLabel();
  if (!actions) return <span>{label(task.assignee)}</span>;
  return (
    <select
      className={shared.selectCompact}
      value={task.assignee ?? ''}
      onChange={(event) => actions.assign(task, event.target.value === '' ? null : event.target.value)}
      aria-label={t('maintenance.assigneeFor', { task: task.taskText })}
      disabled={actions.busy}
      data-testid="task-assignee"
    >
      <option value="">{t('maintenance.unassigned')}</option>
      {assigneeChoices(options, task.assignee).map((option) => (
        <option key={option} value={option}>
          {label(option)}
        </option>
      ))}
    </select>
  );
}
