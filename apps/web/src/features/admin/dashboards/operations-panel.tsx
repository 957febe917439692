import { useTranslation } from 'react-i18next';
import { ConciergeQueue } from '../queue/concierge-queue.tsx';
import { waitingCount } from '../queue/queue-items.ts';
import { useConciergeQueue } from '../queue/use-concierge-queue.ts';
import { KpiCards } from '../panels/kpi-cards.tsx';
import { StaffingShifts } from '../panels/operations-tables.tsx';
import { ServiceCatalogueTable } from '../panels/service-catalogue-panel.tsx';
import type { TierDashboardProps } from './dashboard-context.ts';
import styles from './dashboards.module.css';

/** The operations panel: metrics, the service catalogue's sections, staffing shifts, and the live queue. */
export function OperationsPanel({ tier, allows }: Pick<TierDashboardProps, 'tier' | 'allows'>) {
  const { t } = useTranslation('admin');
  return (
    <div className={styles.stack}>
      {allows('requests.read') ? (
        <LiveOperations tier={tier} canManage={allows('requests.manage')} title={t('queue.title')} />
      ) : (
        <KpiCards tier={tier} />
      )}
      <div className={styles.grid}>
        <ServiceCatalogueTable canRead={allows('offerings.edit')} />
        <StaffingShifts />
      </div>
    </div>
  );
}

/** The metrics with the open-request count taken from the live queue, and the queue itself. */
export function LiveOperations({ tier, canManage, title }: { tier: TierDashboardProps['tier']; canManage: boolean; title: string }) {
  const queue = useConciergeQueue();
  const live = queue.items ? { 'open-requests': waitingCount(queue.items) } : {};
  return (
    <>
      <KpiCards tier={tier} live={live} />
      <ConciergeQueue title={title} queue={queue} canManage={canManage} />
    </>
  );
}
