import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDate, MINIMUM_STAY_NOTE, MIN_STAY_NIGHTS, guestSummary, stayLength, todayInBali } from '@prana/domain';
import { useLanguage, useLocalizedPath } from '../../../lib/use-language.ts';
import { useUnavailableNights } from '../api/availability.ts';
import { BookingCalendar } from './booking-calendar.tsx';
import { FieldPopover } from './field-popover.tsx';
import { GuestSelector } from './guest-selector.tsx';
import { availabilityUrl, type BookingSearchController } from './use-booking-search.ts';
import { VillaSelector, useLocationSummary } from './villa-selector.tsx';
import styles from './booking-form.module.css';

type Panel = 'dates' | 'guests' | 'location';

/**
 * The landing booking form: dates, guests, villa or location and flexible dates. Submit checks the
 * rules in order (validateSearch) and shows the first message; after a refused submit the message follows
 * every change, and a valid search goes to /availability.
 */
export function BookingForm({ booking }: { booking: BookingSearchController }) {
  const { t } = useTranslation('public');
  const { language } = useLanguage();
  const localPath = useLocalizedPath();
  const navigate = useNavigate();
  const [panel, setPanel] = useState<Panel | null>(null);
  const [attempted, setAttempted] = useState(false);
  const today = todayInBali(new Date());
  const { search, nights } = booking;
  const error = attempted ? booking.validate(language) : null;
  // One villa chosen: the nights it cannot offer are struck through.
  const unavailableNights = useUnavailableNights(search.selectedVillas.length === 1 ? search.selectedVillas[0]! : null, today);

  const toggle = (which: Panel) => (open: boolean) => setPanel(open ? which : null);

  const onPick = (day: string) => {
    const choosingEnd = search.checkIn !== null && search.checkOut === null && day > search.checkIn;
    booking.pickDay(day);
    // A range long enough is done; a short one stays open with its hint.
    if (choosingEnd && stayLength(search.checkIn, day) >= MIN_STAY_NIGHTS) setPanel(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setPanel(null);
    if (booking.validate(language)) {
      setAttempted(true);
      return;
    }
    navigate(localPath(availabilityUrl(search)));
  };

  const dates =
    search.checkIn && search.checkOut
      ? `${formatDate(search.checkIn, language, 'day')} – ${formatDate(search.checkOut, language, 'day')} · ${t('booking.nights', { count: nights })}`
      : search.checkIn
        ? t('booking.checkInOnly', { date: formatDate(search.checkIn, language, 'day') })
        : t('booking.datesEmpty');
  const location = useLocationSummary(search.villaSite, search.selectedVillas);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="booking-title" data-testid="booking-form">
      <h2 id="booking-title" className={styles.title}>
        {t('booking.title')}
      </h2>
      <div className={styles.fields}>
        <FieldPopover
          label={t('booking.dates')}
          value={dates}
          icon="calendar"
          open={panel === 'dates'}
          onOpenChange={toggle('dates')}
          panelLabel={t('calendar.label')}
          testId="booking-dates"
        >
          <BookingCalendar checkIn={search.checkIn} checkOut={search.checkOut} today={today} onPick={onPick} unavailableNights={unavailableNights} />
        </FieldPopover>
        <FieldPopover
          label={t('booking.guests')}
          value={guestSummary(search.guests, language)}
          icon="users"
          open={panel === 'guests'}
          onOpenChange={toggle('guests')}
          panelLabel={t('booking.guests')}
          testId="booking-guests"
        >
          <GuestSelector
            guests={search.guests}
            onStep={booking.changeGuests}
            onChildAge={booking.changeChildAge}
            onInfantAge={booking.changeInfantAge}
          />
        </FieldPopover>
        <FieldPopover
          label={t('booking.location')}
          value={location}
          icon="pin"
          open={panel === 'location'}
          onOpenChange={toggle('location')}
          panelLabel={t('booking.location')}
          testId="booking-location"
        >
          <VillaSelector
            villaSite={search.villaSite}
            selectedVillas={search.selectedVillas}
            onChooseLocation={booking.chooseLocation}
            onToggleVilla={booking.toggleVilla}
          />
        </FieldPopover>
        <button type="submit" className={`button button-accent ${styles.submit}`}>
          {t('booking.submit')}
        </button>
      </div>
      <div className={styles.footer}>
        <label className={styles.flexible}>
          <input type="checkbox" checked={search.flexibleDates} onChange={(event) => booking.setFlexible(event.target.checked)} />
          <span>
            {t('booking.flexible')}
            <span className={styles.flexibleHint}>{t('booking.flexibleHint')}</span>
          </span>
        </label>
        {nights > 0 && nights < MIN_STAY_NIGHTS ? <p className={styles.note}>{MINIMUM_STAY_NOTE[language]}</p> : null}
      </div>
      <p className={styles.error} role="alert" data-testid="booking-error">
        {error ? error.message : ''}
      </p>
    </form>
  );
}
