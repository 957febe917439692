import { useTranslation } from 'react-i18next';
import styles from './page-loader.module.css';

/** A calm full-area loading state (lazy routes, session checks). */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.label}>{label ?? t('status.loading')}</span>
    </div>
  );
}
