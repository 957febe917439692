import { useTranslation } from 'react-i18next';
import type { RequestStatus } from '@prana/contracts';
import styles from './status-badge.module.css';

/** Each request status with its own colour and word, readable at a glance (BRAND.md). */
export function StatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation('guest');
  return (
    <span className={styles.badge} data-status={status} data-testid="status-badge">
      <span className={styles.dot} aria-hidden="true" />
      {t(`status.${status}`)}
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
