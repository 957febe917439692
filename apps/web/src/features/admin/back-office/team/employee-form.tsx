import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_DEPARTMENTS, EMPLOYEE_ROLES, EMPLOYEE_STATUSES } from '@prana/catalogue';
import { useLocalized } from '../../../../lib/use-language.ts';
import { FormField } from '../shared/form-field.tsx';
import type { Submit } from '../shared/use-submit.ts';
import type { EmployeeValues } from './employee-values.ts';
import shared from '../shared/back-office.module.css';
import { ModalActions } from '../../../../components/modal-actions.tsx';

const FIELDS = ['name', 'role', 'department', 'wage', 'startDate', 'lastReview', 'status', 'notes'] as const;

interface EmployeeFormProps {
  initial: EmployeeValues;
  submit: Submit;
  submitLabel: string;
  onSubmit: (values: EmployeeValues) => void;
  onCancel?: () => void;
  testId?: string;
}

/** The teammate fields, for Add and for the drawer's Profile tab; refusals show at their fields. */
export function EmployeeForm({ initial, submit, submitLabel, onSubmit, onCancel, testId }: EmployeeFormProps) {
  const { t } = useTranslation('backOffice');
  const localize = useLocalized();
  const [values, setValues] = useState(initial);
  const set = (field: keyof EmployeeValues) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));
  const formError = submit.formError(FIELDS);

  return (
    <form
      className={shared.form}
      noValidate
      data-testid={testId}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit(values);
      }}
    >
      {formError ? (
        <p className={shared.alert} role="alert" data-testid="form-error">
          {formError}
        </p>
      ) : null}
      <FormField label={t('labels.name')} error={submit.fields.name}>
        {(control) => <input {...control} className={shared.input} value={values.name} onChange={set('name')} name="name" required maxLength={160} autoComplete="off" />}
      </FormField>
      <div className={shared.formRow}>
        <FormField label={t('labels.role')} error={submit.fields.role}>
          {(control) => (
            <select {...control} className={shared.select} value={values.role} onChange={set('role')} name="role">
              <option value="">{t('team.chooseRole')}</option>
              {EMPLOYEE_ROLES.map((role) => (
                <option key={role.id} value={role.id}>
                  {localize(role.label)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('labels.department')} error={submit.fields.department}>
          {(control) => (
            <select {...control} className={shared.select} value={values.department} onChange={set('department')} name="department">
              <option value="">{t('team.chooseDepartment')}</option>
              {EMPLOYEE_DEPARTMENTS.map((department) => (
                <option key={department.id} value={department.id}>
                  {localize(department.label)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className={shared.formRow}>
        <FormField label={t('team.wageIdr')} error={submit.fields.wage}>
          {(control) => <input {...control} className={shared.input} type="number" inputMode="numeric" min={0} step={1} value={values.wage} onChange={set('wage')} name="wage" />}
        </FormField>
        <FormField label={t('labels.status')} error={submit.fields.status}>
          {(control) => (
            <select {...control} className={shared.select} value={values.status} onChange={set('status')} name="status">
              {EMPLOYEE_STATUSES.map((status) => (
                <option key={status.id} value={status.id}>
                  {localize(status.label)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className={shared.formRow}>
        <FormField label={t('labels.startDate')} error={submit.fields.startDate}>
          {(control) => <input {...control} className={shared.input} type="date" value={values.startDate} onChange={set('startDate')} name="startDate" required />}
        </FormField>
        <FormField label={t('labels.lastReview')} error={submit.fields.lastReview}>
          {(control) => <input {...control} className={shared.input} type="date" value={values.lastReview} onChange={set('lastReview')} name="lastReview" required />}
        </FormField>
      </div>
      <FormField label={t('labels.notes')} error={submit.fields.notes}>
        {(control) => <textarea {...control} className={shared.textarea} value={values.notes} onChange={set('notes')} name="notes" maxLength={1000} />}
      </FormField>
      <ModalActions className={shared.formActions} cancelClassName={shared.btn} onCancel={onCancel} cancelLabel={t('common.cancel')}>
        <button type="submit" className={`${shared.btn} ${shared.primary}`} disabled={submit.pending}>
          {submit.pending ? t('common.saving') : submitLabel}
        </button>
      </ModalActions>
    </form>
  );
}
