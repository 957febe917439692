import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TESTIMONIALS, TESTIMONIALS_VISIBLE, TESTIMONIAL_ROTATE_MS, TESTIMONIAL_SUMMARY } from '@prana/catalogue';
import { formatDate } from '@prana/domain';
import { useLanguage, useLocalized } from '../../../lib/use-language.ts';
import { Icon } from '../shared/icons.tsx';
import styles from './testimonials-section.module.css';

const PAGES = Math.ceil(TESTIMONIALS.length / TESTIMONIALS_VISIBLE);

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {Array.from({ length: 5 }, (_, index) => (
        <Icon key={index} name="star" size={16} data-filled={index < Math.round(rating)} />
      ))}
    </span>
  );
}

/**
 * Reviews three at a time, moving on every 7 seconds. Rotation pauses while the
 * pointer or focus is inside and can be stopped with the pause button.
 */
export function TestimonialsCarousel() {
  const { t } = useTranslation('public');
  const { language } = useLanguage();
  const localize = useLocalized();
  const [page, setPage] = useState(0);
  const [paused, setPaused] = useState(false);
  const [holding, setHolding] = useState(false);
  const rotating = !paused && !holding;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setPage((current) => (current + 1) % PAGES), TESTIMONIAL_ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [rotating]);

  const first = page * TESTIMONIALS_VISIBLE;
  const shown = TESTIMONIALS.slice(first, first + TESTIMONIALS_VISIBLE);
  const average = TESTIMONIAL_SUMMARY.average.toFixed(2).replace('.', language === 'id' ? ',' : '.');

  return (
    <div
      className={styles.carousel}
      onMouseEnter={() => setHolding(true)}
      onMouseLeave={() => setHolding(false)}
      onFocus={() => setHolding(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHolding(false);
      }}
    >
      <div className={styles.summary} data-testid="testimonial-summary">
        <p className={styles.average}>{average}</p>
        <div>
          <Stars rating={TESTIMONIAL_SUMMARY.average} label={t('testimonials.average', { rating: average })} />
          <p className="muted">
            {t('testimonials.summary', { count: TESTIMONIAL_SUMMARY.count, platform: TESTIMONIAL_SUMMARY.platform })}
          </p>
        </div>
        <div className={styles.controls}>
          <button type="button" className={styles.control} onClick={() => setPage((page - 1 + PAGES) % PAGES)} aria-label={t('testimonials.previous')}>
            <Icon name="chevronLeft" />
          </button>
          <button type="button" className={styles.control} onClick={() => setPaused((value) => !value)} aria-label={paused ? t('testimonials.play') : t('testimonials.pause')}>
            <Icon name={paused ? 'play' : 'pause'} />
          </button>
          <button type="button" className={styles.control} onClick={() => setPage((page + 1) % PAGES)} aria-label={t('testimonials.next')}>
            <Icon name="chevronRight" />
          </button>
        </div>
      </div>
      <p className="visually-hidden" aria-live={rotating ? 'off' : 'polite'}>
        {t('testimonials.showing', { from: first + 1, to: first + shown.length, total: TESTIMONIALS.length })}
      </p>
      <ul className={styles.list} data-page={page}>
        {shown.map((review) => (
          <li key={review.id} className={styles.card} data-testid="testimonial">
            <Stars rating={review.rating} label={t('testimonials.rated', { rating: review.rating })} />
            <blockquote className={styles.quote}>
              <p>“{localize(review.quote)}”</p>
            </blockquote>
            <div className={styles.who}>
              <p className={styles.reviewer}>{review.reviewer}</p>
              <p className="muted">{localize(review.origin)}</p>
              <p className={styles.meta}>
                {localize(review.stayLabel)} · <time dateTime={review.date}>{formatDate(review.date, language, 'month')}</time>
              </p>
              <a href={review.sourceUrl} target="_blank" rel="noopener noreferrer" className={styles.source}>
                {t('testimonials.readOn', { platform: review.source })}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
