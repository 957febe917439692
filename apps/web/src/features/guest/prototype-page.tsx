import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  LOYALTY_TIER_COPY,
  PROTOTYPE_HIGHLIGHTS,
  PROTOTYPE_NOTIFICATIONS,
  PROTOTYPE_NOTIFICATION_LABELS,
  PROTOTYPE_QUICK_ACTIONS,
  PROTOTYPE_STAY_STATUS_LABELS,
  PROTOTYPE_UPCOMING_REQUESTS,
  prototypeGreeting,
} from '@prana/catalogue';
import { daysBetween, formatIdr, formatPercent, todayInBali } from '@prana/domain';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage, useLocalized } from '../../lib/use-language.ts';
import { useSession } from '../../lib/session.tsx';
import { useCharges } from './api/billing.ts';
import { useProfile } from './api/profile.ts';
import { useDates } from '../../lib/use-dates.ts';
import { StatusBadge } from './status-badge.tsx';
import styles from './guest.module.css';

/** Where the guest is in the stay, in words: night 2 of 4 at the villa, or before or after it. */
function useStaySummary(): string | null {
  const { t } = useTranslation('guest');
  const { date: formatDate } = useDates();
  const profile = useProfile().data;
  if (!profile) return null;
  const values = { count: profile.nights, villa: profile.villa.name };
  if (profile.stayStatus === 'upcoming') return t('prototype.before', { ...values, date: formatDate(profile.checkIn, 'weekday') });
  if (profile.stayStatus === 'completed') return t('prototype.after', { ...values, date: formatDate(profile.checkOut, 'weekday') });
  const night = Math.min(profile.nights, Math.max(1, (daysBetween(profile.checkIn, todayInBali(new Date())) ?? 0) + 1));
  return t('prototype.night', { ...values, night, date: formatDate(profile.checkOut, 'weekday') });
}

/**
 * /app/prototype: a demo dashboard, reached from the overview. The stay (villa, nights,
 * status), the tier and the bill are the guest's own; the highlights, upcoming requests and
 * notifications are the catalogue's samples.
 */
export function PrototypePage() {
  const { t } = useTranslation('guest');
  const { t: tc } = useTranslation();
  useDocumentTitle(tc('pages.guestPrototype'));
  const localize = useLocalized();
  const { language } = useLanguage();
  const { guest } = useSession();
  const profile = useProfile().data;
  const bill = useCharges().data?.summary;
  const staySummary = useStaySummary();

  return (
    <div className={styles.page}>
      <header className={`${styles.card} ${styles.cardDark}`}>
        <p className="eyebrow">{t('prototype.eyebrow')}</p>
        <h1 className={styles.title}>{localize(prototypeGreeting(guest?.lastName ?? ''))}</h1>
        {profile ? (
          <p>
            <span className={styles.tag}>{localize(PROTOTYPE_STAY_STATUS_LABELS[profile.stayStatus])}</span>{' '}
            <span className={styles.tag}>{localize(LOYALTY_TIER_COPY[profile.loyaltyTier].name)}</span>
          </p>
        ) : null}
        <p className={styles.muted} data-testid="prototype-stay">
          {staySummary}
        </p>
      </header>

      <section className={styles.section} aria-labelledby="quick-title">
        <h2 id="quick-title" className={styles.sectionTitle}>
          {t('prototype.quickActions')}
        </h2>
        <ul className={styles.grid}>
          {PROTOTYPE_QUICK_ACTIONS.map((action) => (
            <li key={action.id} className={styles.card}>
              <Link to={action.href} className={styles.cardTitle}>
                {localize(action.label)}
              </Link>
              <p className={styles.meta}>{localize(action.description)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="highlights-title">
        <h2 id="highlights-title" className={styles.sectionTitle}>
          {t('prototype.highlights')}
        </h2>
        <ul className={`${styles.grid} ${styles.grid3}`}>
          {PROTOTYPE_HIGHLIGHTS.map((highlight) => (
            <li key={highlight.id} className={`${styles.card} ${styles.cardSand}`}>
              <p className={styles.cardTitle}>{localize(highlight.title)}</p>
              <p className={styles.meta}>{localize(highlight.description)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="upcoming-title">
        <h2 id="upcoming-title" className={styles.sectionTitle}>
          {t('prototype.upcoming')}
        </h2>
        <ul className={styles.list}>
          {PROTOTYPE_UPCOMING_REQUESTS.map((request) => (
            <li key={request.id} className={`${styles.listItem}`}>
              <div className={styles.cardHead}>
                <p className={styles.cardTitle}>{localize(request.title)}</p>
                <StatusBadge status={request.status} />
              </div>
              <p className={styles.meta}>{localize(request.time)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="proto-notifications-title">
        <h2 id="proto-notifications-title" className={styles.sectionTitle}>
          {t('prototype.notifications')}
        </h2>
        <ul className={styles.list}>
          {PROTOTYPE_NOTIFICATIONS.map((notification) => (
            <li key={notification.id} className={styles.listItem}>
              <span className={styles.tag}>{localize(PROTOTYPE_NOTIFICATION_LABELS[notification.label])}</span>
              <p>{localize(notification.message)}</p>
            </li>
          ))}
        </ul>
      </section>

      {bill && profile ? (
        <section className={`${styles.card} ${styles.cardSand}`} aria-labelledby="snapshot-title">
          <h2 id="snapshot-title" className={styles.sectionTitle}>
            {t('prototype.billing')}
          </h2>
          <dl className={styles.stats}>
            <div className={styles.stat}>
              <dt>{t('billing.totalExtras')}</dt>
              <dd>{formatIdr(bill.totalExtras, language)}</dd>
            </div>
            <div className={styles.stat}>
              <dt>{t('billing.outstanding')}</dt>
              <dd>{formatIdr(bill.outstanding, language)}</dd>
            </div>
            <div className={styles.stat}>
              <dt>{t('prototype.savings', { percent: formatPercent(bill.loyaltyRate, 0, language) })}</dt>
              <dd>{formatIdr(bill.loyaltyDiscount, language)}</dd>
            </div>
          </dl>
          <p className={styles.meta}>{localize(LOYALTY_TIER_COPY[profile.loyaltyTier].description)}</p>
        </section>
      ) : null}
    </div>
  );
}
