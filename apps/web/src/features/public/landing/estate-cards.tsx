import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ESTATES, type Estate } from '@prana/catalogue';
import { formatIdr, landingStayTotal } from '@prana/domain';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { useLanguage, useLocalized, useLocalizedPath } from '../../../lib/use-language.ts';
import { Icon } from '../shared/icons.tsx';
import styles from './estate-cards.module.css';

const SIZES = '(min-width: 1100px) 380px, (min-width: 760px) 50vw, 100vw';

function EstateGallery({ estate }: { estate: Estate }) {
  const { t } = useTranslation('public');
  const images = [estate.heroImage, ...estate.gallery];
  const [index, setIndex] = useState(0);
  const total = images.length;
  const go = (delta: number) => setIndex((current) => (current + delta + total) % total);

  return (
    <div className={styles.gallery}>
      <ResponsiveImage
        key={images[index]}
        path={images[index]!}
        alt={t('estates.imageAlt', { site: estate.name, n: index + 1, total })}
        sizes={SIZES}
        tone={estate.siteId}
      />
      <button type="button" className={`${styles.arrow} ${styles.prev}`} onClick={() => go(-1)} aria-label={t('estates.previous', { site: estate.name })}>
        <Icon name="chevronLeft" />
      </button>
      <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => go(1)} aria-label={t('estates.next', { site: estate.name })}>
        <Icon name="chevronRight" />
      </button>
      <div className={styles.dots}>
        {images.map((image, dot) => (
          <button
            key={image}
            type="button"
            className={styles.dot}
            aria-label={t('estates.showImage', { n: dot + 1, total })}
            aria-current={dot === index}
            onClick={() => setIndex(dot)}
          />
        ))}
      </div>
    </div>
  );
}

interface EstateCardsProps {
  /** Nights of the booking form, for the estimated stay total (0 hides it). */
  nights: number;
  /** Chooses the estate in the booking form and takes the visitor there. */
  onChoose: (siteId: string) => void;
}

/** The three estate cards of the landing page. */
export function EstateCards({ nights, onChoose }: EstateCardsProps) {
  const { t } = useTranslation('public');
  const { language } = useLanguage();
  const localize = useLocalized();
  const localPath = useLocalizedPath();

  return (
    <ul className={styles.grid}>
      {ESTATES.map((estate) => (
        <li key={estate.id} className={styles.card} data-testid="estate-card">
          <EstateGallery estate={estate} />
          <div className={styles.body}>
            <p className="eyebrow">{estate.location}</p>
            <h3 className={styles.name}>{estate.name}</h3>
            <p className={styles.description}>{localize(estate.description)}</p>
            <ul className={styles.facts}>
              <li>{t('estates.guests', { count: estate.capacity })}</li>
              <li>{t('estates.bedrooms', { count: estate.bedrooms })}</li>
              <li>{t('estates.baths', { count: estate.bathrooms })}</li>
            </ul>
            <h4 className="visually-hidden">{t('estates.amenities')}</h4>
            <ul className={styles.amenities}>
              {estate.amenities.map((amenity) => (
                <li key={amenity.en}>{localize(amenity)}</li>
              ))}
            </ul>
            <div className={styles.footer}>
              <p className={styles.rate}>
                <span className="muted">{t('estates.from')} </span>
                <strong>{formatIdr(estate.baseRate, language)}</strong> <span className="muted">{t('estates.perNight')}</span>
                {nights > 0 ? (
                  <span className={styles.total}>
                    {t('estates.stayTotal', { amount: formatIdr(landingStayTotal(estate.baseRate, nights), language), count: nights })}
                  </span>
                ) : null}
              </p>
              <div className={styles.actions}>
                <button type="button" className="button" onClick={() => onChoose(estate.siteId)}>
                  {t('estates.choose')}
                </button>
                <Link to={localPath(`/sites/${estate.siteId}`)} className={styles.link}>
                  {t('estates.discover', { site: estate.name })}
                </Link>
              </div>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
