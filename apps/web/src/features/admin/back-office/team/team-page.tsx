import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_DEPARTMENTS, EMPLOYEE_ROLES } from '@prana/catalogue';
import type { EmployeeResponse } from '@prana/contracts';
import { formatIdr } from '@prana/domain';
import { StatusMessage } from '../../../../components/status-message.tsx';
import { useSession } from '../../../../lib/session.tsx';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { useLanguage, useLocalized } from '../../../../lib/use-language.ts';
import { Panel } from '../../panels/panel.tsx';
import { ActivityLog } from '../shared/activity-log.tsx';
import { signaturesOf } from '../shared/changed-keys.ts';
import { ModalDialog } from '../../../../components/modal-dialog.tsx';
import { PanelState } from '../shared/panel-state.tsx';
import { useAddEmployee, useEmployees, useRemoveEmployee, useUndoTeam } from '../api/team.ts';
import { useFlash } from '../shared/use-flash.ts';
import { useSubmit } from '../shared/use-submit.ts';
import { EmployeeDrawer } from './employee-drawer.tsx';
import { EmployeeForm } from './employee-form.tsx';
import { emptyEmployee, employeeBody } from './employee-values.ts';
import { TeamRoster } from './team-roster.tsx';
import { UndoButton } from '../shared/undo-button.tsx';
import shared from '../shared/back-office.module.css';
import styles from './team.module.css';
import { ModalActions } from '../../../../components/modal-actions.tsx';

/** Typing in the search asks the api once the person pauses. */
const SEARCH_PAUSE_MS = 250;

/** /admin/master/team: team and wage management. Only a master manages it. */
export function TeamPage() {
  const { t: tc } = useTranslation();
  const { t } = useTranslation('backOffice');
  const { staff } = useSession();
  const headingId = useId();
  const title = tc('pages.adminTeam');
  useDocumentTitle(title);
  return (
    <section className={`container ${styles.page}`} aria-labelledby={headingId} data-testid="team-page">
      <header className={styles.header}>
        <p className="eyebrow">{t('team.eyebrow')}</p>
        <h1 id={headingId}>{title}</h1>
        <p className={styles.intro}>{t('team.intro')}</p>
      </header>
      {staff?.role === 'master' ? <TeamWorkspace /> : <StatusMessage tone="empty" title={t('team.masterOnly')} />}
    </section>
  );
}

function TeamWorkspace() {
  const { t } = useTranslation('backOffice');
  const { language } = useLanguage();
  const localize = useLocalized();
  const [role, setRole] = useState('');
  const [department, setDepartment] = useState('');
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<EmployeeResponse | null>(null);
  const [removing, setRemoving] = useState<EmployeeResponse | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);


  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchText.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const query = useEmployees({ role, department, search });
  const undoTeam = useUndoTeam();
  const removeEmployee = useRemoveEmployee();
  const addEmployee = useAddEmployee();
  const write = useSubmit(undoTeam, removeEmployee);
  const add = useSubmit(addEmployee);
  const data = query.data;
  const flashing = useFlash(
    useMemo(() => (data ? signaturesOf(data.employees, (row) => row.id, (row) => [row.name, row.role, row.department, row.wage, row.status, row.lastReview]) : null), [data]),
  );

  const undo = () => undoTeam.mutate(undefined, { onSuccess: () => setRemoved(null) });
  const confirmRemove = () => {
    if (!removing) return;
    const target = removing;
    removeEmployee.mutate(target.id, {
      onSuccess: () => setRemoved(target.name),
      onSettled: () => setRemoving(null),
    });
  };

  const metrics = data?.metrics;
  return (
    <div className={shared.stack} style={{ gap: 'var(--space-3)' }}>
      {metrics ? (
        <dl className={shared.metrics} data-testid="team-metrics">
          <div className={shared.metric}>
            <dt>{t('team.metrics.headcount')}</dt>
            <dd data-testid="metric-headcount">{metrics.headcount}</dd>
          </div>
          <div className={shared.metric}>
            <dt>{t('team.metrics.payroll')}</dt>
            <dd>{formatIdr(metrics.monthlyPayroll, language)}</dd>
          </div>
          <div className={shared.metric}>
            <dt>{t('team.metrics.averageWage')}</dt>
            <dd>{formatIdr(metrics.averageWage, language)}</dd>
          </div>
          <div className={shared.metric}>
            <dt>{t('team.metrics.reviewsDue')}</dt>
            <dd>{metrics.reviewsDue}</dd>
          </div>
          <div className={shared.metric}>
            <dt>{t('team.metrics.reviewsOverdue')}</dt>
            <dd>{metrics.reviewsOverdue}</dd>
          </div>
        </dl>
      ) : null}

      <Panel
        title={t('team.roster')}
        testId="team-roster-panel"
        wide
        actions={
          <>
            <button type="button" className={`${shared.btn} ${shared.primary}`} onClick={() => setAdding(true)} disabled={!data}>
              {t('team.addTeammate')}
            </button>
            <UndoButton panel="team" next={data?.undoNext} pending={write.pending} onUndo={undo} testId="team-undo" />
          </>
        }
      >
        <div className={styles.filters} role="search" aria-label={t('team.filters')}>
          <label className={shared.control}>
            <span className={shared.controlLabel}>{t('team.roleFilter')}</span>
            <select className={shared.select} value={role} onChange={(event) => setRole(event.target.value)} data-testid="team-role-filter">
              <option value="">{t('team.allRoles')}</option>
              {EMPLOYEE_ROLES.map((option) => (
                <option key={option.id} value={option.id}>
                  {localize(option.label)}
                </option>
              ))}
            </select>
          </label>
          <label className={shared.control}>
            <span className={shared.controlLabel}>{t('team.departmentFilter')}</span>
            <select className={shared.select} value={department} onChange={(event) => setDepartment(event.target.value)} data-testid="team-department-filter">
              <option value="">{t('team.allDepartments')}</option>
              {EMPLOYEE_DEPARTMENTS.map((option) => (
                <option key={option.id} value={option.id}>
                  {localize(option.label)}
                </option>
              ))}
            </select>
          </label>
          <label className={shared.control}>
            <span className={shared.controlLabel}>{t('team.search')}</span>
            <input
              className={shared.input}
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              placeholder={t('team.searchPlaceholder')}
              maxLength={100}
              data-testid="team-search"
            />
          </label>
        </div>
        {removed ? (
          <p className={shared.notice} role="status" data-testid="team-removed-notice">
            {t('team.removed', { name: removed })}
            <button type="button" className={`${shared.btn} ${shared.compact}`} onClick={undo} disabled={write.pending}>
              {t('common.undo')}
            </button>
          </p>
        ) : null}
        {write.error ? (
          <p className={shared.alert} role="alert">
            {write.error}
          </p>
        ) : null}
        {data ? (
          <TeamRoster employees={data.employees} flashing={flashing} onOpen={setOpen} onRemove={setRemoving} />
        ) : (
          <PanelState query={query} />
        )}
      </Panel>

      {data ? <ActivityLog panel="team" entries={data.activity} /> : null}

      <ModalDialog open={adding} title={t('team.addTitle')} onClose={() => setAdding(false)} testId="add-employee-modal">
        {data ? (
          <EmployeeForm
            initial={emptyEmployee(data.today)}
            submit={add}
            submitLabel={t('team.addSubmit')}
            onCancel={() => setAdding(false)}
            onSubmit={(values) => {
              addEmployee.mutate(employeeBody(values), { onSuccess: () => setAdding(false) });
            }}
          />
        ) : null}
      </ModalDialog>
      <ModalDialog open={removing !== null} title={t('team.removeTitle')} onClose={() => setRemoving(null)} testId="remove-employee-modal">
        {removing ? (
          <div className={shared.form}>
            <p>{t('team.removeBody', { name: removing.name })}</p>
            <ModalActions className={shared.formActions} cancelClassName={shared.btn} onCancel={() => setRemoving(null)} cancelLabel={t('common.cancel')}>
              <button type="button" className={`${shared.btn} ${shared.danger}`} onClick={confirmRemove} disabled={write.pending}>
                {t('team.removeConfirm')}
              </button>
            </ModalActions>
          </div>
        ) : null}
      </ModalDialog>
      <EmployeeDrawer employee={open} onClose={() => setOpen(null)} />
    </div>
  );
}
