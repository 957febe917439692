import { useTranslation } from 'react-i18next';
import { BookingSyncSummary } from '../panels/booking-sync-summary.tsx';
import { InvestorReports } from '../panels/investor-reports-panel.tsx';
import { KpiCards } from '../panels/kpi-cards.tsx';
import { FinancialIntelligencePanel } from '../back-office/index.ts';
import type { TierDashboardProps } from './dashboard-context.ts';
import styles from './dashboards.module.css';

/** Investor Overview: reports and the booking outlook, read only. */
export function InvestorDashboard({ tier, allows, bookings }: TierDashboardProps) {
  const { t } = useTranslation('admin');
  return (
    <div className={styles.stack}>
      <KpiCards tier={tier} />
      <div className={styles.grid}>
        <InvestorReports />
        <BookingSyncSummary store={bookings} canSync={allows('bookings.write')} title={t('bookings.outlookTitle')} />
      </div>
      <FinancialIntelligencePanel readOnly />
    </div>
  );
}
