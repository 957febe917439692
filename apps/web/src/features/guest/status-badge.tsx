import { useTranslation } from 'react-i18next';
import type { RequestStatus } from '@prana/contracts';
import styles from './status-badge.module.css';

/**
 * Each request status with its own colour and word, readable at a glance (BRAND.md). An early
 * check-in or late check-out staff answered shows their answer (approved, declined) instead.
 */
export function StatusBadge({ status, decision = null }: { status: RequestStatus; decision?: 'approved' | 'declined' | null }) {
  const { t } = useTranslation('guest');
  const shown = decision ?? status;
  return (
    <span className={styles.badge} data-status={shown} data-testid="status-badge">
      <span className={styles.dot} aria-hidden="true" />
      {t(`status.${shown}`)}
    </span>
  );
}

/** An outbox item's state: waiting to send, or not sent (refused when the connection returned). */
export function OutboxBadge({ state }: { state: 'waiting' | 'refused' }) {
  const { t } = useTranslation('guest');
  return (
    <span className={styles.badge} data-status={state} data-testid="status-badge">
      <span className={styles.dot} aria-hidden="true" />
      {t(`outbox.${state}`)}
    </span>
  );
}
