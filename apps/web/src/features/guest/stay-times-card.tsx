import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuestProfileResponse, GuestRequestResponse } from '@prana/contracts';
import { formatIdr, STANDARD_CHECK_IN, STANDARD_CHECK_OUT, STAY_TIME_KINDS, STAY_TIME_OFFERS, stayTimePrice, stayTimeStillOpen, type StayTimeKind } from '@prana/domain';
import { useStoredText } from '../../lib/use-stored-text.ts';
import { useDates } from '../../lib/use-dates.ts';
import { useAskStayTime, useRequestsRead } from './api/requests.ts';
import { ActionMessage } from './action-message.tsx';
import { StatusBadge } from './status-badge.tsx';
import { useAction } from './use-action.ts';
import styles from './guest.module.css';

/** Staff's answer to an early check-in or late check-out (null while waiting, and for any other request). */
export function stayTimeDecisionOf(request: GuestRequestResponse): 'approved' | 'declined' | null {
  if (request.titleText.kind !== 'stay-time') return null;
  const decision = request.metadata?.decision;
  return decision === 'approved' || decision === 'declined' ? decision : null;
}

/** The kind an ask is for (only early check-in and late check-out requests have one). */
function kindOf(request: GuestRequestResponse): StayTimeKind | null {
  return request.titleText.kind === 'stay-time' ? request.titleText.type : null;
}

/**
 * The overview's early check-in and late check-out: the offered times with their prices (Gold's
 * late check-out until 14:00 free), asked in one tap. A same-day turn is refused at once with its
 * reason; otherwise the ask waits for the concierge, and its answer arrives live (request.updated).
 */
export function StayTimesCard({ profile }: { profile: GuestProfileResponse }) {
  const { t } = useTranslation('guest');
  const { language } = useDates();
  const storedText = useStoredText();
  const requests = useRequestsRead().data?.requests ?? [];
  const ask = useAskStayTime();
  const sending = useAction(ask, { done: t('stayTimes.sent') });
  const formId = useId();
  const now = new Date();
  const asks = requests.filter((request) => kindOf(request) !== null && request.status !== 'cancelled');
  // A kind stays open while one of its times can still be asked and nothing of it waits or was approved.
  const taken = (kind: StayTimeKind) => asks.some((request) => kindOf(request) === kind && (request.status === 'pending' || stayTimeDecisionOf(request) === 'approved'));
  const offers = (kind: StayTimeKind) => STAY_TIME_OFFERS[kind].filter((offer) => stayTimeStillOpen(kind, offer.time, profile, now));
  const kinds = STAY_TIME_KINDS.filter((kind) => !taken(kind) && offers(kind).length > 0);
  const [chosenKind, setKind] = useState<StayTimeKind | null>(null);
  const [chosenTime, setTime] = useState<string | null>(null);
  const kind = chosenKind !== null && kinds.includes(chosenKind) ? chosenKind : (kinds[0] ?? null);
  const times = kind ? offers(kind) : [];
  const time = chosenTime !== null && times.some((offer) => offer.time === chosenTime) ? chosenTime : null;

  const priceText = (forKind: StayTimeKind, at: string) => {
    const price = stayTimePrice(forKind, at, profile.loyaltyTier);
    return price === 0 ? t('stayTimes.free') : formatIdr(price ?? 0, language);
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (kind && time) ask.mutate({ kind, time }, { onSuccess: () => setTime(null) });
  };

  return (
    <section className={styles.card} aria-labelledby={`${formId}-title`} data-testid="stay-times-card">
      <h2 id={`${formId}-title`} className={styles.sectionTitle}>
        {t('stayTimes.title')}
      </h2>
      <p className={styles.muted}>{t('stayTimes.lead', { checkIn: STANDARD_CHECK_IN, checkOut: STANDARD_CHECK_OUT })}</p>
      {asks.length > 0 ? (
        <ul className={styles.list} data-testid="stay-time-asks">
          {asks.map((request) => (
            <li key={request.id} className={styles.listItem} data-testid="stay-time-ask" data-decision={stayTimeDecisionOf(request) ?? request.status}>
              <div className={styles.cardHead}>
                <p className={styles.cardTitle}>{storedText(request.titleText)}</p>
                <StatusBadge status={request.status} decision={stayTimeDecisionOf(request)} />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {kind ? (
        <form className={styles.form} onSubmit={send} aria-describedby={`${formId}-result`}>
          {kinds.length > 1 ? (
            <fieldset className={styles.checkInFieldset}>
              <legend className={styles.label}>{t('stayTimes.kind')}</legend>
              <div className={styles.chips}>
                {kinds.map((option) => (
                  <label key={option} className={`${styles.chip} ${styles.radioChip}`}>
                    <input type="radio" name={`${formId}-kind`} value={option} checked={kind === option} onChange={() => setKind(option)} />
                    {t(`stayTimes.kinds.${option}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          <fieldset className={styles.checkInFieldset}>
            <legend className={styles.label}>{kinds.length > 1 ? t('stayTimes.time') : t(`stayTimes.kinds.${kind}`)}</legend>
            <div className={styles.list}>
              {times.map((offer) => (
                <label key={offer.time} className={`${styles.listItem} ${styles.switch}`} data-testid="stay-time-offer">
                  <span>
                    {t(kind === 'early-check-in' ? 'stayTimes.from' : 'stayTimes.until', { time: offer.time })}
                    <span className={styles.meta}> · {priceText(kind, offer.time)}</span>
                  </span>
                  <input type="radio" name={`${formId}-time`} value={offer.time} checked={time === offer.time} onChange={() => setTime(offer.time)} />
                </label>
              ))}
            </div>
          </fieldset>
          <div className={styles.actions}>
            <button type="submit" className={`button button-accent ${styles.small}`} disabled={time === null || sending.busy}>
              {sending.busy ? t('stayTimes.sending') : t('stayTimes.send')}
            </button>
          </div>
          <div id={`${formId}-result`}>
            <ActionMessage action={sending} />
          </div>
        </form>
      ) : (
        <p className={styles.meta}>{t('stayTimes.none')}</p>
      )}
    </section>
  );
}
