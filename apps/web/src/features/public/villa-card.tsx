import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatIdr } from '@prana/domain';
import { ResponsiveImage } from '../../components/responsive-image.tsx';
import { useLanguage, useLocalized } from '../../lib/use-language.ts';
import type { VillaListing } from './villa-listings.ts';
import styles from './villa-card.module.css';

const CARD_SIZES = '(min-width: 1100px) 380px, (min-width: 700px) 50vw, 100vw';

interface VillaCardProps {
  villa: VillaListing;
  /** Cards in the first row load at once; the rest wait until scrolled near. */
  priority?: boolean;
}

/** One villa on /availability: photo, name, site, sleeps, highlight and nightly rate. */
export function VillaCard({ villa, priority = false }: VillaCardProps) {
  const { t } = useTranslation('public');
  const { language } = useLanguage();
  const localize = useLocalized();
  const site = villa.siteName ?? t('availability.unassigned');
  const details = villa.catalogue;
  const headingId = `villa-${villa.slug}`;

  return (
    <article className={styles.card} data-testid="villa-card" data-villa={villa.slug} aria-labelledby={headingId}>
      <div className={styles.media}>
        {details ? (
          <ResponsiveImage
            path={details.heroImage}
            alt={t('availability.imageAlt', { villa: villa.name, site })}
            sizes={CARD_SIZES}
            priority={priority}
            tone={villa.siteId}
          />
        ) : (
          <div className={styles.placeholder} data-tone={villa.siteId ?? undefined} aria-hidden="true" />
        )}
        <span className={styles.badge}>{site}</span>
      </div>
      <div className={styles.body}>
        {details ? <p className="eyebrow">{details.area}</p> : null}
        <h2 id={headingId} className={styles.name}>
          {villa.name}
        </h2>
        <ul className={styles.facts}>
          <li>
            {villa.capacity === null
              ? t('availability.guestsTbd')
              : t('availability.sleeps', { count: villa.capacity })}
          </li>
          {details ? <li>{t('availability.bedrooms', { count: details.bedrooms })}</li> : null}
        </ul>
        {details ? <p className={styles.highlight}>{localize(details.highlight)}</p> : null}
        <div className={styles.footer}>
          {details ? (
            <p className={styles.rate}>
              <span className="visually-hidden">{t('availability.nightlyRate')}: </span>
              <strong>{formatIdr(details.baseRate, language)}</strong>{' '}
              <span className="muted">{t('availability.perNight')}</span>
            </p>
          ) : null}
          {villa.siteId ? (
            <Link to={`/sites/${villa.siteId}`} className={styles.siteLink}>
              {t('availability.viewSite', { site })}
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** Holds a card's place while villas load, at the same size so nothing jumps. */
export function VillaCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={`skeleton ${styles.skeletonMedia}`} />
      <div className={styles.body}>
        <div className={`skeleton ${styles.skeletonLine} ${styles.short}`} />
        <div className={`skeleton ${styles.skeletonTitle}`} />
        <div className={`skeleton ${styles.skeletonLine} ${styles.medium}`} />
        <div className={`skeleton ${styles.skeletonLine}`} />
        <div className={`skeleton ${styles.skeletonLine} ${styles.medium}`} />
      </div>
    </div>
  );
}
