import { useEffect, useRef } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getSite, getVilla } from '@prana/catalogue';
import { formatIdr, todayInBali, villaTraits } from '@prana/domain';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useLanguage, useLocalized, useLocalizedPath } from '../../../lib/use-language.ts';
import { VillaDates } from '../availability/villa-dates.tsx';
import { useStayQuote } from '../api/pricing.ts';
import { availabilityHref } from '../shared/search-state.ts';
import { countVillaView } from '../api/funnel.ts';
import styles from './villa-page.module.css';

const GALLERY_SIZES = '(min-width: 1100px) 360px, (min-width: 700px) 50vw, 100vw';
const NO_DATES = { checkIn: null, checkOut: null };

/**
 * /villas/:villaId, one villa: photos, beds, size, moods, base rate and minimum stay, the nights it
 * is booked with a chosen stay's price, and "Reserve this villa" (its search on /availability).
 * An unknown id goes to /availability.
 */
export function VillaPage() {
  const { villaId = '' } = useParams();
  const { t } = useTranslation('public');
  const { language } = useLanguage();
  const localize = useLocalized();
  const localPath = useLocalizedPath();
  const navigate = useNavigate();
  // The calendar shows today's months: the build cannot know them, so it follows hydration.
  const hydrated = useHydrated();
  const villa = getVilla(villaId);
  // The built page shows the catalogue's base rate; once hydrated, the one master set now.
  const live = useStayQuote(villaId, null, null, hydrated && villa !== undefined).data;
  const site = villa ? getSite(villa.siteId) : undefined;
  useDocumentTitle(villa?.name);
  // One view per villa shown (a re-render, or React's development double effect, counts nothing more).
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!villa || counted.current === villa.id) return;
    counted.current = villa.id;
    countVillaView(villa.id);
  }, [villa]);
  if (!villa || !site) return <Navigate to={localPath('/availability')} replace />;

  const reserveHref = localPath(availabilityHref(null, { site: site.id, villaIds: [villa.id] }));
  const photos = villa.gallery;

  return (
    <article data-testid="villa-page">
      <section className={styles.hero} aria-labelledby="villa-title">
        <ResponsiveImage path={villa.heroImage} alt={t('card.imageAlt', { villa: villa.name, site: site.name, n: 1, total: photos.length + 1 })} tone={site.id} priority fill />
        <div className={styles.shade} aria-hidden="true" />
        <div className={`container on-dark ${styles.heroText}`}>
          <p className={styles.eyebrow}>
            <Link to={localPath(`/sites/${site.id}`)}>{site.name}</Link> · {villa.location}
          </p>
          <h1 id="villa-title">{villa.name}</h1>
          <p className={styles.highlight}>{localize(villa.highlight)}</p>
        </div>
      </section>

      <div className={`container ${styles.columns}`}>
        <section aria-labelledby="villa-details">
          <h2 id="villa-details" className="eyebrow">
            {t('villa.details')}
          </h2>
          <p className={styles.blueprint}>{localize(villa.blueprint)}</p>
          <dl className={styles.facts}>
            <div>
              <dt>{t('villa.guests')}</dt>
              <dd>{t('card.sleeps', { count: villa.capacity })}</dd>
            </div>
            <div>
              <dt>{t('villa.rooms')}</dt>
              <dd>
                {t('card.bedrooms', { count: villa.bedrooms })} · {t('card.baths', { count: villa.bathrooms })}
              </dd>
            </div>
            <div>
              <dt>{t('villa.beds')}</dt>
              <dd>{localize(villa.beds)}</dd>
            </div>
            <div>
              <dt>{t('villa.size')}</dt>
              <dd>{t('card.size', { sqm: villa.sizeSqm, sqft: villa.sizeSqft.toLocaleString(language === 'id' ? 'id-ID' : 'en-US') })}</dd>
            </div>
          </dl>
          <ul className={styles.traits} aria-label={t('card.traitsLabel')}>
            {villaTraits(villa).map((trait) => (
              <li key={trait}>{t(`availability.traits.${trait}`)}</li>
            ))}
          </ul>
        </section>

        <section className={styles.booking} aria-labelledby="villa-rate">
          <h2 id="villa-rate" className="eyebrow">
            {t('card.nightlyRate')}
          </h2>
          <p className={styles.rate} data-testid="villa-rate">
            <strong>{formatIdr(live?.baseRate ?? villa.baseRate, language)}</strong> <span className="muted">{t('card.basePerNight')}</span>
          </p>
          {/* Its line is kept while the current minimum loads, so the button below never moves. */}
          <p className={`muted ${styles.minimumStay}`} data-testid="villa-minimum-stay">
            {live ? t('card.minimumStay', { count: live.minStayNights }) : null}
          </p>
          <p className="muted">{t('card.seasonal')}</p>
          <Link to={reserveHref} className="button button-accent" data-testid="reserve-villa">
            {t('card.reserve')}
          </Link>
        </section>
      </div>

      <section className={`container ${styles.gallery}`} aria-labelledby="villa-photos">
        <h2 id="villa-photos">{t('villa.photos', { villa: villa.name })}</h2>
        <ul className={styles.photos}>
          {photos.map((photo, index) => (
            <li key={photo}>
              <ResponsiveImage path={photo} alt={t('card.imageAlt', { villa: villa.name, site: site.name, n: index + 2, total: photos.length + 1 })} sizes={GALLERY_SIZES} tone={site.id} />
            </li>
          ))}
        </ul>
      </section>

      <section className={`container ${styles.calendar}`} aria-labelledby="villa-calendar">
        <h2 id="villa-calendar">{t('villa.calendarTitle')}</h2>
        <p className="muted">{t('villa.calendarLead')}</p>
        <div className={styles.calendarFrame}>
          {hydrated ? (
            <VillaDates
              slug={villa.id}
              today={todayInBali(new Date())}
              initial={NO_DATES}
              onChoose={(range) => void navigate(localPath(availabilityHref(range, { site: site.id, villaIds: [villa.id] })))}
            />
          ) : null}
        </div>
      </section>
    </article>
  );
}
