import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getSite, villasOfSite } from '@prana/catalogue';
import { formatIdr } from '@prana/domain';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { conciergeChatUrl } from '../../../lib/concierge-chat.ts';
import { useSession } from '../../../lib/session.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePublicConfig } from '../../../lib/use-public-config.ts';
import { useLanguage, useLocalized, useLocalizedPath } from '../../../lib/use-language.ts';
import { Icon } from '../shared/icons.tsx';
import { availabilityHref, readSearchState } from '../shared/search-state.ts';
import styles from './site-page.module.css';

const CARD_SIZES = '(min-width: 1100px) 380px, (min-width: 700px) 50vw, 100vw';

/**
 * /sites/:siteId, a site's detail page. Dates and party carried in navigation state (from
 * the map) go along to /availability; an unknown id goes to /availability.
 */
export function SitePage() {
  const { siteId = '' } = useParams();
  const location = useLocation();
  const { t } = useTranslation('public');
  const { language } = useLanguage();
  const localize = useLocalized();
  const localPath = useLocalizedPath();
  const site = getSite(siteId);
  // A visitor writes to the concierge on WhatsApp; a signed-in guest has the concierge page of their stay.
  const { guest } = useSession();
  const conciergeNumber = usePublicConfig()?.conciergeWhatsapp ?? null;
  useDocumentTitle(site?.name);
  if (!site) return <Navigate to={localPath('/availability')} replace />;

  const carried = readSearchState(location.state);
  const villas = villasOfSite(site.id);

  return (
    <>
      <section className={styles.hero} aria-labelledby="site-title">
        <ResponsiveImage path={site.heroImage} alt="" tone={site.id} priority fill />
        <div className={styles.shade} aria-hidden="true" />
        <div className={`container on-dark ${styles.heroText}`}>
          <p className={styles.tagline}>{localize(site.tagline)}</p>
          <h1 id="site-title">{site.name}</h1>
          <p className={styles.summary}>{localize(site.summary)}</p>
          <p className={styles.address}>
            <Icon name="pin" size={18} />
            <span>
              <span className="visually-hidden">{t('site.address')}: </span>
              {site.address}
            </span>
          </p>
          <div className={styles.actions}>
            <Link to={localPath(availabilityHref(carried, { site: site.id, villaIds: [] }))} className="button button-accent" data-testid="view-availability">
              {t('site.viewAvailability')}
            </Link>
            {guest ? (
              <Link to="/app/concierge" className="button button-quiet">
                {t('site.messageConcierge')}
              </Link>
            ) : (
              <a
                className="button button-quiet"
                href={conciergeNumber ? conciergeChatUrl(conciergeNumber, t('site.conciergeGreeting', { site: site.name })) : undefined}
                aria-disabled={conciergeNumber ? undefined : true}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="site-concierge"
              >
                {t('site.messageConcierge')}
                <span className="visually-hidden"> ({t('card.newWindow')})</span>
              </a>
            )}
          </div>
        </div>
      </section>

      <div className={`container ${styles.columns}`}>
        <section className={styles.vibe} aria-labelledby="site-vibe">
          <h2 id="site-vibe" className="eyebrow">
            {t('site.vibe')}
          </h2>
          <p>{localize(site.vibe)}</p>
        </section>
        <section className={styles.near} aria-labelledby="site-near">
          <h2 id="site-near" className="eyebrow">
            {t('site.closeTo')}
          </h2>
          <ul>
            {site.proximity.map((place) => (
              <li key={place.label.en}>
                <span>{localize(place.label)}</span>
                <span className={styles.distance}>{localize(place.distance)}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section className={`container ${styles.villas}`} aria-labelledby="site-villas">
        <h2 id="site-villas">{t('site.villasTitle', { site: site.name })}</h2>
        <ul className={styles.grid}>
          {villas.map((villa) => (
            <li key={villa.id} className={styles.card} data-testid="site-villa">
              <ResponsiveImage path={villa.heroImage} alt="" sizes={CARD_SIZES} tone={site.id} />
              <div className={styles.cardBody}>
                <h3 className={styles.villaName}>
                  <Link to={localPath(`/villas/${villa.id}`)} data-testid="villa-page-link">
                    {villa.name}
                  </Link>
                </h3>
                <ul className={styles.facts}>
                  <li>{t('site.guests', { count: villa.capacity })}</li>
                  <li>{t('site.bedrooms', { count: villa.bedrooms })}</li>
                  <li>{t('site.bathrooms', { count: villa.bathrooms })}</li>
                </ul>
                <p className={styles.rate}>{t('site.from', { rate: formatIdr(villa.baseRate, language) })}</p>
                <p className="muted">{localize(villa.highlight)}</p>
                <Link
                  to={localPath(availabilityHref(carried, { site: site.id, villaIds: [villa.id] }))}
                  className={`button ${styles.book}`}
                  aria-label={t('site.book', { villa: villa.name })}
                >
                  {t('site.bookShort')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
