import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  LOYALTY_CARD_LABELS,
  LOYALTY_TIER_COPY,
  OVERVIEW_FAST_LINKS,
  SERVICE_PROMISES,
  VILLA_SUMMARIES,
  wifiForSite,
} from '@prana/catalogue';
import { checkInDue, checkInOpen, formatPercent, todayInBali } from '@prana/domain';
import { ResponsiveImage } from '../../components/responsive-image.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLocalized } from '../../lib/use-language.ts';
import { useProfile, useSelectVilla } from './api/profile.ts';
import { useCheckIn } from './api/check-in.ts';
import { useDates } from '../../lib/use-dates.ts';
import { useAction } from './use-action.ts';
import { ActionMessage } from './action-message.tsx';
import { useConciergeChat } from '../../lib/use-concierge-chat.ts';
import { WifiCard } from './wifi-card.tsx';
import { PageWait, waitsOffline } from './page-wait.tsx';
import styles from './guest.module.css';
import { YourDataCard } from './your-data-card.tsx';
import { StayTimesCard } from './stay-times-card.tsx';

const VILLA_READY = SERVICE_PROMISES.find((promise) => promise.id === 'villa-ready')!.text;

/** /app: welcome, booking, villa collection, Wi-Fi, concierge fast links, loyalty. */
export function OverviewPage() {
  const { t } = useTranslation('guest');
  const { t: tc } = useTranslation();
  useDocumentTitle(tc('pages.guestOverview'));
  const localize = useLocalized();
  const { date, language } = useDates();
  const profileRead = useProfile();
  const profile = profileRead.data;
  const selectVilla = useSelectVilla();
  const chat = useConciergeChat();
  const selecting = useAction(selectVilla);
  const today = todayInBali(new Date());
  // Asked only while check-in is open: from seven days before arrival.
  const checkInRead = useCheckIn(profile !== undefined && checkInOpen(profile.checkIn, profile.checkOut, today));
  const checkIn = checkInRead.data;
  // Asks until arrival while nothing was sent; once sent, leads back to it.
  const showCheckIn = checkIn !== undefined && (checkIn.sent !== null || checkInDue(checkIn.checkIn, today, false));
  // Its card paints with the page (the entry reads it early), so it never pushes the page down; offline, the page goes on without it.
  const checkInLoading = checkInRead.status === 'pending' && checkInRead.fetchStatus === 'fetching';

  if (!profile || checkInLoading) {
    // Offline before the first load: the saved Wi-Fi card still works.
    return (
      <div className={styles.page}>
        <PageWait reads={[profileRead]} onRetry={() => void profileRead.refetch()} />
        {profileRead.status === 'error' || waitsOffline([profileRead]) ? <WifiCard wifi={null} /> : null}
      </div>
    );
  }

  const loyalty = LOYALTY_TIER_COPY[profile.loyaltyTier];
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <p className="eyebrow">{t('overview.eyebrow')}</p>
        <h1 className={styles.title}>{t('overview.welcome', { name: profile.lastName })}</h1>
      </header>

      <section className={`${styles.card} ${styles.cardSand}`} aria-labelledby="booking-title" data-testid="booking-card">
        <div className={styles.cardHead}>
          <h2 id="booking-title" className={styles.sectionTitle}>
            {profile.villa.name}
          </h2>
          <span className={styles.tag} data-stay={profile.stayStatus}>
            {t(`stay.${profile.stayStatus}`)}
          </span>
        </div>
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>{t('overview.checkIn')}</dt>
            <dd>{date(profile.checkIn)}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('overview.checkOut')}</dt>
            <dd>{date(profile.checkOut)}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('overview.nightsLabel')}</dt>
            <dd>{profile.nights}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('overview.reference')}</dt>
            <dd>{profile.bookingCode}</dd>
          </div>
        </dl>
        {profile.villaReadiness ? (
          // The arrival day: housekeeping's progress, live (stay.readiness).
          <p className={styles.readiness} role="status" data-testid="villa-readiness" data-readiness={profile.villaReadiness}>
            {t(`overview.readiness.${profile.villaReadiness}`)}
          </p>
        ) : (
          <p className={styles.meta}>{localize(VILLA_READY)}</p>
        )}
      </section>

      {showCheckIn ? (
        <section className={`${styles.card} ${styles.cardSand}`} aria-labelledby="check-in-title" data-testid="check-in-card">
          <h2 id="check-in-title" className={styles.sectionTitle}>
            {t('checkIn.eyebrow')}
          </h2>
          <p className={styles.muted}>{checkIn.sent ? t('checkIn.done') : t('checkIn.due')}</p>
          <div className={styles.actions}>
            <Link className={`button ${checkIn.sent ? 'button-quiet' : 'button-accent'} ${styles.small}`} to="/app/check-in">
              {checkIn.sent ? t('checkIn.edit') : t('checkIn.start')}
            </Link>
          </div>
        </section>
      ) : null}

      {profile.stayStatus !== 'completed' ? <StayTimesCard profile={profile} /> : null}

      <section className={styles.section} aria-labelledby="collection-title">
        <h2 id="collection-title" className={styles.sectionTitle}>
          {t('overview.collection')}
        </h2>
        <ul className={`${styles.grid} ${styles.grid3}`}>
          {VILLA_SUMMARIES.map((summary, index) => {
            const selected = profile.selectedVillaId === summary.id;
            return (
              <li key={summary.id} className={styles.card}>
                {/* The first card's photo is a phone's largest paint (app/first-reads.ts preloads it). */}
                <ResponsiveImage path={summary.heroImage} alt="" sizes="(min-width: 1024px) 33vw, 100vw" tone={summary.id} priority={index === 0} />
                <p className={styles.cardTitle}>{summary.name}</p>
                <p className={styles.muted}>{localize(summary.subtitle)}</p>
                <p className={styles.meta}>{t('overview.villaCount', { count: summary.villaCount })}</p>
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={`button ${selected ? '' : 'button-quiet'} ${styles.small}`}
                    aria-pressed={selected}
                    disabled={selecting.busy}
                    onClick={() => selectVilla.mutate(summary.id)}
                  >
                    {selected ? t('overview.selected') : t('overview.select')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
        <ActionMessage action={selecting} />
      </section>

      <WifiCard wifi={wifiForSite(profile.selectedVillaId)} />

      <section className={styles.section} aria-labelledby="fast-title">
        <h2 id="fast-title" className={styles.sectionTitle}>
          {t('overview.fastLinks')}
        </h2>
        <ul className={`${styles.grid} ${styles.grid3}`}>
          {OVERVIEW_FAST_LINKS.map((link) => (
            <li key={link.id} className={styles.card}>
              <p className={styles.cardTitle}>{localize(link.title)}</p>
              <p className={styles.muted}>{localize(link.description)}</p>
              <div className={styles.actions}>
                {link.kind === 'chat' ? (
                  <a className={`button button-accent ${styles.small}`} href={chat()} target="_blank" rel="noreferrer">
                    {localize(link.action)}
                  </a>
                ) : (
                  <Link className={`button button-quiet ${styles.small}`} to={link.href ?? '/app'}>
                    {localize(link.action)}
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.card} aria-labelledby="loyalty-title" data-testid="loyalty-card">
        <div className={styles.cardHead}>
          <h2 id="loyalty-title" className={styles.sectionTitle}>
            {localize(LOYALTY_CARD_LABELS.title)}
          </h2>
          <span className={styles.tag}>{localize(loyalty.name)}</span>
        </div>
        <p className={styles.muted}>{localize(loyalty.description)}</p>
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>{localize(LOYALTY_CARD_LABELS.stays)}</dt>
            <dd>{profile.stayCount}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{localize(LOYALTY_CARD_LABELS.extrasDiscount)}</dt>
            <dd>{formatPercent(profile.loyaltyDiscount, 0, language)}</dd>
          </div>
          <div className={`${styles.stat} ${styles.statWide}`}>
            <dt>{localize(LOYALTY_CARD_LABELS.lateCheckout)}</dt>
            <dd className={styles.statText}>{localize(loyalty.lateCheckout)}</dd>
          </div>
        </dl>
      </section>

      <YourDataCard />

      <p>
        <Link to="/app/prototype" className={styles.meta} data-testid="prototype-link">
          {t('overview.prototype')}
        </Link>
      </p>
    </div>
  );
}
