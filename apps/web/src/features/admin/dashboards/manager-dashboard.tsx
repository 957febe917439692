import { useTranslation } from 'react-i18next';
import { ArrivalsDepartures } from '../panels/arrivals-departures.tsx';
import { BookingSyncSummary } from '../panels/booking-sync-summary.tsx';
import { MessageTemplates } from '../panels/message-templates.tsx';
import { ServiceCatalogueEditor } from '../panels/service-catalogue-panel.tsx';
import type { TierDashboardProps } from './dashboard-context.ts';
import { OperationsPanel } from './operations-panel.tsx';
import styles from './dashboards.module.css';

/** Operations HQ: the operations panel with the concierge queue, the stays of the week, the quick replies and the service catalogue's editor. */
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
        <MessageTemplates canEdit={allows('replies.write')} />
      </div>
      {allows('offerings.edit') ? <ServiceCatalogueEditor canPublish={allows('offerings.publish')} /> : null}
    </div>
  );
}
