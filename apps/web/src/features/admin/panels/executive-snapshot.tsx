import { useTranslation } from 'react-i18next';
import { DASHBOARD_FIGURES } from '@prana/catalogue';
import { useLocalized } from '../../../lib/use-language.ts';
import { Panel } from './panel.tsx';
import tables from '../../../components/data-table.module.css';

/** The master's executive snapshot: static placeholder figures from the catalogue. */
export function ExecutiveSnapshot() {
  const { t } = useTranslation('admin');
  const localize = useLocalized();
  return (
    <Panel title={t('snapshot.title')} lead={t('snapshot.lead')} testId="executive-snapshot">
      <ul className={tables.list}>
        <li>
          <span>{localize(DASHBOARD_FIGURES.occupancyText)}</span>
          <span className={tables.chip} data-tone="ok">
            {DASHBOARD_FIGURES.occupancyPercent}%
          </span>
        </li>
        <li>
          <span>{localize(DASHBOARD_FIGURES.directBookingsText)}</span>
          <span className={tables.chip} data-tone="ok">
            +{DASHBOARD_FIGURES.directBookingsChangePercent}%
          </span>
        </li>
        <li>
          <span>{localize(DASHBOARD_FIGURES.distributionTargetText)}</span>
          <span className={tables.chip}>{t('snapshot.placeholder')}</span>
        </li>
      </ul>
    </Panel>
  );
}
