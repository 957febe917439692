import { useTranslation } from 'react-i18next';
import { BookingSyncSummary } from '../panels/booking-sync-summary.tsx';
import { BookingFunnelPanel } from '../panels/booking-funnel.tsx';
import { ContentPipeline, MediaLibrary } from '../panels/content-panels.tsx';
import { ServiceCatalogueEditor } from '../panels/service-catalogue-panel.tsx';
import { ExecutiveSnapshot } from '../panels/executive-snapshot.tsx';
import { FocusNavigation } from '../panels/focus-navigation.tsx';
import { IntegrationStatusPanel } from '../panels/integration-status.tsx';
import type { TierDashboardProps } from './dashboard-context.ts';
import { AccessPanel, ExpenseTrackingPanel, FinancialIntelligencePanel, MaintenancePlannerPanel, NightlyPricingPanel } from '../back-office/index.ts';
import { MasterSection } from './master-sections.tsx';
import { SystemHealthPanel } from '../panels/system-health.tsx';
import { OperationsPanel } from './operations-panel.tsx';
import { ResponseStatsPanel } from '../queue/response-stats.tsx';
import styles from './dashboards.module.css';

/**
 * Master Control Centre: focus navigation, the executive
 * snapshot with integration status and the booking sync summary, the booking funnel, then one
 * section per anchor.
 */
export function MasterDashboard({ tier, allows, bookings, preferences }: TierDashboardProps) {
  const { t } = useTranslation('admin');
  const preferred = preferences.focus;
  return (
    <div className={styles.stack}>
      <FocusNavigation preferences={preferences} />
      <div className={styles.grid}>
        <ExecutiveSnapshot />
        <IntegrationStatusPanel />
        <BookingSyncSummary store={bookings} canSync={allows('bookings.write')} />
      </div>
      {allows('funnel.read') ? <BookingFunnelPanel /> : null}

      <MasterSection id="master-financials" title={t('sections.financials')} workstream="financials" preferred={preferred}>
        <div className={styles.stack}>
          <FinancialIntelligencePanel />
          <NightlyPricingPanel readOnly={!allows('pricing.manage')} />
          <ExpenseTrackingPanel readOnly={!allows('expenses.write')} />
        </div>
      </MasterSection>

      <MasterSection id="master-operations" title={t('sections.operations')} lead={t('sections.operationsLead')} workstream="operations" preferred={preferred}>
        <div className={styles.stack}>
          <ResponseStatsPanel />
          <OperationsPanel tier={tier} allows={allows} />
        </div>
      </MasterSection>

      <MasterSection id="master-content" title={t('sections.content')} workstream="content" preferred={preferred}>
        <div className={styles.stack}>
          <div className={styles.grid}>
            <ContentPipeline />
            <MediaLibrary />
          </div>
          <ServiceCatalogueEditor canPublish={allows('offerings.publish')} />
        </div>
      </MasterSection>

      <MasterSection id="master-governance" title={t('sections.governance')} workstream="governance" preferred={preferred}>
        <MaintenancePlannerPanel readOnly={!allows('maintenance.write')} />
        <SystemHealthPanel />
      </MasterSection>

      <MasterSection id="master-access" title={t('sections.access')}>
        <AccessPanel readOnly={!allows('access.manage')} />
      </MasterSection>
    </div>
  );
}
