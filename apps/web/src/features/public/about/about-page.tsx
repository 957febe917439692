// Self-hosted so प्राण renders on every device, loaded with this page only.
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ABOUT_PAGE } from '@prana/catalogue';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLocalized, useLocalizedPath } from '../../../lib/use-language.ts';
import styles from './about-page.module.css';

/** /about: the Sanskrit definition of prana, the mission and three values. */
export function AboutPage() {
  const { t } = useTranslation('public');
  const localize = useLocalized();
  const localPath = useLocalizedPath();
  const { definition } = ABOUT_PAGE;
  useDocumentTitle(localize(ABOUT_PAGE.title));

  return (
    <article className={`container ${styles.page}`}>
      <h1 className="visually-hidden">{localize(ABOUT_PAGE.title)}</h1>
      <section className={styles.definition} aria-label={t('about.definitionLabel')}>
        <p className={styles.term} lang="sa">
          {definition.term}
        </p>
        <p className={styles.word}>
          <dfn lang="sa-Latn">{definition.transliteration}</dfn> <span className={styles.grammar}>{localize(definition.grammar)}</span>
        </p>
        <p className={styles.meaning}>{localize(definition.meaning)}</p>
        <p className={styles.note}>{localize(definition.note)}</p>
      </section>

      <section className={styles.mission} aria-labelledby="about-mission">
        <h2 id="about-mission">{localize(ABOUT_PAGE.missionHeading)}</h2>
        <p>{localize(ABOUT_PAGE.mission)}</p>
      </section>

      <section className={styles.values} aria-labelledby="about-values">
        <h2 id="about-values">{localize(ABOUT_PAGE.valuesHeading)}</h2>
        <ul>
          {ABOUT_PAGE.values.map((value) => (
            <li key={value.title.en} data-testid="about-value">
              <h3>{localize(value.title)}</h3>
              <p>{localize(value.line)}</p>
            </li>
          ))}
        </ul>
      </section>

      <p className={styles.cta}>
        <Link to={localPath('/availability')} className="button button-accent">
          {t('about.cta')}
        </Link>
      </p>
    </article>
  );
}
