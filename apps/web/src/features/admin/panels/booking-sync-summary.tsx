import { useTranslation } from 'react-i18next';
import { formatDateRange, formatDateTime, nextArrivals, relativeDayLabel, todayInBali } from '@prana/domain';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import type { BookingsStore } from '../shell/use-bookings.ts';
import { useNow } from '../../../lib/use-now.ts';
import { Panel } from './panel.tsx';
import tables from '../../../components/data-table.module.css';
import styles from './booking-sync-summary.module.css';

interface BookingSyncSummaryProps {
  store: BookingsStore;
  /** Shows the sync action (roles that may run a rental-platform sync, in the tier being viewed). */
  canSync: boolean;
  title?: string;
}

/** The real data of the dashboards: totals, upcoming, by source, the next 4 arrivals. */
export function BookingSyncSummary({ store, canSync, title }: BookingSyncSummaryProps) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const now = useNow(60_000);
  const data = store.data;
  const today = todayInBali(now);
  const upcoming = data ? nextArrivals(data.bookings, today) : [];

  const syncButton = canSync ? (
    <button type="button" className="button" onClick={() => void store.sync()} disabled={store.syncing} data-testid="sync-bookings">
      {store.syncing ? t('bookings.syncing') : t('bookings.sync')}
    </button>
  ) : null;

  return (
    <Panel
      title={title ?? t('bookings.title')}
      lead={data ? (data.syncedAt ? t('bookings.syncedAt', { time: formatDateTime(data.syncedAt, language) }) : t('bookings.neverSynced')) : undefined}
      actions={syncButton}
      testId="booking-sync-summary"
    >
      {!data && store.loading ? <div className={`skeleton ${styles.skeleton}`} aria-busy="true" /> : null}
      {!data && !store.loading && store.error ? (
        <StatusMessage title={t('bookings.loadError')} onRetry={store.refetch}>
          <p>{store.error}</p>
        </StatusMessage>
      ) : null}
      {data ? (
        <>
          <dl className={styles.stats}>
            <div>
              <dt>{t('bookings.total')}</dt>
              <dd data-testid="bookings-total">{data.stats.total}</dd>
            </div>
            <div>
              <dt>{t('bookings.upcoming')}</dt>
              <dd data-testid="bookings-upcoming">{data.stats.upcoming}</dd>
            </div>
            <div>
              <dt>{t('bookings.sources.airbnb')}</dt>
              <dd>{data.stats.bySource.airbnb}</dd>
            </div>
            <div>
              <dt>{t('bookings.sources.direct')}</dt>
              <dd>{data.stats.bySource.direct}</dd>
            </div>
          </dl>
          <h4 className={styles.subheading}>{t('bookings.nextArrivals')}</h4>
          {upcoming.length === 0 ? (
            <p className={tables.empty}>{t('bookings.empty')}</p>
          ) : (
            <ul className={tables.list} data-testid="next-arrivals">
              {upcoming.map((booking) => (
                <li key={booking.id}>
                  <span>
                    <strong>{booking.guestName ?? t('bookings.airbnbGuest')}</strong>
                    <span className={tables.sub}>
                      {booking.villaName} · {formatDateRange(booking.checkIn, booking.checkOut, language, 'day')}
                    </span>
                  </span>
                  <span className={styles.when}>
                    <span className={tables.chip}>{t(`bookings.sources.${booking.source}`)}</span>
                    {relativeDayLabel(booking.checkIn, today, { lang: language })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </Panel>
  );
}
