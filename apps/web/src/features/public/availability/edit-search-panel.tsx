import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, MIN_GUEST_COUNTS, MIN_STAY_NIGHTS, SEARCH_ERROR_MESSAGES, pickRangeDay, stayDatesError, stayLength, todayInBali, type AvailabilityQuery } from '@prana/domain';
import { useLanguage } from '../../../lib/use-language.ts';
import { BookingCalendar } from '../landing/booking-calendar.tsx';
import { FieldPopover } from '../landing/field-popover.tsx';
import type { EditedSearch } from './edited-search.ts';
import styles from './edit-search-panel.module.css';

const toCount = (value: string, min: number): number => {
  const parsed = Math.trunc(Number(value));
  return Number.isFinite(parsed) ? Math.max(min, parsed) : min;
};

interface EditSearchPanelProps {
  id: string;
  query: AvailabilityQuery;
  onApply: (edit: EditedSearch) => void;
  onCancel: () => void;
}

/**
 * Dates on the landing form's calendar, adults (min 1), children and infants (min 0). Apply checks
 * the stay rules first (no past check-in, at least two nights) and rewrites the query only when they hold.
 */
export function EditSearchPanel({ id, query, onApply, onCancel }: EditSearchPanelProps) {
  const { t } = useTranslation('public');
  const { language } = useLanguage();
  const today = todayInBali(new Date());
  const [range, setRange] = useState({ checkIn: query.checkIn, checkOut: query.checkOut });
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [counts, setCounts] = useState({ adults: String(query.adults), children: String(query.children), infants: String(query.infants) });
  const field = (key: keyof typeof counts) => ({
    id: `${id}-${key}`,
    value: counts[key],
    onChange: (event: { target: { value: string } }) => setCounts((current) => ({ ...current, [key]: event.target.value })),
  });
  // No dates at all is a search without dates ("Flexible dates"); any date given must make a stay.
  const datesError = range.checkIn === null && range.checkOut === null ? null : stayDatesError(range.checkIn, range.checkOut, today);

  const onPick = (day: string) => {
    const next = pickRangeDay(range, day);
    setRange(next);
    if (next.checkOut !== null && stayLength(next.checkIn, next.checkOut) >= MIN_STAY_NIGHTS) setCalendarOpen(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setCalendarOpen(false);
    if (datesError) {
      setAttempted(true);
      return;
    }
    onApply({
      checkIn: range.checkIn ?? '',
      checkOut: range.checkOut ?? '',
      adults: toCount(counts.adults, MIN_GUEST_COUNTS.adults),
      children: toCount(counts.children, MIN_GUEST_COUNTS.children),
      infants: toCount(counts.infants, MIN_GUEST_COUNTS.infants),
    });
  };

  const dates =
    range.checkIn && range.checkOut
      ? `${formatDate(range.checkIn, language, 'day')} – ${formatDate(range.checkOut, language, 'day')} · ${t('booking.nights', { count: stayLength(range.checkIn, range.checkOut) })}`
      : range.checkIn
        ? t('booking.checkInOnly', { date: formatDate(range.checkIn, language, 'day') })
        : t('booking.datesEmpty');

  return (
    <form id={id} className={styles.panel} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} data-testid="edit-search">
      <h2 id={`${id}-title`} className={styles.title}>
        {t('editSearch.title')}
      </h2>
      <div className={styles.fields}>
        <div className={styles.dates}>
          <FieldPopover
            label={t('booking.dates')}
            value={dates}
            icon="calendar"
            open={calendarOpen}
            onOpenChange={setCalendarOpen}
            panelLabel={t('calendar.label')}
            testId="booking-dates"
          >
            <BookingCalendar checkIn={range.checkIn} checkOut={range.checkOut} today={today} onPick={onPick} />
          </FieldPopover>
        </div>
        <label htmlFor={`${id}-adults`}>{t('editSearch.adults')}</label>
        <input type="number" inputMode="numeric" min={MIN_GUEST_COUNTS.adults} step={1} {...field('adults')} />
        <label htmlFor={`${id}-children`}>{t('editSearch.children')}</label>
        <input type="number" inputMode="numeric" min={MIN_GUEST_COUNTS.children} step={1} {...field('children')} />
        <label htmlFor={`${id}-infants`}>{t('editSearch.infants')}</label>
        <input type="number" inputMode="numeric" min={MIN_GUEST_COUNTS.infants} step={1} {...field('infants')} />
      </div>
      <p className={styles.error} role="alert" data-testid="edit-search-error">
        {attempted && datesError ? SEARCH_ERROR_MESSAGES[datesError][language] : ''}
      </p>
      <div className={styles.actions}>
        <button type="button" className="button button-quiet" onClick={onCancel}>
          {t('editSearch.cancel')}
        </button>
        <button type="submit" className="button">
          {t('editSearch.apply')}
        </button>
      </div>
    </form>
  );
}
