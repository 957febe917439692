import { useTranslation } from 'react-i18next';
import { ArrivalsDepartures } from '../panels/arrivals-departures.tsx';
import { BookingSyncSummary } from '../panels/booking-sync-summary.tsx';
import type { TierDashboardProps } from './dashboard-context.ts';
import { OperationsPanel } from './operations-panel.tsx';
import styles from './dashboards.module.css';

/** Operations HQ: the operations panel with the concierge queue, and the stays of the week. */
export function ManagerDashboard({ tier, allows, bookings }: TierDashboardProps) {
  const { t } = useTranslation('admin');
  return (
    <div className={styles.stack}>
      <section aria-label={t('sections.operations')}>
        <OperationsPanel tier={tier} allows={allows} />
      </section>
      <div className={styles.grid}>
        <BookingSyncSummary store={bookings} canSync={allows('bookings.write')} />
        <ArrivalsDepartures store={bookings} />
      </div>
    </div>
  );
}
