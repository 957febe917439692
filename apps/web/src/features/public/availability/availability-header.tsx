import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getSite, getVilla, isSiteId, villasOfSite } from '@prana/catalogue';
import { ANY_SITE, formatDate, guestSummary, type AvailabilityQuery } from '@prana/domain';
import { useLanguage, useLocalizedPath } from '../../../lib/use-language.ts';
import type { SearchState } from '../shared/search-state.ts';
import styles from './availability-page.module.css';

/** The search as navigation state, so the landing form opens with it filled in. */
export function searchStateOf(query: AvailabilityQuery): SearchState {
  return {
    checkIn: query.checkIn,
    checkOut: query.checkOut,
    adults: query.adults,
    children: query.children,
    infants: query.infants,
    childrenAges: query.childrenAges,
    infantAges: query.infantAges,
    site: query.site,
    villaIds: query.villaIds,
    flexible: query.flexible,
  };
}

/** Breadcrumb with the count, title, dates and party, the site and villa filter, the flexible note. */
export function AvailabilityHeader({ query, count }: { query: AvailabilityQuery; count: number | null }) {
  const { t } = useTranslation('public');
  const { t: tc } = useTranslation();
  const { language } = useLanguage();
  const localPath = useLocalizedPath();

  const dates =
    query.checkIn && query.checkOut && query.stayLength > 0
      ? `${t('availability.range', { from: formatDate(query.checkIn, language, 'weekdayDate'), to: formatDate(query.checkOut, language, 'weekdayDate') })} · ${t('availability.nights', { count: query.stayLength })}`
      : t('availability.flexibleDates');
  const site = query.site !== ANY_SITE ? (getSite(query.site)?.name ?? query.site) : null;
  // Every villa of the chosen site ticked (an estate chosen on the landing page) reads as the site.
  const wholeSite = isSiteId(query.site) && villasOfSite(query.site).every((villa) => query.villaIds.includes(villa.id));
  const villas = wholeSite ? [] : query.villaIds.map((id) => getVilla(id)?.name ?? id);
  const filter =
    villas.length > 0
      ? t('availability.filterVillas', { place: site ?? t('booking.allRetreats'), villas: villas.join(', ') })
      : site
        ? t('availability.filterSite', { site })
        : t('availability.filterAll');

  return (
    <header className={styles.header}>
      <nav aria-label={tc('nav.breadcrumb')} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to={localPath('/')} state={{ search: searchStateOf(query) }}>
              {tc('nav.home')}
            </Link>
          </li>
          <li aria-current="page">
            {t('availability.eyebrow')}
            {count !== null ? (
              <span className={styles.count} data-testid="villa-count">
                {t('availability.count', { count })}
              </span>
            ) : null}
          </li>
        </ol>
      </nav>
      <h1 className={styles.title}>{t('availability.title')}</h1>
      <p className={styles.stay} data-testid="search-summary">
        <span>{dates}</span>
        <span aria-hidden="true"> · </span>
        <span>{guestSummary(query, language)}</span>
      </p>
      <p className={styles.filter} data-testid="search-filter">
        {filter}
      </p>
      {query.flexible ? <p className={styles.flexible}>{t('availability.flexibleNote')}</p> : null}
    </header>
  );
}
