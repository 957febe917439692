import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RequestCategory } from '@prana/contracts';
import { formatIdr } from '@prana/domain';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useStoredText } from '../../lib/use-stored-text.ts';
import { useCharges } from './api/billing.ts';
import { useNotifications } from './api/notifications.ts';
import { useRequestsRead } from './api/requests.ts';
import { useDates } from '../../lib/use-dates.ts';
import { RequestList, useRequestWhen } from './request-list.tsx';
import { StatusBadge } from './status-badge.tsx';
import { OfflineNotice, waitsOffline } from './page-wait.tsx';
import styles from './guest.module.css';

/** The feed shows 6 requests and 3 notifications; dining and housekeeping cards list up to 3. */
const FEED_REQUESTS = 6;
const FEED_NOTIFICATIONS = 3;
const CARD_ITEMS = 3;

const CARDS: ReadonlyArray<{ category: Exclude<RequestCategory, 'concierge'>; to: string; listed: boolean }> = [
  { category: 'dining', to: '/app/dining', listed: true },
  { category: 'transport', to: '/app/transport', listed: false },
  { category: 'housekeeping', to: '/app/housekeeping', listed: true },
  { category: 'wellness', to: '/app/wellness', listed: false },
];

/** /app/requests: overview cards, the 6 latest requests and the 3 latest notifications. */
export function RequestsPage() {
  const { t } = useTranslation('guest');
  const { t: tc } = useTranslation();
  useDocumentTitle(tc('pages.guestRequests'));
  const requestsRead = useRequestsRead();
  const notificationsRead = useNotifications();
  const requests = requestsRead.data?.requests ?? [];
  const notifications = notificationsRead.data?.notifications ?? [];
  const { language, dateTime } = useDates();
  const storedText = useStoredText();
  const when = useRequestWhen();
  const billing = useCharges();
  // Offline with a read never kept on this device: its empty lists and counts would mislead.
  const missing = waitsOffline([requestsRead, notificationsRead, billing]);

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <p className="eyebrow">{tc('pages.guestRequests')}</p>
        <h1 className={styles.title}>{t('requests.title')}</h1>
      </header>
      {missing ? (
        <OfflineNotice />
      ) : (
        <>
          <ul className={`${styles.grid} ${styles.grid3}`}>
            {CARDS.map((card) => {
              const own = requests.filter((request) => request.category === card.category);
              return (
                <li key={card.category} className={styles.card} data-testid={`overview-${card.category}`}>
                  <div className={styles.cardHead}>
                    <p className={styles.cardTitle}>{t(`requests.cards.${card.category}`)}</p>
                    <span className={styles.tag}>{own.length}</span>
                  </div>
                  {card.listed && own.length === 0 ? <p className={styles.meta}>{t('summary.none')}</p> : null}
                  {card.listed ? (
                    <ul className={styles.list}>
                      {own.slice(0, CARD_ITEMS).map((request) => (
                        <li key={request.id} className={styles.spread}>
                          <span className={styles.meta}>
                            {storedText(request.titleText)}
                            {when(request) ? ` · ${when(request)}` : ''}
                          </span>
                          <StatusBadge status={request.status} />
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className={styles.meta}>{t('requests.awaiting', { count: own.filter((request) => request.status === 'pending').length })}</p>
                  )}
                  <div className={styles.actions}>
                    <Link to={card.to} className={`button button-quiet ${styles.small}`}>
                      {t('requests.open')}
                    </Link>
                  </div>
                </li>
              );
            })}
            <li className={styles.card} data-testid="overview-billing">
              <p className={styles.cardTitle}>{t('requests.cards.billing')}</p>
              <p className={styles.meta}>{billing.data ? t('requests.outstanding', { amount: formatIdr(billing.data.summary.outstanding, language) }) : tc('status.loading')}</p>
              <div className={styles.actions}>
                <Link to="/app/billing" className={`button button-quiet ${styles.small}`}>
                  {t('requests.open')}
                </Link>
              </div>
            </li>
          </ul>

          <section className={styles.section} aria-labelledby="feed-requests">
            <h2 id="feed-requests" className={styles.sectionTitle}>
              {t('requests.latest')}
            </h2>
            <RequestList requests={requests.slice(0, FEED_REQUESTS)} empty={t('summary.empty')} />
          </section>

          <section className={styles.section} aria-labelledby="feed-notifications">
            <h2 id="feed-notifications" className={styles.sectionTitle}>
              {t('requests.latestNotifications')}
            </h2>
            {notifications.length === 0 ? (
              <p className={styles.empty}>{t('notifications.empty')}</p>
            ) : (
              <ul className={styles.list}>
                {notifications.slice(0, FEED_NOTIFICATIONS).map((notification) => (
                  <li key={notification.id} className={`${styles.listItem} ${notification.read ? '' : styles.unread}`}>
                    <p>{storedText(notification.messageText)}</p>
                    <p className={styles.meta}>
                      {t(`notifications.types.${notification.type}`)} · {dateTime(notification.createdAt)}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
