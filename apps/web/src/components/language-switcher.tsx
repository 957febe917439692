import { useTranslation } from 'react-i18next';
import { LANGS } from '@prana/domain';
import { useLanguage } from '../lib/use-language.ts';
import styles from './language-switcher.module.css';

/** English / Bahasa toggle; the choice is remembered (localStorage `prana.language`). */
export function LanguageSwitcher({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();

  return (
    <div role="group" aria-label={t('language.label')} className={styles.switcher} data-tone={tone}>
      {LANGS.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className={styles.option}
          aria-pressed={language === option}
          onClick={() => setLanguage(option)}
        >
          {t(`language.${option}`)}
        </button>
      ))}
    </div>
  );
}
