import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../components/status-message.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useVillaListings } from './use-villa-listings.ts';
import { VillaCard, VillaCardSkeleton } from './villa-card.tsx';
import styles from './availability-page.module.css';

const SKELETON_COUNT = 6;
/** Cards in the first row on a wide screen load eagerly; the rest lazily. */
const EAGER_CARDS = 3;

/** /availability, foundation version: every villa as a card, from the API and the catalogue. */
export function AvailabilityPage() {
  const { t } = useTranslation('public');
  const { t: tc } = useTranslation();
  const { status, listings, error, refetch } = useVillaListings();
  useDocumentTitle(t('availability.eyebrow'));

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <nav aria-label={tc('nav.breadcrumb')} className={styles.breadcrumb}>
          <ol>
            <li>
              <Link to="/">{tc('nav.home')}</Link>
            </li>
            <li aria-current="page">{t('availability.eyebrow')}</li>
          </ol>
        </nav>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{t('availability.title')}</h1>
          {listings ? (
            <p className={styles.count} data-testid="villa-count" aria-live="polite">
              {t('availability.count', { count: listings.length })}
            </p>
          ) : null}
        </div>
        <p className={styles.lead}>{t('availability.lead')}</p>
      </header>

      {status === 'error' && !listings ? (
        <StatusMessage title={t('availability.loadError')} onRetry={refetch}>
          <p>{errorMessage(error)}</p>
        </StatusMessage>
      ) : null}

      {status === 'loading' && !listings ? (
        <div className={styles.grid} aria-busy="true">
          <p className="visually-hidden" role="status">
            {t('availability.loading')}
          </p>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <VillaCardSkeleton key={index} />
          ))}
        </div>
      ) : null}

      {listings && listings.length === 0 ? (
        <StatusMessage tone="empty" title={t('availability.emptyTitle')}>
          <p>{t('availability.emptyBody')}</p>
        </StatusMessage>
      ) : null}

      {listings && listings.length > 0 ? (
        <ul className={styles.grid} aria-label={t('availability.count', { count: listings.length })}>
          {listings.map((villa, index) => (
            <li key={villa.slug} className={styles.item}>
              <VillaCard villa={villa} priority={index < EAGER_CARDS} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
