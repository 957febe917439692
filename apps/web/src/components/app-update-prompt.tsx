import { useTranslation } from 'react-i18next';
import { useWaitingUpdate } from '../lib/offline/service-worker.ts';
import styles from './app-update-prompt.module.css';

/** "A new version of Prana is ready — Reload", once a newer service worker waits (issue 17 §1). */
export function AppUpdatePrompt() {
  const { t } = useTranslation();
  const reload = useWaitingUpdate();
  if (!reload) return null;
  return (
    <div className={styles.prompt} role="status" data-testid="update-prompt">
      <p className={styles.text}>{t('update.ready')}</p>
      <button type="button" className={`button button-accent ${styles.reload}`} onClick={() => void reload()}>
        {t('update.reload')}
      </button>
    </div>
  );
}
