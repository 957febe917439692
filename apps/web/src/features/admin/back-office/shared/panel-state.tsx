import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { useErrorText } from '../../../../lib/error-text.ts';
import styles from './back-office.module.css';

/** Loading or failed state of a panel's data (nothing once there is data to show). */
export function PanelState({ query }: { query: Pick<UseQueryResult<unknown>, 'data' | 'status' | 'error' | 'refetch'> }) {
  const { t } = useTranslation('backOffice');
  const { t: tc } = useTranslation();
  const errorText = useErrorText();
  if (query.data !== undefined) return null;
  if (query.status === 'error') {
    return (
      <div className={`${styles.alert} ${styles.actions}`} role="alert">
        <p>
          {t('common.loadError')} {errorText(query.error)}
        </p>
        <button type="button" className={styles.btn} onClick={() => void query.refetch()}>
          {tc('status.retry')}
        </button>
      </div>
    );
  }
  return (
    <p className={styles.muted} role="status" aria-busy="true">
      {t('common.loading')}
    </p>
  );
}
