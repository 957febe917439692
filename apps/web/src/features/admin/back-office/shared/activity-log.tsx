import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCESS_MODULE_OPTIONS, EMPLOYEE_DEPARTMENTS, EMPLOYEE_ROLES, MAINTENANCE_TASKS } from '@prana/catalogue';
import type { ActivityEntryResponse } from '@prana/contracts';
import { formatDate, formatDateTime, formatIdr } from '@prana/domain';
import { useLanguage, useLocalized } from '../../../../lib/use-language.ts';
import { describeActivity, type ActivityFormat, type ActivityPanel, type DescribedActivity } from './activity-text.ts';
import { useFlash } from './use-flash.ts';
import { seededText, seedOf } from './seeded.ts';
import { signaturesOf } from './changed-keys.ts';
import styles from './activity-log.module.css';
import shared from './back-office.module.css';
import type { backOfficeEn } from '../../../../lib/i18n/back-office.ts';

// A key chosen at run time: i18next cannot type its placeholders, the translations spec checks them.
type Translate = (key: string, values: Record<string, string>) => string;

const LABEL_KEYS = new Set<string>([
  'name',
  'role',
  'department',
  'wage',
  'startDate',
  'lastReview',
  'status',
  'notes',
] satisfies (keyof typeof backOfficeEn.labels)[]);

/** Shows log values (amounts, dates, roles, modules) in the chosen language. */
function useActivityFormat(): ActivityFormat {
  const { t } = useTranslation('backOffice');
  const { language } = useLanguage();
  const localize = useLocalized();
  return useMemo<ActivityFormat>(
    () => ({
      idr: (amount) => formatIdr(amount, language),
      date: (isoDate) => formatDate(isoDate, language),
      role: (role) => (role === 'master' || role === 'investor' || role === 'manager' || role === 'staff' ? t(`roles.${role}`) : role),
      module: (module) => {
        const option = ACCESS_MODULE_OPTIONS.find((candidate) => candidate.id === module);
        return option ? localize(option.label) : module;
      },
      employeeRole: (role) => {
        const option = EMPLOYEE_ROLES.find((candidate) => candidate.id === role);
        return option ? localize(option.label) : role;
      },
      team: (team) => {
        const option = EMPLOYEE_DEPARTMENTS.find((candidate) => candidate.id === team);
        return option ? localize(option.label) : team;
      },
      field: (field) => (LABEL_KEYS.has(field) ? t(`labels.${field as keyof typeof backOfficeEn.labels}`) : field),
      task: (task, seedKey) => seededText(task, seedOf(MAINTENANCE_TASKS, seedKey)?.task, language),
    }),
    [language, localize, t],
  );
}

/**
 * Words a change (a log line, or the change Undo would revert) in the chosen language; null when
 * it is not known here.
 */
export function useChangeText(panel: ActivityPanel): (change: Pick<ActivityEntryResponse, 'action' | 'details'>) => string | null {
  const { t } = useTranslation('backOffice');
  const format = useActivityFormat();
  return useMemo(() => {
    const word = (described: DescribedActivity): string => {
      const values = described.undone ? { change: word(described.undone) } : described.values;
      return (t as unknown as Translate)(`activity.${described.key}`, values);
    };
    return (change) => {
      const described = describeActivity(change, panel, format);
      return described ? word(described) : null;
    };
  }, [t, format, panel]);
}

interface ActivityLogProps {
  panel: ActivityPanel;
  entries: readonly ActivityEntryResponse[];
  title?: string;
  emptyText?: string;
  testId?: string;
}

/** The panel's activity log, newest first; a line that just arrived is highlighted briefly. */
export function ActivityLog({ panel, entries, title, emptyText, testId }: ActivityLogProps) {
  const { t } = useTranslation('backOffice');
  const { language } = useLanguage();
  const changeText = useChangeText(panel);
  const flashing = useFlash(useMemo(() => signaturesOf(entries, (entry) => String(entry.id), () => []), [entries]));
  return (
    <section className={styles.log} aria-label={title ?? t('common.activity')} data-testid={testId ?? `${panel}-activity`}>
      <h4 className={shared.subheading}>{title ?? t('common.activity')}</h4>
      {entries.length === 0 ? (
        <p className={shared.muted}>{emptyText ?? t('common.activityEmpty')}</p>
      ) : (
        <ol className={styles.list}>
          {entries.map((entry) => {
            return (
              <li key={entry.id} className={flashing.has(String(entry.id)) ? shared.flash : undefined} data-testid="activity-entry">
                <span className={styles.message}>{changeText(entry) ?? entry.message}</span>
                <span className={styles.meta}>
                  {t('common.activityBy', { name: entry.actorName ?? t('common.someone'), time: formatDateTime(entry.timestamp, language) })}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
