import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACCESS_MODULE_OPTIONS,
  ADMIN_ROLE_CARDS,
  datedMaintenanceTasks,
  EXPENSE_COMPOSITION,
  MAINTENANCE_PRIORITY_LABELS,
  PREFERRED_WORKSTREAM_LABEL,
  SITE_INSIGHTS,
  type FocusWorkstream,
} from '@prana/catalogue';
import { formatIdr, maintenancePriority, nextDueFrom, ROLE_DEFAULT_MODULES, todayInBali, type MaintenancePriority } from '@prana/domain';
import { useLanguage, useLocalized } from '../../../lib/use-language.ts';
import { Panel } from '../panels/panel.tsx';
import tables from '../panels/tables.module.css';
import styles from './dashboards.module.css';

interface MasterSectionProps {
  /** The anchor id (admin spec §2), without '#'. */
  id: string;
  title: string;
  lead?: string;
  /** The focus workstream this section answers, marked 'Preferred' when chosen. */
  workstream?: FocusWorkstream;
  preferred?: readonly FocusWorkstream[];
  children: ReactNode;
}

/** A section of the master dashboard that a focus anchor jumps to. */
export function MasterSection({ id, title, lead, workstream, preferred = [], children }: MasterSectionProps) {
  const localize = useLocalized();
  const headingId = `${id}-heading`;
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId} tabIndex={-1}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {title}
        {workstream && preferred.includes(workstream) ? <span className={styles.preferred}>{localize(PREFERRED_WORKSTREAM_LABEL)}</span> : null}
      </h2>
      {lead ? <p className={styles.sectionLead}>{lead}</p> : null}
      {children}
    </section>
  );
}

// ---------------------------------------------------------------------------------------------
// BACK-OFFICE MOUNT POINTS (#master-financials, #master-governance, #master-access).
// The back-office panels (features/admin/back-office/, issue 7) replace the static summaries
// below: Financial intelligence and Expense tracking in #master-financials, the Maintenance
// planner in #master-governance, Access and permissions in #master-access. Until then these show
// the static parts the spec gives (admin spec §2, §3, §6).
// ---------------------------------------------------------------------------------------------

/** #master-financials until the finance and expense panels are mounted: site insights and the expense mix. */
export function FinancialsSummary() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const localize = useLocalized();
  return (
    <div className={styles.grid} data-slot="back-office:financials">
      <Panel title={t('financials.intelligence')} lead={t('financials.insightsLead')} testId="financial-intelligence">
        <div className={tables.scroll}>
          <table className={tables.table}>
            <thead>
              <tr>
                <th scope="col">{t('financials.site')}</th>
                <th scope="col" className={tables.numeric}>
                  {t('financials.vacancy')}
                </th>
                <th scope="col" className={tables.numeric}>
                  {t('financials.avgStay')}
                </th>
                <th scope="col" className={tables.numeric}>
                  {t('financials.nightlyRate')}
                </th>
              </tr>
            </thead>
            <tbody>
              {SITE_INSIGHTS.map((site) => (
                <tr key={site.siteId}>
                  <td>{site.site}</td>
                  <td className={tables.numeric}>{(site.vacancyRate * 100).toFixed(1)}%</td>
                  <td className={tables.numeric}>{t('kpi.nights', { value: site.avgStay })}</td>
                  <td className={tables.numeric}>{formatIdr(site.nightlyRate, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Panel>
      <Panel title={t('financials.expenses')} lead={t('financials.compositionLead')} testId="expense-tracking">
        <ul className={tables.list}>
          {EXPENSE_COMPOSITION.map((share) => (
            <li key={share.id}>
              <span>{localize(share.label)}</span>
              <span className={tables.numeric}>{share.share}%</span>
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}

const PRIORITY_ORDER: readonly MaintenancePriority[] = ['overdue', 'dueSoon', 'scheduled', 'completed'];

/** #master-governance until the maintenance planner is mounted: the sample tasks by derived priority. */
export function GovernanceSummary() {
  const { t } = useTranslation('admin');
  const localize = useLocalized();
  const today = todayInBali(new Date());
  const counts = new Map<MaintenancePriority, number>();
  for (const task of datedMaintenanceTasks(today)) {
    const priority = maintenancePriority({ status: 'scheduled', nextDue: nextDueFrom(task.lastCompleted, task.recurrenceMonths) }, today);
    counts.set(priority, (counts.get(priority) ?? 0) + 1);
  }
  return (
    <div data-slot="back-office:maintenance">
      <Panel title={t('governance.planner')} lead={t('governance.lead')} testId="maintenance-planner">
        <ul className={tables.list}>
          {PRIORITY_ORDER.filter((priority) => counts.has(priority)).map((priority) => (
            <li key={priority}>
              <span>{localize(MAINTENANCE_PRIORITY_LABELS[priority])}</span>
              <span className={tables.numeric}>{counts.get(priority)}</span>
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}

/** #master-access until the access panel is mounted: who holds what by default (admin spec §6). */
export function AccessSummary() {
  const { t } = useTranslation('admin');
  const localize = useLocalized();
  const moduleLabel = (id: string) => localize(ACCESS_MODULE_OPTIONS.find((module) => module.id === id)?.label ?? { en: id, id });
  return (
    <div data-slot="back-office:access">
      <Panel title={t('access.title')} lead={t('access.lead')} testId="access-permissions">
        <div className={tables.scroll}>
          <table className={tables.table}>
            <thead>
              <tr>
                <th scope="col">{t('access.role')}</th>
                <th scope="col">{t('access.modules')}</th>
                <th scope="col">{t('access.description')}</th>
              </tr>
            </thead>
            <tbody>
              {ADMIN_ROLE_CARDS.map((card) => (
                <tr key={card.role}>
                  <td>{localize(card.label)}</td>
                  <td>{ROLE_DEFAULT_MODULES[card.role].map(moduleLabel).join(', ')}</td>
                  <td>{localize(card.description)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Panel>
    </div>
  );
}
