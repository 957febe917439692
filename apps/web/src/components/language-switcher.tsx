import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '@prana/domain';
import { addressLanguage, localizedPath } from '../lib/language-address.ts';
import { useLanguage } from '../lib/use-language.ts';
import styles from './language-switcher.module.css';

/**
 * English / Bahasa toggle; the choice is remembered (localStorage `prana.language`). On a public
 * page it opens the same page at its address in the other language (the address sets the language).
 */
export function LanguageSwitcher({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();

  const choose = (option: Lang) => {
    if (option === language) return;
    if (addressLanguage(location.pathname) === null) return setLanguage(option);
    void navigate(localizedPath(`${location.pathname}${location.search}${location.hash}`, option), { state: location.state });
  };

  return (
    <div role="group" aria-label={t('language.label')} className={styles.switcher} data-tone={tone}>
      {LANGS.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className={styles.option}
          aria-pressed={language === option}
          onClick={() => choose(option)}
        >
          {t(`language.${option}`)}
        </button>
      ))}
    </div>
  );
}
