import { useTranslation } from 'react-i18next';
import { MAINTENANCE_TASKS } from '@prana/catalogue';
import { crossesMidnight } from '@prana/domain';
import { useLanguage } from '../../../lib/use-language.ts';
import { useCrewSchedule } from '../back-office/api/rota.ts';
import { PanelState } from '../back-office/shared/panel-state.tsx';
import { seededText, seedOf } from '../back-office/shared/seeded.ts';
import { useShiftHours, useTeamLabel } from './staffing-panel.tsx';
import { Panel } from './panel.tsx';
import tables from '../../../components/data-table.module.css';

/** The crew's day on the staff briefing: today's shifts by start, then the maintenance open on it. */
export function CrewSchedule() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const teamLabel = useTeamLabel();
  const hours = useShiftHours();
  const query = useCrewSchedule();
  const items = query.data?.items;
  return (
    <Panel title={t('crew.title')} lead={t('crew.lead')} testId="crew-schedule">
      {!items ? (
        <PanelState query={query} />
      ) : items.length === 0 ? (
        <p className={tables.empty}>{t('crew.empty')}</p>
      ) : (
        <ul className={tables.list}>
          {items.map((item) =>
            item.kind === 'shift' ? (
              <li key={item.id} data-kind="shift">
                <span>
                  <strong>{t('crew.shift', { team: teamLabel(item.team) })}</strong>
                  <span className={tables.sub}>{[item.lead ? t('crew.leadBy', { name: item.lead }) : null, ...item.crew].filter(Boolean).join(' · ')}</span>
                </span>
                <span className={tables.numeric}>{hours({ start: item.time, end: item.end, crossesMidnight: crossesMidnight(item.time, item.end) })}</span>
              </li>
            ) : (
              <li key={item.id} data-kind="task">
                <span>
                  <strong>{seededText(item.task, seedOf(MAINTENANCE_TASKS, item.seedKey)?.task, language)}</strong>
                  <span className={tables.sub}>
                    {item.villa} · {item.assignee ?? t('crew.unassigned')}
                  </span>
                </span>
                <span className={tables.chip} data-tone={item.overdue ? 'warn' : undefined}>
                  {item.overdue ? t('crew.overdue') : t('crew.during')}
                </span>
              </li>
            ),
          )}
        </ul>
      )}
    </Panel>
  );
}
