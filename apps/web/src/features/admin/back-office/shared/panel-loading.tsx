import { useTranslation } from 'react-i18next';
import styles from './back-office.module.css';

/** Shown while a panel's code (with its charts) loads. */
export function PanelLoading() {
  const { t } = useTranslation('backOffice');
  return (
    <div className={`skeleton ${styles.loadingPanel}`} role="status" aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
