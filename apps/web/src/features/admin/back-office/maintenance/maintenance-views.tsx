import { useTranslation } from 'react-i18next';
import { formatDate, relativeDayText } from '@prana/domain';
import { useLanguage } from '../../../../lib/use-language.ts';
import { byPriority } from './maintenance-order.ts';
import { AssigneeSelect, PriorityBadge, type ShownTask, type TaskActions } from './task-controls.tsx';
import tables from '../../../../components/data-table.module.css';
import shared from '../shared/back-office.module.css';
import styles from './maintenance.module.css';

interface ViewProps {
  tasks: readonly ShownTask[];
  assigneeOptions: readonly string[];
  focused: string | null;
  flashing: ReadonlySet<string>;
  onFocus: (id: string) => void;
  /** Null when the viewer cannot write. */
  actions: TaskActions | null;
}

function rowClass(task: ShownTask, focused: string | null, flashing: ReadonlySet<string>): string {
  return [focused === task.id ? shared.highlighted : '', flashing.has(task.id) ? shared.flash : ''].join(' ');
}

/** Timeline: the tasks by next due date, soonest first, each with its relative day. */
export function MaintenanceTimeline({ tasks, assigneeOptions, focused, flashing, onFocus, actions }: ViewProps) {
  const { t } = useTranslation('backOffice');
  const { language } = useLanguage();
  return (
    <ol className={styles.timeline} data-testid="maintenance-timeline">
      {tasks.map((task) => (
        <li
          key={task.id}
          className={`${styles.item} ${rowClass(task, focused, flashing)}`}
          data-priority={task.priority}
          data-testid="maintenance-task"
          data-task={task.task}
        >
          <div className={styles.when}>
            <span className={styles.relative}>{task.dueInDays === null ? '—' : relativeDayText(task.dueInDays, language)}</span>
            <span className={styles.date} data-testid="task-next-due">
              {formatDate(task.nextDue, language)}
            </span>
          </div>
          <div className={styles.what}>
            <button type="button" className={`${shared.rowButton} ${styles.taskName}`} aria-pressed={focused === task.id} onClick={() => onFocus(task.id)}>
              {task.taskText}
            </button>
            <span className={shared.muted}>
              {task.villa} · {task.areaText} · {t('maintenance.every', { count: task.recurrenceMonths })}
            </span>
          </div>
          <div className={styles.controls}>
            <PriorityBadge task={task} />
            <AssigneeSelect task={task} options={assigneeOptions} actions={actions} />
            {actions ? (
              <button type="button" className={`${shared.btn} ${shared.compact}`} onClick={() => actions.complete(task)} disabled={actions.busy}>
                {t('maintenance.markComplete')}
              </button>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Priority table: overdue first, with Complete now on each row. */
export function MaintenanceTable({ tasks, assigneeOptions, focused, flashing, onFocus, actions }: ViewProps) {
  const { t } = useTranslation('backOffice');
  const { language } = useLanguage();
  return (
    <div className={tables.scroll}>
      <table className={tables.table} data-testid="maintenance-table">
        <thead>
          <tr>
            <th scope="col">{t('maintenance.priority')}</th>
            <th scope="col">{t('labels.task')}</th>
            <th scope="col">{t('labels.villa')}</th>
            <th scope="col">{t('labels.area')}</th>
            <th scope="col">{t('maintenance.nextDue')}</th>
            <th scope="col">{t('labels.assignee')}</th>
            {actions ? (
              <th scope="col">
                <span className="visually-hidden">{t('maintenance.completeNow')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {byPriority(tasks).map((task) => (
            <tr key={task.id} className={rowClass(task, focused, flashing)} data-testid="maintenance-task" data-task={task.task}>
              <td>
                <PriorityBadge task={task} />
              </td>
              <td>
                <button type="button" className={shared.rowButton} aria-pressed={focused === task.id} onClick={() => onFocus(task.id)}>
                  {task.taskText}
                </button>
              </td>
              <td>{task.villa}</td>
              <td>{task.areaText}</td>
              <td style={{ whiteSpace: 'nowrap' }}>
                <span data-testid="task-next-due">{formatDate(task.nextDue, language)}</span>
                {task.dueInDays !== null ? <span className={tables.sub}>{relativeDayText(task.dueInDays, language)}</span> : null}
              </td>
              <td>
                <AssigneeSelect task={task} options={assigneeOptions} actions={actions} />
              </td>
              {actions ? (
                <td>
                  <button type="button" className={`${shared.btn} ${shared.compact}`} onClick={() => actions.complete(task)} disabled={actions.busy}>
                    {t('maintenance.completeNow')}
                  </button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The focused task in full: dates, recurrence, notes. */
export function TaskFocus({ task, onClear }: { task: ShownTask; onClear: () => void }) {
  const { t } = useTranslation('backOffice');
  const { language } = useLanguage();
  return (
    <section className={styles.focus} aria-live="polite" data-testid="maintenance-focus">
      <div className={styles.focusHead}>
        <h4 className={shared.subheading}>{task.taskText}</h4>
        <button type="button" className={`${shared.btn} ${shared.compact}`} onClick={onClear}>
          {t('maintenance.clearFocus')}
        </button>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('labels.villa')}</dt>
          <dd>{task.villa}</dd>
        </div>
        <div>
          <dt>{t('labels.area')}</dt>
          <dd>{task.areaText}</dd>
        </div>
        <div>
          <dt>{t('maintenance.lastCompleted')}</dt>
          <dd>{formatDate(task.lastCompleted, language)}</dd>
        </div>
        <div>
          <dt>{t('maintenance.nextDue')}</dt>
          <dd>{formatDate(task.nextDue, language)}</dd>
        </div>
        <div>
          <dt>{t('labels.recurrence')}</dt>
          <dd>{t('maintenance.every', { count: task.recurrenceMonths })}</dd>
        </div>
      </dl>
      {task.notesText ? <p className={shared.muted}>{task.notesText}</p> : null}
    </section>
  );
}
