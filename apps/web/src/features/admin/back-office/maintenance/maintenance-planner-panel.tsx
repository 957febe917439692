import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAINTENANCE_FILTER_LABELS, MAINTENANCE_TASKS } from '@prana/catalogue';
import { MAINTENANCE_FILTERS } from '@prana/contracts';
import type { MaintenanceFilter } from '@prana/domain';
import { useLanguage, useLocalized } from '../../../../lib/use-language.ts';
import { Panel } from '../../panels/panel.tsx';
import { ActivityLog } from '../shared/activity-log.tsx';
import { signaturesOf } from '../shared/changed-keys.ts';
import { PanelState } from '../shared/panel-state.tsx';
import type { BackOfficePanelProps } from '../shared/panel-props.ts';
import { seededText, seedOf } from '../shared/seeded.ts';
import { Segmented } from '../shared/segmented.tsx';
import { useCompleteTask, useMaintenanceTasks, useUndoMaintenance, useUpdateTask } from '../api/maintenance.ts';
import { useFlash } from '../shared/use-flash.ts';
import { useSubmit } from '../shared/use-submit.ts';
import { AddTaskModal } from './add-task-modal.tsx';
import { MaintenanceTable, MaintenanceTimeline, TaskFocus } from './maintenance-views.tsx';
import type { ShownTask, TaskActions } from './task-controls.tsx';
import tables from '../../../../components/data-table.module.css';
import { UndoButton } from '../shared/undo-button.tsx';
import shared from '../shared/back-office.module.css';

type View = 'timeline' | 'table';

/** Maintenance planner: recurring tasks by due date, with assignees, completion and undo. */
export function MaintenancePlannerPanel({ readOnly = false }: BackOfficePanelProps) {
  const { t } = useTranslation('backOffice');
  const { language } = useLanguage();
  const localize = useLocalized();
  const [filter, setFilter] = useState<MaintenanceFilter>('all');
  const [view, setView] = useState<View>('timeline');
  const [focused, setFocused] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const query = useMaintenanceTasks(filter);
  const updateTask = useUpdateTask();
  const completeTask = useCompleteTask();
  const undoMaintenance = useUndoMaintenance();
  const write = useSubmit(updateTask, completeTask, undoMaintenance);
  const data = query.data;

  const tasks = useMemo<ShownTask[]>(
    () =>
      (data?.tasks ?? []).map((task) => {
        const seed = seedOf(MAINTENANCE_TASKS, task.seedKey);
        return {
          ...task,
          taskText: seededText(task.task, seed?.task, language),
          areaText: seededText(task.area, seed?.area, language),
          notesText: task.notes === null ? null : seededText(task.notes, seed?.notes, language),
        };
      }),
    [data, language],
  );
  const flashing = useFlash(data ? signaturesOf(tasks, (task) => task.id, (task) => [task.nextDue, task.lastCompleted, task.assignee, task.priority]) : null);
  const focusedTask = tasks.find((task) => task.id === focused);

  const actions: TaskActions | null = readOnly
    ? null
    : {
        busy: write.pending,
        assign: (task, assignee) => updateTask.mutate({ id: task.id, body: { assignee } }),
        complete: (task) => completeTask.mutate(task.id),
      };
  const undo = () => undoMaintenance.mutate();

  const panelActions = readOnly ? (
    <span className={shared.readOnly}>{t('common.readOnly')}</span>
  ) : (
    <>
      <button type="button" className={`${shared.btn} ${shared.primary}`} onClick={() => setAdding(true)} disabled={!data}>
        {t('maintenance.addTask')}
      </button>
      <UndoButton panel="maintenance" next={data?.undoNext} pending={write.pending} onUndo={undo} testId="maintenance-undo" />
    </>
  );

  const viewProps = { tasks, assigneeOptions: data?.assigneeOptions ?? [], focused, flashing, onFocus: setFocused, actions };
  return (
    <Panel title={t('maintenance.title')} lead={t('maintenance.lead')} actions={panelActions} testId="maintenance-planner" wide>
      {write.error ? (
        <p className={shared.alert} role="alert">
          {write.error}
        </p>
      ) : null}
      <div className={shared.toolbar}>
        <Segmented
          label={t('maintenance.view')}
          options={[
            { id: 'timeline', label: t('maintenance.timeline') },
            { id: 'table', label: t('maintenance.table') },
          ]}
          value={view}
          onChange={setView}
          testId="maintenance-view"
        />
        <Segmented
          label={t('maintenance.filter')}
          options={MAINTENANCE_FILTERS.map((id) => ({ id, label: localize(MAINTENANCE_FILTER_LABELS[id]) }))}
          value={filter}
          onChange={setFilter}
          testId="maintenance-filter"
        />
        <button type="button" className={`${shared.btn} ${shared.toolbarEnd}`} onClick={() => setFocused(null)} disabled={focused === null}>
          {t('maintenance.clearFocus')}
        </button>
      </div>
      {focusedTask ? <TaskFocus task={focusedTask} onClear={() => setFocused(null)} /> : null}
      {!data ? (
        <PanelState query={query} />
      ) : (
        <div className={shared.withLog}>
          <div className={shared.stack}>
            {tasks.length === 0 ? (
              <p className={tables.empty}>{t('maintenance.empty')}</p>
            ) : view === 'timeline' ? (
              <MaintenanceTimeline {...viewProps} />
            ) : (
              <MaintenanceTable {...viewProps} />
            )}
          </div>
          <ActivityLog panel="maintenance" entries={data.activity} />
        </div>
      )}
      {data && !readOnly ? (
        <AddTaskModal
          open={adding}
          today={data.today}
          assigneeOptions={data.assigneeOptions}
          onClose={() => setAdding(false)}
          onSaved={() => setAdding(false)}
        />
      ) : null}
    </Panel>
  );
}
