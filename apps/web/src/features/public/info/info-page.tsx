import { Link, Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CONCIERGE_CONTACT, INFO_PAGES, type InfoPagePath } from '@prana/catalogue';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLocalized, useLocalizedPath } from '../../../lib/use-language.ts';
import { withoutLanguage } from '../../../lib/language-address.ts';
import { usePublicConfig } from '../../../lib/use-public-config.ts';
import { conciergeChatUrl } from '../../../lib/concierge-chat.ts';
import { Icon } from '../shared/icons.tsx';
import styles from './info-page.module.css';

const RELATED: readonly InfoPagePath[] = ['/guide', '/contact', '/policies/flexible', '/policies/refund', '/policies/terms', '/policies/privacy'];

function isInfoPath(path: string): path is InfoPagePath {
  return Object.hasOwn(INFO_PAGES, path);
}

/** /guide, /contact and /policies/*: catalogue content in the chosen language; anything else goes home. */
export function InfoPage() {
  const { pathname } = useLocation();
  const path = withoutLanguage(pathname.replace(/\/+$/, '') || '/');
  const localize = useLocalized();
  const localPath = useLocalizedPath();
  const { t } = useTranslation('public');
  const config = usePublicConfig();
  const page = isInfoPath(path) ? INFO_PAGES[path] : undefined;
  useDocumentTitle(page ? localize(page.title) : undefined);
  if (!page) return <Navigate to={localPath('/')} replace />;

  return (
    <article className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{localize(page.title)}</h1>
        <p className={styles.intro}>{localize(page.intro)}</p>
        {path === '/contact' ? (
          <div className={styles.actions}>
            {config ? (
              <a className="button button-accent" href={conciergeChatUrl(config.conciergeWhatsapp)} target="_blank" rel="noopener noreferrer">
                <Icon name="chat" />
                {t('info.whatsapp')}
              </a>
            ) : null}
            <a className="button button-quiet" href={`mailto:${CONCIERGE_CONTACT.email}`}>
              {t('info.email')}
            </a>
          </div>
        ) : null}
      </header>
      <div className={styles.sections}>
        {page.sections.map((section) => (
          <section key={section.heading.en} className={styles.section}>
            <h2>{localize(section.heading)}</h2>
            {localize(section.body)
              .split('\n')
              .map((line) => (
                <p key={line}>{line}</p>
              ))}
          </section>
        ))}
      </div>
      <nav className={styles.related} aria-labelledby="info-related">
        <h2 id="info-related" className="eyebrow">
          {t('info.related')}
        </h2>
        <ul>
          {RELATED.filter((other) => other !== path).map((other) => (
            <li key={other}>
              <Link to={localPath(other)}>{localize(INFO_PAGES[other].title)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
