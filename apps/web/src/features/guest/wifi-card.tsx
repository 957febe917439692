import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WifiDetails } from '@prana/catalogue';
import { extrasMenuPdfUrl } from '@prana/contracts';
import { useLanguage } from '../../lib/use-language.ts';
import { useOfflineMenu } from './use-offline-menu.ts';
import styles from './guest.module.css';

/** Wi-Fi network and password, the extras menu PDF (what is published, in the reader's language) and Save for offline; works offline once saved. */
export function WifiCard({ wifi }: { wifi: WifiDetails | null }) {
  const { t } = useTranslation('guest');
  const { language } = useLanguage();
  const offline = useOfflineMenu(language);
  const shown = wifi ?? offline.savedWifi;

  // Without a connection the link opens the saved copy from the cache.
  const openMenu = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (navigator.onLine || offline.state !== 'saved') return;
    event.preventDefault();
    const url = await offline.cachedMenuUrl();
    if (!url) return;
    const link = document.createElement('a');
    link.href = url;
    link.download = 'prana-extras-menu.pdf';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  const hint =
    offline.state === 'error'
      ? t(offline.error === 'unsupported' ? 'wifi.unsupported' : 'wifi.failed')
      : t(`wifi.${offline.state}`);

  return (
    <article className={`${styles.card} ${styles.cardDark}`} data-testid="wifi-card" aria-labelledby="wifi-title">
      <h2 id="wifi-title" className={styles.sectionTitle}>
        {t('wifi.title')}
      </h2>
      {shown ? (
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>{t('wifi.network')}</dt>
            <dd data-testid="wifi-network">{shown.network}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('wifi.password')}</dt>
            <dd data-testid="wifi-password">{shown.password}</dd>
          </div>
        </dl>
      ) : (
        <p className={styles.muted}>{t('wifi.unavailable')}</p>
      )}
      <div className={styles.actions}>
        <a className={`button button-quiet ${styles.small}`} href={extrasMenuPdfUrl(language)} download onClick={(event) => void openMenu(event)}>
          {t('wifi.download')}
        </a>
        <button
          type="button"
          className={`button button-accent ${styles.small}`}
          disabled={offline.state === 'saving' || !shown}
          onClick={() => shown && void offline.save(shown)}
          data-testid="save-offline"
        >
          {offline.state === 'saved' ? t('wifi.saveAgain') : t('wifi.save')}
        </button>
      </div>
      <p className={styles.meta} role={offline.state === 'error' ? 'alert' : 'status'} data-testid="offline-hint" data-state={offline.state}>
        {hint}
      </p>
    </article>
  );
}
