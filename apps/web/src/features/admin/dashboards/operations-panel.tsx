import { useTranslation } from 'react-i18next';
import { ConciergeQueue } from '../queue/concierge-queue.tsx';
import { useConciergeQueue } from '../queue/use-concierge-queue.ts';
import { KpiCards } from '../panels/kpi-cards.tsx';
import { ServiceCatalogueTable } from '../panels/service-catalogue-panel.tsx';
import { StaffingPanel } from '../panels/staffing-panel.tsx';
import type { TierDashboardProps } from './dashboard-context.ts';
import styles from './dashboards.module.css';

/** The operations panel: metrics, the service catalogue's sections, the rota's staffing, and the live queue. */
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
        {allows('rota.write') ? <StaffingPanel /> : null}
      </div>
    </div>
  );
}

/** The metrics (kept live by the queue's events) and the queue itself. */
export function LiveOperations({ tier, canManage, title }: { tier: TierDashboardProps['tier']; canManage: boolean; title: string }) {
  const queue = useConciergeQueue();
  return (
    <>
      <KpiCards tier={tier} />
      <ConciergeQueue title={title} queue={queue} canManage={canManage} />
    </>
  );
}
