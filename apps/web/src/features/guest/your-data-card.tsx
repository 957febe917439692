import { useTranslation } from 'react-i18next';
import { GUEST_DATA_EXPORT_PATH } from './api/guest-data.ts';
import styles from './guest.module.css';

/** The guest's copy of what Prana holds about their booking: one download (a zip of the JSON and the document photos). */
export function YourDataCard() {
  const { t } = useTranslation('guest');
  return (
    <section className={styles.card} aria-labelledby="your-data-title" data-testid="your-data-card">
      <h2 id="your-data-title" className={styles.sectionTitle}>
        {t('yourData.title')}
      </h2>
      <p className={styles.muted}>{t('yourData.lead')}</p>
      <p className={styles.meta}>{t('yourData.retention')}</p>
      <div className={styles.actions}>
        {/* A plain download: the browser sends the session cookie and saves the file the api names. */}
        <a className={`button button-quiet ${styles.small}`} href={GUEST_DATA_EXPORT_PATH} download aria-describedby="your-data-file" data-testid="data-export">
          {t('yourData.download')}
        </a>
      </div>
      <p id="your-data-file" className={styles.meta}>
        {t('yourData.file')}
      </p>
    </section>
  );
}
