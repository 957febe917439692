import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDate, formatIdr, guestSummary, todayInBali, type AvailabilityQuery } from '@prana/domain';
import { useLanguage, useLocalized, useLocalizedPath } from '../../../lib/use-language.ts';
import { conciergeChatUrl } from '../../../lib/concierge-chat.ts';
import { Icon } from '../shared/icons.tsx';
import { clampIndex, type VillaListing } from './availability-listings.ts';
import { ImageCarousel } from './image-carousel.tsx';
import { VillaDates } from './villa-dates.tsx';
import styles from './villa-result-card.module.css';

interface VillaResultCardProps {
  villa: VillaListing;
  query: AvailabilityQuery;
  imageIndex: number;
  onImageIndex: (index: number) => void;
  onOpenGallery: (index: number) => void;
  /** Absent when the stay cannot be reserved (the page says why): no Reserve button then. */
  onReserve?: () => void;
  /** "See dates" chose a stay: search it. */
  onChooseDates: (range: { checkIn: string; checkOut: string }) => void;
  /** The concierge's WhatsApp number from configuration; null until loaded. */
  conciergeNumber: string | null;
  priority: boolean;
}

/** One villa of the results, with its photos, facts, traits, rate and stay total, and its two actions. */
export function VillaResultCard({ villa, query, imageIndex, onImageIndex, onOpenGallery, onReserve, onChooseDates, conciergeNumber, priority }: VillaResultCardProps) {
  const { t } = useTranslation('public');
  const { language } = useLanguage();
  const localize = useLocalized();
  const localPath = useLocalizedPath();
  const [favourite, setFavourite] = useState(false);
  const [seeingDates, setSeeingDates] = useState(false);
  const details = villa.catalogue;
  const site = villa.siteName ?? t('card.unassigned');
  const index = clampIndex(imageIndex, villa.images.length);
  const nights = query.stayLength;
  const headingId = `villa-${villa.slug}`;

  const greeting =
    query.checkIn && query.checkOut && nights > 0
      ? t('concierge.greeting', {
          villa: villa.name,
          site,
          dates: `${formatDate(query.checkIn, language, 'weekdayDate')} – ${formatDate(query.checkOut, language, 'weekdayDate')}`,
          guests: guestSummary(query, language),
        })
      : t('concierge.greetingFlexible', { villa: villa.name, site, guests: guestSummary(query, language) });

  return (
    <article className={styles.card} data-testid="villa-card" data-villa={villa.slug} aria-labelledby={headingId}>
      <div className={styles.media}>
        <ImageCarousel
          images={villa.images}
          index={index}
          onIndexChange={onImageIndex}
          onOpen={() => onOpenGallery(index)}
          villa={villa.name}
          site={site}
          tone={villa.siteId}
          priority={priority}
        />
        <span className={styles.badge}>{site}</span>
        <button
          type="button"
          className={styles.heart}
          aria-pressed={favourite}
          aria-label={t('card.favourite', { villa: villa.name })}
          onClick={() => setFavourite((value) => !value)}
        >
          <Icon name="heart" fill={favourite ? 'currentColor' : 'none'} />
        </button>
      </div>
      <div className={styles.body}>
        <p className="eyebrow">
          {details ? `${details.area} · ` : ''}
          {site}
        </p>
        <h2 id={headingId} className={styles.name}>
          {details ? (
            <Link to={localPath(`/villas/${villa.slug}`)} className={styles.nameLink} data-testid="villa-page-link">
              {villa.name}
            </Link>
          ) : (
            villa.name
          )}
        </h2>
        {details ? <p className={styles.highlight}>{localize(details.highlight)}</p> : null}
        <ul className={styles.facts}>
          {details ? (
            <>
              <li>{t('card.bedrooms', { count: details.bedrooms })}</li>
              <li>{t('card.baths', { count: details.bathrooms })}</li>
              <li>{localize(details.beds)}</li>
            </>
          ) : null}
        </ul>
        <p className={styles.sleeps}>{t('card.sleeps', { count: villa.capacity })}</p>
        {details ? (
          <>
            <p className={styles.size}>{t('card.size', { sqm: details.sizeSqm, sqft: details.sizeSqft.toLocaleString(language === 'id' ? 'id-ID' : 'en-US') })}</p>
            <p className={styles.blueprint}>{localize(details.blueprint)}</p>
          </>
        ) : null}
        <ul className={styles.traits} aria-label={t('card.traitsLabel')}>
          {villa.traits.map((trait) => (
            <li key={trait}>{t(`availability.traits.${trait}`)}</li>
          ))}
        </ul>
        <div className={styles.footer}>
          <p className={styles.rate}>
            <span className="visually-hidden">{t('card.nightlyRate')}: </span>
            <strong>{formatIdr(villa.baseRate, language)}</strong> <span className="muted">{t('card.basePerNight')}</span>
            {villa.stay ? (
              <span className={styles.total} data-testid="stay-total">
                {villa.stay.belowMinimum
                  ? t('card.tooShort', { count: villa.stay.minStayNights })
                  : t('card.total', { amount: formatIdr(villa.stay.total, language), count: nights })}
              </span>
            ) : null}
          </p>
          <div className={styles.actions}>
            {onReserve && !villa.stay?.belowMinimum ? (
              <button type="button" className="button button-accent" onClick={onReserve}>
                {t('card.reserve')}
              </button>
            ) : null}
            <button type="button" className="button button-quiet" aria-expanded={seeingDates} onClick={() => setSeeingDates((open) => !open)}>
              {t('card.seeDates')}
            </button>
            {conciergeNumber ? (
              <a className="button button-quiet" href={conciergeChatUrl(conciergeNumber, greeting)} target="_blank" rel="noopener noreferrer" data-testid="concierge-link">
                <Icon name="chat" />
                {t('card.concierge')}
                <span className="visually-hidden"> ({t('card.newWindow')})</span>
              </a>
            ) : (
              <span className={`button button-quiet ${styles.waiting}`} aria-disabled="true" title={t('concierge.unavailable')}>
                <Icon name="chat" />
                {t('card.concierge')}
              </span>
            )}
          </div>
        </div>
        {seeingDates ? (
          <VillaDates
            slug={villa.slug}
            today={todayInBali(new Date())}
            initial={{ checkIn: query.checkIn, checkOut: query.checkOut }}
            onChoose={(range) => {
              setSeeingDates(false);
              onChooseDates(range);
            }}
          />
        ) : null}
      </div>
    </article>
  );
}

/** Holds a card's place while villas load, at the same size so nothing jumps. */
export function VillaResultSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={`skeleton ${styles.skeletonMedia}`} />
      <div className={styles.body}>
        <div className={`skeleton ${styles.skeletonLine} ${styles.short}`} />
        <div className={`skeleton ${styles.skeletonTitle}`} />
        <div className={`skeleton ${styles.skeletonLine}`} />
        <div className={`skeleton ${styles.skeletonLine} ${styles.medium}`} />
      </div>
    </div>
  );
}
