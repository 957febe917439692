import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ResponseStatsPeriod } from '@prana/contracts';
import { Panel } from '../panels/panel.tsx';
import { responseStatsQuery } from './api/queue.ts';

/** "93 % (14 of 15)", or "none due yet". */
function shareText(t: ReturnType<typeof useTranslation<'admin'>>['t'], period: ResponseStatsPeriod, locale: string): string {
  if (period.due === 0) return t('queue.stats.none');
  const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(period.onTime / period.due);
  return `${share} (${t('queue.stats.detail', { onTime: period.onTime, due: period.due })})`;
}

/** The 15-minute promise as kept (master dashboard): the share of requests answered by their deadline. */
export function ResponseStatsPanel() {
  const { t, i18n } = useTranslation('admin');
  const stats = useQuery(responseStatsQuery);
  return (
    <Panel title={t('queue.stats.title')} testId="response-stats">
      {stats.data ? (
        <ul>
          <li>{t('queue.stats.today', { share: shareText(t, stats.data.today, i18n.language) })}</li>
          <li>{t('queue.stats.last30Days', { share: shareText(t, stats.data.last30Days, i18n.language) })}</li>
        </ul>
      ) : null}
    </Panel>
  );
}
