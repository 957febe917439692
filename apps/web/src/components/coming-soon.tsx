import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PageKey } from '../lib/i18n/resources.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import styles from './coming-soon.module.css';

interface ComingSoonProps {
  /** Which page this stands in for; its name is the heading. */
  page: PageKey;
  /** A more specific heading (e.g. a site's name) than the page name. */
  title?: string;
  /** Where the way out leads; home by default. */
  backTo?: string;
}

/** The one placeholder for parts of Prana not built yet: calm, branded, in both languages. */
export function ComingSoon({ page, title, backTo = '/' }: ComingSoonProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = title ?? t(`pages.${page}`);
  useDocumentTitle(heading);

  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="coming-soon">
      <div className={styles.card}>
        <svg className={styles.leaf} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          <path d="M32 6c-13 13-17 27-13 40 3 8 8 12 13 12s10-4 13-12c4-13 0-27-13-40z" fill="currentColor" />
          <path d="M32 18v38M32 34l-8-7M32 44l9-8" stroke="var(--sand)" strokeWidth="2" strokeLinecap="round" fill="none" />
        </svg>
        <p className="eyebrow">{t('comingSoon.eyebrow')}</p>
        <h1 id={headingId} className={styles.title}>
          {heading}
        </h1>
        <p className={styles.body}>{t('comingSoon.body')}</p>
        <Link to={backTo} className="button">
          {t('comingSoon.home')}
        </Link>
      </div>
    </section>
  );
}
