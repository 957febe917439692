import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_STATE_LABELS } from '@prana/catalogue';
import type { EmployeeResponse } from '@prana/contracts';
import { formatDate } from '@prana/domain';
import { useLanguage, useLocalized } from '../../../../lib/use-language.ts';
import { ActivityLog } from '../shared/activity-log.tsx';
import { ModalDialog } from '../../../../components/modal-dialog.tsx';
import { PanelState } from '../shared/panel-state.tsx';
import { useEmployeeHistory, useUpdateEmployee } from '../api/team.ts';
import { useSubmit } from '../shared/use-submit.ts';
import { EmployeeForm } from './employee-form.tsx';
import { employeeBody, employeeValues } from './employee-values.ts';
import shared from '../shared/back-office.module.css';
import styles from './team.module.css';
import tables from '../../../../components/data-table.module.css';

const TABS = ['profile', 'history'] as const;
type Tab = (typeof TABS)[number];
const REVIEW_TONE = { ok: 'ok', due: 'warn', overdue: 'danger' } as const;

/** The review state from the api's answer: On track, Review due or Review overdue, with the due date. */
export function ReviewBadge({ review }: { review: EmployeeResponse['review'] }) {
  const { t } = useTranslation('backOffice');
  const { language } = useLanguage();
  const localize = useLocalized();
  return (
    <span className={styles.review}>
      <span className={tables.chip} data-tone={REVIEW_TONE[review.state]} data-testid="review-state">
        {localize(REVIEW_STATE_LABELS[review.state])}
      </span>
      <span className={shared.fieldHint}>{t('team.reviewDue', { date: formatDate(review.dueDate, language) })}</span>
    </span>
  );
}

interface DrawerProps {
  employee: EmployeeResponse | null;
  onClose: () => void;
}

/** The side drawer of a teammate: Profile (editable) and History (the latest 12 log lines). */
export function EmployeeDrawer({ employee, onClose }: DrawerProps) {
  const { t } = useTranslation('backOffice');
  return (
    <ModalDialog open={employee !== null} title={employee ? t('team.drawerLabel', { name: employee.name }) : ''} onClose={onClose} variant="drawer" testId="employee-drawer">
      {employee ? <DrawerBody key={employee.id} employee={employee} /> : null}
    </ModalDialog>
  );
}

function DrawerBody({ employee }: { employee: EmployeeResponse }) {
  const { t } = useTranslation('backOffice');
  const [tab, setTab] = useState<Tab>('profile');
  const [current, setCurrent] = useState(employee);
  const [saved, setSaved] = useState(false);
  const updateEmployee = useUpdateEmployee();
  const submit = useSubmit(updateEmployee);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length]!;
    setTab(next);
    tabs.current[TABS.indexOf(next)]?.focus();
  };

  return (
    <div className={shared.stack}>
      <ReviewBadge review={current.review} />
      <div role="tablist" className={styles.tabs} aria-label={current.name} onKeyDown={onKeyDown}>
        {TABS.map((id, index) => (
          <button
            key={id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`drawer-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`drawer-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(id)}
          >
            {t(`team.${id}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`drawer-panel-${tab}`} aria-labelledby={`drawer-tab-${tab}`}>
        {tab === 'profile' ? (
          <>
            {saved ? (
              <p className={shared.notice} role="status">
                {t('team.saved')}
              </p>
            ) : null}
            <EmployeeForm
              initial={employeeValues(current)}
              submit={submit}
              submitLabel={t('common.save')}
              testId="employee-profile"
              onSubmit={(values) => {
                setSaved(false);
                updateEmployee.mutate(
                  { id: current.id, body: employeeBody(values) },
                  {
                    onSuccess: (saved) => {
                      setCurrent(saved);
                      setSaved(true);
                    },
                  },
                );
              }}
            />
          </>
        ) : (
          <EmployeeHistory employeeId={current.id} />
        )}
      </div>
    </div>
  );
}

function EmployeeHistory({ employeeId }: { employeeId: string }) {
  const { t } = useTranslation('backOffice');
  const history = useEmployeeHistory(employeeId);
  if (!history.data) return <PanelState query={history} />;
  return <ActivityLog panel="team" entries={history.data.entries} title={t('team.history')} emptyText={t('team.historyEmpty')} testId="employee-history" />;
}
