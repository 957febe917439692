import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { readSearchState } from '../shared/search-state.ts';
import { BookingForm } from './booking-form.tsx';
import { EstateCards } from './estate-cards.tsx';
import { LandingHero } from './landing-hero.tsx';
import { ServicesList } from './services-section.tsx';
import { TestimonialsCarousel } from './testimonials-section.tsx';
import { useBookingSearch } from './use-booking-search.ts';
import styles from './landing-page.module.css';

/** Brings an anchored section (#booking, #villas…) into view and moves focus there. */
function useAnchorFocus(hash: string, key: string): void {
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [hash, key]);
}

/** `/`: hero, the booking form, the estates, services, reviews. */
export function LandingPage() {
  const { t } = useTranslation('public');
  const location = useLocation();
  // A search carried in navigation state prefills the form (e.g. back from /availability).
  const booking = useBookingSearch(readSearchState(location.state));
  useDocumentTitle(undefined);
  useAnchorFocus(location.hash, location.key);

  const chooseEstate = (siteId: string) => {
    booking.chooseLocation(siteId);
    const form = document.getElementById('booking');
    form?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    form?.focus({ preventScroll: true });
  };

  return (
    <>
      <LandingHero />
      <section id="booking" tabIndex={-1} className={`container ${styles.booking}`} aria-label={t('nav.booking')}>
        <BookingForm booking={booking} />
      </section>

      <section id="villas" tabIndex={-1} className={`container ${styles.section}`} aria-labelledby="villas-title">
        <header className={styles.heading}>
          <p className="eyebrow">{t('estates.eyebrow')}</p>
          <h2 id="villas-title">{t('estates.title')}</h2>
          <p className={styles.lead}>{t('estates.lead')}</p>
        </header>
        <EstateCards nights={booking.nights} onChoose={chooseEstate} />
      </section>

      <section id="services" tabIndex={-1} className={styles.band} aria-labelledby="services-title">
        <div className={`container ${styles.section}`}>
          <header className={styles.heading}>
            <p className="eyebrow">{t('services.eyebrow')}</p>
            <h2 id="services-title">{t('services.title')}</h2>
            <p className={styles.lead}>{t('services.lead')}</p>
          </header>
          <ServicesList />
        </div>
      </section>

      <section id="testimonials" tabIndex={-1} className={`container ${styles.section}`} aria-labelledby="testimonials-title">
        <header className={styles.heading}>
          <p className="eyebrow">{t('testimonials.eyebrow')}</p>
          <h2 id="testimonials-title">{t('testimonials.title')}</h2>
        </header>
        <TestimonialsCarousel />
      </section>
    </>
  );
}
