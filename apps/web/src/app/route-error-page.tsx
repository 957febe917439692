import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Logo } from '../components/logo.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import styles from './route-error-page.module.css';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's fallback when a page throws: says so plainly and offers the way home. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  useDocumentTitle(t('error.title'));

  return (
    <div className={styles.page}>
      <header className={`container ${styles.header}`}>
        <Logo />
      </header>
      <main id="main" tabIndex={-1} className={`container ${styles.main}`}>
        <h1 className={styles.title}>{t('error.title')}</h1>
        <p className={styles.body}>{t('error.body')}</p>
        {/* A full page load: whatever broke in memory is left behind. */}
        <Link to="/" reloadDocument className="button">
          {t('error.home')}
        </Link>
        <details className={styles.details}>
          <summary>{t('error.details')}</summary>
          <pre>{describe(error)}</pre>
        </details>
      </main>
    </div>
  );
}
