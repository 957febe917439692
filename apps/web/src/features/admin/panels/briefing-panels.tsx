import { useTranslation } from 'react-i18next';
import { INVESTOR_REPORTS } from '@prana/catalogue';
import { useLocalized } from '../../../lib/use-language.ts';
import { Panel } from './panel.tsx';
import tables from '../../../components/data-table.module.css';

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
