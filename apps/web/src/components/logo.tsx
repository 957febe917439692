import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../lib/use-language.ts';
import styles from './logo.module.css';

/** The Prana wordmark, linking home (in the active language). */
export function Logo({ to = '/' }: { to?: string }) {
  const { t } = useTranslation();
  const localPath = useLocalizedPath();
  return (
    <Link to={localPath(to)} className={styles.logo} aria-label={t('brand.homeLink')}>
      <svg className={styles.mark} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <path d="M32 10c-10 10-13 21-10 31 2 6 6 9 10 9s8-3 10-9c3-10 0-21-10-31z" fill="currentColor" />
        <path d="M32 20v30" stroke="var(--linen)" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <span className={styles.word}>{t('brand.name')}</span>
    </Link>
  );
}
