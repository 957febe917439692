import { useTranslation } from 'react-i18next';
import type { BookingResponse } from '@prana/contracts';
import { arrivalsAndDepartures, BRIEFING_DAYS, formatDate, relativeDayLabel, stayNights, todayInBali } from '@prana/domain';
import { useLanguage } from '../../../lib/use-language.ts';
import type { BookingsStore } from '../shell/use-bookings.ts';
import { useNow } from '../../../lib/use-now.ts';
import { Panel } from './panel.tsx';
import tables from '../../../components/data-table.module.css';
import styles from './arrivals-departures.module.css';

/** Arrivals and departures of the coming week from the real bookings (staff briefing). */
export function ArrivalsDepartures({ store }: { store: BookingsStore }) {
  const { t } = useTranslation('admin');
  const today = todayInBali(useNow(60_000));
  const { arrivals, departures } = arrivalsAndDepartures(store.data?.bookings ?? [], today);

  return (
    <Panel title={t('arrivals.title')} lead={t('arrivals.lead', { count: BRIEFING_DAYS })} testId="arrivals-departures">
      {!store.data && store.loading ? <div className={`skeleton ${styles.skeleton}`} aria-busy="true" /> : null}
      {!store.data && store.error ? <p className={tables.empty}>{store.error}</p> : null}
      {store.data ? (
        <div className={styles.columns}>
          <StayList heading={t('arrivals.arrivals')} empty={t('arrivals.noArrivals')} bookings={arrivals} date="checkIn" today={today} testId="arrivals" />
          <StayList heading={t('arrivals.departures')} empty={t('arrivals.noDepartures')} bookings={departures} date="checkOut" today={today} testId="departures" />
        </div>
      ) : null}
    </Panel>
  );
}

interface StayListProps {
  heading: string;
  empty: string;
  bookings: BookingResponse[];
  date: 'checkIn' | 'checkOut';
  today: string;
  testId: string;
}

function StayList({ heading, empty, bookings, date, today, testId }: StayListProps) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  return (
    <div>
      <h4 className={styles.heading}>{heading}</h4>
      {bookings.length === 0 ? (
        <p className={tables.empty}>{empty}</p>
      ) : (
        <ul className={tables.list} data-testid={testId}>
          {bookings.map((booking) => (
            <li key={booking.id}>
              <span>
                <strong>{booking.guestName ?? t('bookings.airbnbGuest')}</strong>
                <span className={tables.sub}>
                  {booking.villaName}
                  {booking.code ? ` · ${booking.code}` : ''} · {t('arrivals.nights', { count: stayNights(booking.checkIn, booking.checkOut) })}
                  {booking.adults !== null ? ` · ${t('arrivals.guests', { count: booking.adults + (booking.children ?? 0) + (booking.infants ?? 0) })}` : ''}
                </span>
              </span>
              <span className={styles.when}>
                {relativeDayLabel(booking[date], today, { lang: language })}
                <span className={tables.sub}>{formatDate(booking[date], language, 'day')}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
