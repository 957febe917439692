import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_DEPARTMENTS } from '@prana/catalogue';
import { EMPLOYEE_DEPARTMENT_IDS, type CreateShiftBody, type RotaPersonResponse, type ShiftResponse } from '@prana/contracts';
import { addDays, relativeDays } from '@prana/domain';
import { useDates } from '../../../lib/use-dates.ts';
import { useLocalized } from '../../../lib/use-language.ts';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { ModalActions } from '../../../components/modal-actions.tsx';
import { useAddShift, useRemoveShift, useRotaDay, useUndoRota, useUpdateShift } from '../back-office/api/rota.ts';
import { ActivityLog } from '../back-office/shared/activity-log.tsx';
import { FormField } from '../back-office/shared/form-field.tsx';
import { PanelState } from '../back-office/shared/panel-state.tsx';
import { UndoButton } from '../back-office/shared/undo-button.tsx';
import { useSubmit } from '../back-office/shared/use-submit.ts';
import { Panel } from './panel.tsx';
import shared from '../back-office/shared/back-office.module.css';
import tables from '../../../components/data-table.module.css';
import styles from './staffing-panel.module.css';

/** A team's name in the reader's language (teams are the team's departments). */
export function useTeamLabel(): (team: string) => string {
  const localize = useLocalized();
  return (team) => {
    const option = EMPLOYEE_DEPARTMENTS.find((candidate) => candidate.id === team);
    return option ? localize(option.label) : team;
  };
}

/** A shift's hours, saying when it ends the next day. */
export function useShiftHours(): (shift: Pick<ShiftResponse, 'start' | 'end' | 'crossesMidnight'>) => string {
  const { t } = useTranslation('admin');
  return (shift) => t(shift.crossesMidnight ? 'rota.endsNextDay' : 'rota.hours', { start: shift.start, end: shift.end });
}

type Editing = { kind: 'add' } | { kind: 'edit'; shift: ShiftResponse } | null;

/**
 * The rota of one day for those who assign shifts: each team's people on duty against people
 * needed, the day's shifts, and adding, changing and removing them (with undo). Opens on today;
 * the day bar moves a day at a time.
 */
export function StaffingPanel() {
  const { t } = useTranslation('admin');
  const dates = useDates();
  const teamLabel = useTeamLabel();
  const hours = useShiftHours();
  const [chosen, setChosen] = useState<string | null>(null);
  const query = useRotaDay(chosen);
  const data = query.data;
  const day = chosen ?? data?.from ?? null;
  const [editing, setEditing] = useState<Editing>(null);
  const removeShift = useRemoveShift();
  const undoRota = useUndoRota();
  const write = useSubmit(removeShift, undoRota);
  const today = data?.today;
  const offset = today && day ? relativeDays(day, today) : null;
  const dayTitle = day ? `${offset === 0 ? `${t('rota.today')} · ` : offset === 1 ? `${t('rota.tomorrow')} · ` : ''}${dates.date(day, 'weekdayDate')}` : '';
  const staffing = data?.days.find((entry) => entry.day === day)?.teams ?? [];
  const shifts = data?.shifts.filter((shift) => shift.day === day) ?? [];

  const remove = (shift: ShiftResponse) => {
    if (window.confirm(t('rota.removeConfirm', { team: teamLabel(shift.team), start: shift.start }))) removeShift.mutate(shift.id);
  };

  return (
    <Panel
      title={t('rota.title')}
      lead={t('rota.lead')}
      actions={<UndoButton panel="rota" next={data?.undoNext} pending={write.pending} onUndo={() => undoRota.mutate()} testId="rota-undo" />}
      testId="staffing-panel"
    >
      <div className={styles.dayBar}>
        <button type="button" className={shared.btn} onClick={() => day && setChosen(addDays(day, -1))} disabled={!day} aria-label={t('rota.previousDay')}>
          ‹
        </button>
        <span className={styles.dayName} aria-live="polite" data-testid="rota-day">
          {dayTitle}
        </span>
        <button type="button" className={shared.btn} onClick={() => day && setChosen(addDays(day, 1))} disabled={!day} aria-label={t('rota.nextDay')}>
          ›
        </button>
      </div>
      <div className={shared.toolbar}>
        <button type="button" className={shared.btn} onClick={() => setChosen(today ?? null)} disabled={!today || offset === 0}>
          {t('rota.today')}
        </button>
        <button type="button" className={shared.btn} onClick={() => today && setChosen(addDays(today, 1))} disabled={!today || offset === 1} data-testid="rota-tomorrow">
          {t('rota.tomorrow')}
        </button>
        <button type="button" className={`${shared.btn} ${shared.primary} ${shared.toolbarEnd}`} onClick={() => setEditing({ kind: 'add' })} disabled={!data} data-testid="rota-add">
          {t('rota.add')}
        </button>
      </div>
      {write.error ? (
        <p className={shared.alert} role="alert">
          {write.error}
        </p>
      ) : null}
      {!data ? (
        <PanelState query={query} />
      ) : (
        <>
          {staffing.length > 0 ? (
            <section aria-label={t('rota.staffing')}>
              <ul className={styles.teams} data-testid="rota-staffing">
                {staffing.map((team) => (
                  <li key={team.team} data-team={team.team}>
                    <strong>{teamLabel(team.team)}</strong>
                    <span className={tables.chip} data-tone={team.short > 0 ? 'warn' : 'ok'}>
                      {t('rota.onDuty', { onDuty: team.onDuty, required: team.required })}
                    </span>
                    {team.short > 0 ? <span className={tables.sub}>{t('rota.short', { count: team.short })}</span> : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {shifts.length === 0 ? (
            <p className={tables.empty}>{t('rota.noShifts')}</p>
          ) : (
            <ul className={tables.list} data-testid="rota-shifts">
              {shifts.map((shift) => (
                <li key={shift.id} data-testid="rota-shift">
                  <div className={styles.shiftRow}>
                    <span className={styles.shiftText}>
                      <strong>
                        {teamLabel(shift.team)} · {hours(shift)}
                      </strong>
                      <span className={tables.sub}>
                        {t('rota.leadBy', { name: shift.lead.name })} ·{' '}
                        {shift.people.map((person) => (person.onTeam ? person.name : t('rota.offTeam', { name: person.name }))).join(', ')}
                      </span>
                    </span>
                    <span className={tables.chip} data-tone={shift.onDuty < shift.required ? 'warn' : 'ok'}>
                      {t('rota.onDuty', { onDuty: shift.onDuty, required: shift.required })}
                    </span>
                    <span className={styles.rowActions}>
                      <button
                        type="button"
                        className={`${shared.btn} ${shared.compact}`}
                        onClick={() => setEditing({ kind: 'edit', shift })}
                        aria-label={t('rota.editLabel', { team: teamLabel(shift.team), start: shift.start })}
                      >
                        {t('rota.edit')}
                      </button>
                      <button
                        type="button"
                        className={`${shared.btn} ${shared.compact} ${shared.danger}`}
                        onClick={() => remove(shift)}
                        disabled={write.pending}
                        aria-label={t('rota.removeLabel', { team: teamLabel(shift.team), start: shift.start })}
                      >
                        {t('rota.remove')}
                      </button>
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <ActivityLog panel="rota" entries={data.activity} />
        </>
      )}
      {data && day ? (
        <ModalDialog
          open={editing !== null}
          title={t(editing?.kind === 'edit' ? 'rota.editTitle' : 'rota.addTitle', { day: dates.date(day, 'weekdayDate') })}
          onClose={() => setEditing(null)}
          testId="shift-form"
        >
          {editing ? (
            <ShiftForm key={editing.kind === 'edit' ? editing.shift.id : `add-${day}`} day={day} shift={editing.kind === 'edit' ? editing.shift : null} roster={data.roster} onDone={() => setEditing(null)} />
          ) : null}
        </ModalDialog>
      ) : null}
    </Panel>
  );
}

const FIELDS = ['team', 'start', 'end', 'required', 'peopleIds', 'leadId', 'day'] as const;

interface ShiftFormProps {
  day: string;
  /** The shift edited; null adds one on `day`. */
  shift: ShiftResponse | null;
  roster: readonly RotaPersonResponse[];
  onDone: () => void;
}

/** A shift's team, hours, how many it needs, its people from the team and their lead. */
function ShiftForm({ day, shift, roster, onDone }: ShiftFormProps) {
  const { t } = useTranslation('admin');
  const teamLabel = useTeamLabel();
  const addShift = useAddShift();
  const updateShift = useUpdateShift();
  const submit = useSubmit(addShift, updateShift);
  const [values, setValues] = useState({
    team: shift?.team ?? EMPLOYEE_DEPARTMENT_IDS[0],
    start: shift?.start ?? '07:00',
    end: shift?.end ?? '15:00',
    required: String(shift?.required ?? 1),
  });
  // Someone no longer on the team stays listed while they are on the shift, so they can be taken off.
  const choices = [...roster, ...(shift?.people ?? []).filter((person) => !roster.some((member) => member.id === person.id))];
  const [people, setPeople] = useState<string[]>(shift?.people.map((person) => person.id) ?? []);
  const [leadId, setLeadId] = useState(shift?.lead.id ?? '');
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));
  const toggle = (id: string) => {
    const next = people.includes(id) ? people.filter((one) => one !== id) : [...people, id];
    setPeople(next);
    if (!next.includes(leadId)) setLeadId(next[0] ?? '');
    else if (leadId === '' && next.length > 0) setLeadId(next[0]!);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body: CreateShiftBody = {
      day,
      team: values.team as CreateShiftBody['team'],
      start: values.start,
      end: values.end,
      required: Number(values.required),
      leadId,
      peopleIds: people,
    };
    if (shift) updateShift.mutate({ id: shift.id, body }, { onSuccess: onDone });
    else addShift.mutate(body, { onSuccess: onDone });
  };

  const formError = submit.formError(FIELDS);
  return (
    <form className={shared.form} onSubmit={onSubmit} noValidate>
      {formError ? (
        <p className={shared.alert} role="alert" data-testid="form-error">
          {formError}
        </p>
      ) : null}
      <FormField label={t('rota.team')} error={submit.fields.team}>
        {(control) => (
          <select {...control} className={shared.select} value={values.team} onChange={set('team')} name="team">
            {EMPLOYEE_DEPARTMENT_IDS.map((team) => (
              <option key={team} value={team}>
                {teamLabel(team)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className={shared.formRow}>
        <FormField label={t('rota.start')} error={submit.fields.start}>
          {(control) => <input {...control} className={shared.input} type="time" value={values.start} onChange={set('start')} name="start" required />}
        </FormField>
        <FormField label={t('rota.end')} error={submit.fields.end} hint={t('rota.endHint')}>
          {(control) => <input {...control} className={shared.input} type="time" value={values.end} onChange={set('end')} name="end" required />}
        </FormField>
        <FormField label={t('rota.required')} error={submit.fields.required}>
          {(control) => (
            <input {...control} className={shared.input} type="number" inputMode="numeric" min={1} max={20} step={1} value={values.required} onChange={set('required')} name="required" />
          )}
        </FormField>
      </div>
      <fieldset className={styles.people} aria-describedby={submit.fields.peopleIds ? 'shift-people-error' : undefined}>
        <legend>{t('rota.people')}</legend>
        {choices.map((person) => (
          <label key={person.id} className={shared.checkbox}>
            <input type="checkbox" checked={people.includes(person.id)} onChange={() => toggle(person.id)} name="people" value={person.id} />
            {person.name}
          </label>
        ))}
      </fieldset>
      {submit.fields.peopleIds ? (
        <p id="shift-people-error" className={shared.fieldError} role="alert" data-testid="field-error">
          {submit.fields.peopleIds}
        </p>
      ) : null}
      <FormField label={t('rota.shiftLead')} error={submit.fields.leadId}>
        {(control) => (
          <select {...control} className={shared.select} value={leadId} onChange={(event) => setLeadId(event.target.value)} name="leadId">
            <option value="" disabled>
              {t('rota.chooseLead')}
            </option>
            {choices
              .filter((person) => people.includes(person.id))
              .map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
          </select>
        )}
      </FormField>
      <ModalActions className={shared.formActions} cancelClassName={shared.btn} onCancel={onDone} cancelLabel={t('rota.cancel')}>
        <button type="submit" className={`${shared.btn} ${shared.primary}`} disabled={submit.pending} data-testid="shift-save">
          {t('rota.save')}
        </button>
      </ModalActions>
    </form>
  );
}
