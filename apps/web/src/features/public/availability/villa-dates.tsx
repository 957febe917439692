import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_STAY_NIGHTS, pickRangeDay, stayLength, type DateRange } from '@prana/domain';
import { useUnavailableNights } from '../api/availability.ts';
import { BookingCalendar } from '../landing/booking-calendar.tsx';
import { StayPrice } from './stay-price.tsx';

interface VillaDatesProps {
  slug: string;
  today: string;
  initial: DateRange;
  onChoose: (range: { checkIn: string; checkOut: string }) => void;
}

/** A villa card's "See dates": its calendar with the nights it cannot offer struck through, and the chosen stay's price. */
export function VillaDates({ slug, today, initial, onChoose }: VillaDatesProps) {
  const { t } = useTranslation('public');
  const unavailableNights = useUnavailableNights(slug, today);
  const [range, setRange] = useState<DateRange>(initial);
  const { checkIn, checkOut } = range;
  return (
    <div data-testid="villa-dates">
      <BookingCalendar checkIn={checkIn} checkOut={checkOut} today={today} onPick={(day) => setRange((current) => pickRangeDay(current, day))} unavailableNights={unavailableNights} />
      <StayPrice slug={slug} checkIn={checkIn} checkOut={checkOut} />
      {checkIn && checkOut && stayLength(checkIn, checkOut) >= MIN_STAY_NIGHTS ? (
        <button type="button" className="button button-accent" onClick={() => onChoose({ checkIn, checkOut })}>
          {t('card.searchDates')}
        </button>
      ) : null}
    </div>
  );
}
