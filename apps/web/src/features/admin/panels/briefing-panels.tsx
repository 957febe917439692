import { useTranslation } from 'react-i18next';
import { CREW_SCHEDULE, INVESTOR_REPORTS } from '@prana/catalogue';
import { useLocalized } from '../../../lib/use-language.ts';
import { Panel } from './panel.tsx';
import tables from '../../../components/data-table.module.css';

/** The crew's day on the staff briefing (catalogue sample schedule). */
export function CrewSchedule() {
  const { t } = useTranslation('admin');
  const localize = useLocalized();
  return (
    <Panel title={t('crew.title')} testId="crew-schedule">
      <ul className={tables.list}>
        {CREW_SCHEDULE.map((item) => (
          <li key={item.id}>
            <span>
              <strong>{localize(item.title)}</strong>
              <span className={tables.sub}>
                {item.crew} · {localize(item.location)}
              </span>
            </span>
            <span className={tables.numeric}>{item.time}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** Reports of the investor panel (catalogue sample reports). */
export function InvestorReports() {
  const { t } = useTranslation('admin');
  const localize = useLocalized();
  return (
    <Panel title={t('reports.title')} testId="investor-reports">
      <ul className={tables.list}>
        {INVESTOR_REPORTS.map((report) => (
          <li key={report.id}>
            <span>
              <strong>{localize(report.title)}</strong>
              <span className={tables.sub}>
                {localize(report.period)} · {localize(report.summary)}
              </span>
            </span>
            <span className={tables.chip} data-tone={report.status === 'ready' ? 'ok' : 'warn'}>
              {t(`reports.status.${report.status}`)}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
