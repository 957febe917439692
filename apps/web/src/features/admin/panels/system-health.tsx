import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@prana/domain';
import { useLanguage } from '../../../lib/use-language.ts';
import { useOpsQueues } from '../api/ops.ts';
import { useVillas } from '../api/villas.ts';
import { Panel } from './panel.tsx';
import tables from '../../../components/data-table.module.css';

/**
 * System health for master: how much work waits for the workers (per queue), and each villa's
 * last successful calendar pull, so a feed that went silently stale is seen.
 */
export function SystemHealthPanel() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const queues = useOpsQueues();
  const villas = useVillas();
  const refresh = () => {
    void queues.refetch();
    void villas.refetch();
  };
  const linked = (villas.data ?? []).filter((villa) => villa.hasAirbnbFeed);

  return (
    <Panel
      title={t('systemHealth.title')}
      lead={t('systemHealth.lead')}
      testId="system-health"
      actions={
        <button type="button" className="button button-quiet" onClick={refresh}>
          {t('systemHealth.refresh')}
        </button>
      }
    >
      <div className={tables.scroll}>
        <table className={tables.table}>
          <caption className="visually-hidden">{t('systemHealth.queues')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('systemHealth.queue')}</th>
              <th scope="col" className={tables.numeric}>{t('systemHealth.waiting')}</th>
              <th scope="col" className={tables.numeric}>{t('systemHealth.active')}</th>
              <th scope="col" className={tables.numeric}>{t('systemHealth.delayed')}</th>
              <th scope="col" className={tables.numeric}>{t('systemHealth.failed')}</th>
              <th scope="col" className={tables.numeric}>{t('systemHealth.schedules')}</th>
            </tr>
          </thead>
          <tbody>
            {(queues.data?.queues ?? []).map((queue) => (
              <tr key={queue.name} data-testid={`queue-${queue.name}`}>
                <th scope="row">{t(`systemHealth.queueNames.${queue.name}`)}</th>
                <td className={tables.numeric}>{queue.waiting}</td>
                <td className={tables.numeric}>{queue.active}</td>
                <td className={tables.numeric}>{queue.delayed}</td>
                <td className={tables.numeric}>{queue.failed}</td>
                <td className={tables.numeric}>{queue.schedulers}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {queues.status === 'error' ? <p className={tables.empty}>{t('systemHealth.unavailable')}</p> : null}
      {linked.length === 0 ? (
        <p className={tables.empty}>{t('systemHealth.noFeeds')}</p>
      ) : (
        <ul className={tables.list}>
          {linked.map((villa) => (
            <li key={villa.slug} data-testid={`villa-sync-${villa.slug}`}>
              <span>
                <strong>{villa.name}</strong>
                <span className={tables.sub}>
                  {villa.calendar?.lastSyncedAt
                    ? t('systemHealth.lastPull', { time: formatDateTime(villa.calendar.lastSyncedAt, language) })
                    : t('systemHealth.neverPulled')}
                </span>
              </span>
              <span className={tables.chip} data-tone={villa.calendar?.failing ? 'danger' : villa.calendar?.lastSyncedAt ? 'ok' : 'warn'}>
                {villa.calendar?.failing
                  ? t('systemHealth.failing', { count: villa.calendar.consecutiveFailures })
                  : villa.calendar?.lastSyncedAt
                    ? t('systemHealth.healthy')
                    : t('systemHealth.waitingFirst')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
