import { useTranslation } from 'react-i18next';
import { INTEGRATION_STATE_LABELS, INTEGRATION_STATUS, type IntegrationState } from '@prana/catalogue';
import { formatDateTime } from '@prana/domain';
import { useLanguage, useLocalized } from '../../../lib/use-language.ts';
import { useVillas } from '../api/villas.ts';
import { Panel } from './panel.tsx';
import { rentalSyncStatus } from './rental-sync-status.ts';
import tables from '../../../components/data-table.module.css';

const TONES: Record<IntegrationState, 'ok' | 'warn' | 'danger'> = { connected: 'ok', pending: 'warn', attention: 'danger' };

/**
 * Integration status: rental-platform sync from each villa's last real pull
 * (GET /api/villas carries it for staff); card payments and messaging from the catalogue.
 */
export function IntegrationStatusPanel() {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const localize = useLocalized();
  const villas = useVillas();
  const rental = rentalSyncStatus(villas.data);

  const rows = INTEGRATION_STATUS.map((row) => {
    if (row.id !== 'rental-platform-sync' || rental.state === 'unknown') {
      return { id: row.id, name: localize(row.name), state: row.state, detail: localize(row.detail) };
    }
    const last = rental.state !== 'pending' && rental.lastSyncedAt ? formatDateTime(rental.lastSyncedAt, language) : null;
    const detail =
      rental.state === 'pending'
        ? t('integrations.noFeeds')
        : rental.state === 'attention'
          ? t('integrations.attention', { failing: rental.failing, count: rental.linked, conflicts: rental.conflicts })
          : last
            ? t('integrations.connected', { count: rental.linked, time: last })
            : t('integrations.connectedNever', { count: rental.linked });
    return { id: row.id, name: localize(row.name), state: rental.state, detail };
  });

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
              {localize(INTEGRATION_STATE_LABELS[row.state])}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
