import { useTranslation } from 'react-i18next';
import styles from './skip-link.module.css';

/** First focusable element of every page: jumps past the navigation to `#main`. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main" className={styles.skip}>
      {t('nav.skipToContent')}
    </a>
  );
}
