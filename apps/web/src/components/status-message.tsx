import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './status-message.module.css';

interface StatusMessageProps {
  tone?: 'error' | 'empty';
  title: string;
  children?: ReactNode;
  /** Shows a Retry button (errors). */
  onRetry?: () => void;
}

/** An error with Retry, or a calm empty state. */
export function StatusMessage({ tone = 'error', title, children, onRetry }: StatusMessageProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.message} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <p className={styles.title}>{title}</p>
      {children ? <div className={styles.body}>{children}</div> : null}
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          {t('status.retry')}
        </button>
      ) : null}
    </div>
  );
}
