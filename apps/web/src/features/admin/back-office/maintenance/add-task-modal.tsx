import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VILLAS } from '@prana/catalogue';
import type { CreateMaintenanceTaskBody } from '@prana/contracts';
import { DEFAULT_RECURRENCE_MONTHS, formatDate, isIsoDate, nextDueFrom } from '@prana/domain';
import { useLanguage } from '../../../../lib/use-language.ts';
import { FormField } from '../shared/form-field.tsx';
import { amountFrom, noteFrom } from '../shared/form-values.ts';
import { ModalDialog } from '../../../../components/modal-dialog.tsx';
import { useAddTask } from '../api/maintenance.ts';
import { useSubmit } from '../shared/use-submit.ts';
import { useAssigneeLabel } from './task-controls.tsx';
import shared from '../shared/back-office.module.css';
import { ModalActions } from '../../../../components/modal-actions.tsx';

interface AddTaskProps {
  open: boolean;
  today: string;
  assigneeOptions: readonly string[];
  onClose: () => void;
  onSaved: () => void;
}

/** Add maintenance task: task, villa and area required; recurrence in months (default 6); notes and assignee optional. */
export function AddTaskModal({ open, onClose, ...form }: AddTaskProps) {
  const { t } = useTranslation('backOffice');
  return (
    <ModalDialog open={open} title={t('maintenance.addTitle')} onClose={onClose} testId="add-task-modal">
      <AddTaskForm onClose={onClose} {...form} />
    </ModalDialog>
  );
}

const FIELDS = ['task', 'villa', 'area', 'lastCompleted', 'recurrenceMonths', 'notes', 'assignee'] as const;

function AddTaskForm({ today, assigneeOptions, onClose, onSaved }: Omit<AddTaskProps, 'open'>) {
  const { t } = useTranslation('backOffice');
  const { language } = useLanguage();
  const assigneeLabel = useAssigneeLabel();
  const addTask = useAddTask();
  const submit = useSubmit(addTask);
  const villasId = useId();
  const [values, setValues] = useState({
    task: '',
    villa: '',
    area: '',
    lastCompleted: today,
    recurrenceMonths: String(DEFAULT_RECURRENCE_MONTHS),
    notes: '',
    assignee: '',
  });
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));
  const recurrence = amountFrom(values.recurrenceMonths);
  const preview =
    isIsoDate(values.lastCompleted) && recurrence !== undefined && Number.isInteger(recurrence) && recurrence >= 1 && recurrence <= 120
      ? nextDueFrom(values.lastCompleted, recurrence)
      : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body: Partial<CreateMaintenanceTaskBody> = {
      task: values.task,
      villa: values.villa,
      area: values.area,
      lastCompleted: values.lastCompleted || undefined,
      recurrenceMonths: recurrence,
      notes: noteFrom(values.notes),
      assignee: values.assignee === '' ? null : values.assignee,
    };
    addTask.mutate(body, { onSuccess: onSaved });
  };

  return (
    <form className={shared.form} onSubmit={onSubmit} noValidate>
      {submit.formError(FIELDS) ? (
        <p className={shared.alert} role="alert" data-testid="form-error">
          {submit.formError(FIELDS)}
        </p>
      ) : null}
      <FormField label={t('labels.task')} error={submit.fields.task}>
        {(control) => <input {...control} className={shared.input} value={values.task} onChange={set('task')} name="task" maxLength={200} />}
      </FormField>
      <div className={shared.formRow}>
        <FormField label={t('labels.villa')} error={submit.fields.villa} hint={t('maintenance.villaHint')}>
          {(control) => <input {...control} className={shared.input} value={values.villa} onChange={set('villa')} name="villa" list={villasId} maxLength={120} />}
        </FormField>
        <FormField label={t('labels.area')} error={submit.fields.area}>
          {(control) => <input {...control} className={shared.input} value={values.area} onChange={set('area')} name="area" maxLength={80} />}
        </FormField>
      </div>
      <datalist id={villasId}>
        {VILLAS.map((villa) => (
          <option key={villa.id} value={villa.name} />
        ))}
      </datalist>
      <div className={shared.formRow}>
        <FormField label={t('labels.lastCompleted')} error={submit.fields.lastCompleted}>
          {(control) => <input {...control} className={shared.input} type="date" value={values.lastCompleted} onChange={set('lastCompleted')} name="lastCompleted" />}
        </FormField>
        <FormField
          label={t('labels.recurrence')}
          error={submit.fields.recurrenceMonths}
          hint={preview ? t('maintenance.nextDuePreview', { date: formatDate(preview, language) }) : undefined}
        >
          {(control) => (
            <input
              {...control}
              className={shared.input}
              type="number"
              inputMode="numeric"
              min={1}
              max={120}
              step={1}
              value={values.recurrenceMonths}
              onChange={set('recurrenceMonths')}
              name="recurrenceMonths"
            />
          )}
        </FormField>
      </div>
      <FormField label={t('labels.assignee')} error={submit.fields.assignee}>
        {(control) => (
          <select {...control} className={shared.select} value={values.assignee} onChange={set('assignee')} name="assignee">
            <option value="">{t('maintenance.unassigned')}</option>
            {assigneeOptions.map((option) => (
              <option key={option} value={option}>
                {assigneeLabel(option)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('labels.notes')} error={submit.fields.notes}>
        {(control) => <textarea {...control} className={shared.textarea} value={values.notes} onChange={set('notes')} name="notes" maxLength={1000} />}
      </FormField>
      <ModalActions className={shared.formActions} cancelClassName={shared.btn} onCancel={onClose} cancelLabel={t('common.cancel')}>
        <button type="submit" className={`${shared.btn} ${shared.primary}`} disabled={submit.pending}>
          {submit.pending ? t('common.saving') : t('maintenance.addSubmit')}
        </button>
      </ModalActions>
    </form>
  );
}
