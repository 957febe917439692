import { useTranslation } from 'react-i18next';
import type { DeliveryChannelStatus } from '@prana/contracts';
import { useDates } from '../../../lib/use-dates.ts';
import { useIntegrationStatus } from '../api/ops.ts';
import { useVillas } from '../api/villas.ts';
import { Panel } from './panel.tsx';
import { rentalSyncStatus } from './rental-sync-status.ts';
import tables from '../../../components/data-table.module.css';

/** How a row reads at a glance: working, needing someone, being set up, or not there at all. */
type IntegrationState = 'connected' | 'attention' | 'pending' | 'off';

const TONES: Record<IntegrationState, 'ok' | 'warn' | 'danger' | 'muted'> = { connected: 'ok', attention: 'danger', pending: 'warn', off: 'muted' };

interface Row {
  id: string;
  name: string;
  state: IntegrationState;
  detail: string;
}

/** A delivery channel's state: off until configured, needing attention while its sends fail. */
function deliveryState(channel: DeliveryChannelStatus): IntegrationState {
  if (!channel.configured) return 'off';
  if (channel.failuresSinceSuccess > 0) return 'attention';
  return channel.lastSuccessAt ? 'connected' : 'pending';
}

/**
 * Integration status, from what really happened: channel calendars from each villa's last pull
 * (GET /api/villas carries it for staff), Web Push and email from the worker's last sends
 * (GET /api/integration-status), and card payments, which no provider handles.
 */
export function IntegrationStatusPanel() {
  const { t } = useTranslation('admin');
  const dates = useDates();
  const villas = useVillas();
  const status = useIntegrationStatus();
  const rental = rentalSyncStatus(villas.data);

  const rentalDetail = (): string => {
    if (rental.state === 'unknown') return t('integrations.loading');
    if (rental.state === 'pending') return t('integrations.noFeeds');
    if (rental.state === 'attention') return t('integrations.attention', { failing: rental.failing, count: rental.linked, conflicts: rental.conflicts });
    return rental.lastSyncedAt ? t('integrations.connected', { count: rental.linked, time: dates.dateTime(rental.lastSyncedAt) }) : t('integrations.connectedNever', { count: rental.linked });
  };

  const deliveryDetail = (channel: DeliveryChannelStatus, kind: 'push' | 'email'): string => {
    if (!channel.configured) return t(`integrations.${kind}Off`);
    const delivered = channel.lastSuccessAt ? t('integrations.lastDelivered', { time: dates.dateTime(channel.lastSuccessAt) }) : t('integrations.neverDelivered');
    if (!channel.lastFailureAt) return delivered;
    const failed = t('integrations.lastFailed', { time: dates.dateTime(channel.lastFailureAt) });
    return channel.failuresSinceSuccess > 0 ? `${delivered} ${failed} ${t('integrations.failingSince', { count: channel.failuresSinceSuccess })}` : `${delivered} ${failed}`;
  };

  const rows: Row[] = [
    { id: 'channel-calendars', name: t('integrations.calendars'), state: rental.state === 'unknown' ? 'pending' : rental.state, detail: rentalDetail() },
  ];
  if (status.data) {
    rows.push(
      { id: 'web-push', name: t('integrations.push'), state: deliveryState(status.data.push), detail: deliveryDetail(status.data.push, 'push') },
      { id: 'email', name: t('integrations.email'), state: deliveryState(status.data.email), detail: deliveryDetail(status.data.email, 'email') },
      { id: 'payments', name: t('integrations.payments'), state: 'off', detail: t('integrations.paymentsOff') },
    );
  }

  return (
    <Panel title={t('integrations.title')} testId="integration-status">
      <ul className={tables.list}>
        {rows.map((row) => (
          <li key={row.id} data-testid={`integration-${row.id}`}>
            <span>
              <strong>{row.name}</strong>
              <span className={tables.sub}>{row.detail}</span>
            </span>
            <span className={tables.chip} data-tone={TONES[row.state]}>
              {t(`integrations.states.${row.state}`)}
            </span>
          </li>
        ))}
      </ul>
      {status.status === 'error' ? <p className={tables.empty}>{t('integrations.unavailable')}</p> : null}
    </Panel>
  );
}
