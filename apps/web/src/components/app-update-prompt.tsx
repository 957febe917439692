import { useTranslation } from 'react-i18next';
import { useWaitingUpdate } from '../lib/offline/service-worker.ts';
import styles from './app-update-prompt.module.css';

/** "A new version of Prana is ready — Reload", once a newer service worker waits. */
export function AppUpdatePrompt() {
  const { t } = useTranslation();
  const reload = useWaitingUpdate();
  if (!reload) return null;
  return (
    // A landmark of its own (it floats outside the page's), announced politely.
    <aside className={styles.prompt} aria-label={t('update.ready')} data-testid="update-prompt">
      <p className={styles.text} role="status">
        {t('update.ready')}
      </p>
      <button type="button" className={`button button-accent ${styles.reload}`} onClick={() => void reload()}>
        {t('update.reload')}
      </button>
    </aside>
  );
}
