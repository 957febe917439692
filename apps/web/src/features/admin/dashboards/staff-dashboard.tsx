import { useTranslation } from 'react-i18next';
import { ArrivalsDepartures } from '../panels/arrivals-departures.tsx';
import { CrewSchedule } from '../panels/crew-schedule.tsx';
import { MyShifts } from '../panels/my-shifts.tsx';
import { KpiCards } from '../panels/kpi-cards.tsx';
import { MessageTemplates } from '../panels/message-templates.tsx';
import type { TierDashboardProps } from './dashboard-context.ts';
import { LiveOperations } from './operations-panel.tsx';
import styles from './dashboards.module.css';

/** Team Daily Briefing: the priority queue, one's own shifts, arrivals and departures, message templates, the crew's day. */
export function StaffDashboard({ tier, allows, bookings }: TierDashboardProps) {
  const { t } = useTranslation('admin');
  return (
    <div className={styles.stack}>
      {allows('requests.read') ? (
        <LiveOperations tier={tier} canManage={allows('requests.manage')} title={t('queue.briefingTitle')} />
      ) : (
        <KpiCards tier={tier} />
      )}
      <div className={styles.grid}>
        {allows('rota.read') ? <MyShifts /> : null}
        <ArrivalsDepartures store={bookings} />
        <MessageTemplates />
        {allows('rota.read') ? <CrewSchedule /> : null}
      </div>
    </div>
  );
}
