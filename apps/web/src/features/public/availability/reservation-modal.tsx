import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodedError, CreateReservationRequestBody } from '@prana/contracts';
import {
  formatDate,
  MIN_STAY_NIGHTS,
  RESERVATION_FIELD_MAX,
  SEARCH_ERROR_MESSAGES,
  guestSummary,
  isIsoDate,
  stayLength,
  todayInBali,
  validateReservationContact,
  type AvailabilityQuery,
} from '@prana/domain';
import { codedErrorOf } from '../../../lib/api-client.ts';
import { copyText } from '../../../lib/copy-text.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useSendReservationRequest } from '../api/reservations.ts';
import { useStayQuote } from '../api/pricing.ts';
import { StayPrice } from './stay-price.tsx';
import { Icon } from '../shared/icons.tsx';
import { useDialog } from '../shared/use-dialog.ts';
import { useScrollLock } from '../shared/use-scroll-lock.ts';
import type { VillaListing } from './availability-listings.ts';
import styles from './reservation-modal.module.css';
import { ModalActions } from '../../../components/modal-actions.tsx';

/** Stands for the reference in its sentence, so the sentence can be split around it. */
const REFERENCE_MARK = '\u0000';

type Field = 'checkIn' | 'checkOut' | 'fullName' | 'email' | 'phone' | 'notes';
type Values = Record<Field, string>;

interface ReservationModalProps {
  villa: VillaListing;
  query: AvailabilityQuery;
  onClose: () => void;
}

/**
 * "Reserve this villa": name, email, phone and special requests (and the dates, when the search
 * has none a stay can use), sent to POST /api/reservation-requests. On success a thank-you
 * shows with the request's PRR- reference, which stays until the visitor closes the modal (it is
 * what they quote to the concierge) and can be copied; a failure keeps what was typed and says why.
 * Closing in any way (Close, ×, overlay, Escape) unmounts it, which resets the form.
 */
export function ReservationModal({ villa, query, onClose }: ReservationModalProps) {
  const { t } = useTranslation('public');
  const { language } = useLanguage();
  const titleId = useId();
  const formId = useId();
  const today = todayInBali(new Date());
  const searchDatesUsable = Boolean(query.checkIn && query.checkOut && query.stayLength >= MIN_STAY_NIGHTS && query.checkIn >= today);
  const [values, setValues] = useState<Values>({
    checkIn: query.checkIn ?? '',
    checkOut: query.checkOut ?? '',
    fullName: '',
    email: '',
    phone: '',
    notes: '',
  });
  // The stay as it would be sent, priced (and its minimum stay checked) before sending.
  const stayCheckIn = searchDatesUsable ? query.checkIn : isIsoDate(values.checkIn) ? values.checkIn : null;
  const stayCheckOut = searchDatesUsable ? query.checkOut : isIsoDate(values.checkOut) ? values.checkOut : null;
  const stayQuote = useStayQuote(villa.slug, stayCheckIn, stayCheckOut, stayLength(stayCheckIn, stayCheckOut) > 0).data?.stay;
  const [invalid, setInvalid] = useState<{ field: Field; message: string } | null>(null);
  const [status, setStatus] = useState<'editing' | 'sending' | 'sent'>('editing');
  // The request's PRR- reference, shown with the thanks (and in the confirmation email).
  const [reference, setReference] = useState<string | null>(null);
  // Why sending failed, as its code: rendered below, in the reader's language.
  const [failure, setFailure] = useState<CodedError | null>(null);
  const errorText = useErrorText();
  const sendReservation = useSendReservationRequest().mutateAsync;
  const firstField = useRef<HTMLInputElement>(null);
  useScrollLock(true);
  const ref = useDialog<HTMLDivElement>({ open: true, onClose, initialFocus: firstField });

  // The sentence in the reader's language around the reference, which is set apart (never broken).
  const [referenceBefore, referenceAfter] = t('reserve.reference', { reference: REFERENCE_MARK }).split(REFERENCE_MARK);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const copyReference = async () => {
    if (!reference) return;
    try {
      await copyText(reference);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (invalid?.field === field) setInvalid(null);
  };

  const checkDates = (): { field: Field; message: string } | null => {
    if (searchDatesUsable) return null;
    if (!isIsoDate(values.checkIn) || !isIsoDate(values.checkOut)) return { field: 'checkIn', message: SEARCH_ERROR_MESSAGES.datesRequired[language] };
    if (values.checkIn < today) return { field: 'checkIn', message: t('reserve.pastCheckIn') };
    if (stayLength(values.checkIn, values.checkOut) < MIN_STAY_NIGHTS) return { field: 'checkOut', message: SEARCH_ERROR_MESSAGES.minimumStay[language] };
    // The villa's or the season's own minimum, as the api will judge it.
    if (stayQuote?.belowMinimum) return { field: 'checkOut', message: t('card.tooShort', { count: stayQuote.minStayNights }) };
    return null;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (status !== 'editing') return;
    const problem = checkDates() ?? validateReservationContact(values, language);
    setInvalid(problem);
    if (problem) {
      document.getElementById(`${formId}-${problem.field}`)?.focus();
      return;
    }
    const body: CreateReservationRequestBody = {
      villaId: villa.slug,
      checkIn: searchDatesUsable ? query.checkIn! : values.checkIn,
      checkOut: searchDatesUsable ? query.checkOut! : values.checkOut,
      adults: query.adults,
      children: query.children,
      infants: query.infants,
      fullName: values.fullName.trim(),
      email: values.email.trim(),
      phone: values.phone.trim() || null,
      notes: values.notes.trim() || null,
      language,
    };
    setStatus('sending');
    setFailure(null);
    try {
      setReference((await sendReservation(body)).reference);
      setStatus('sent');
    } catch (error) {
      setStatus('editing');
      setFailure(codedErrorOf(error));
    }
  };

  // Visitors get the modal's own wording for the refusals they can act on.
  const failureReason = (coded: CodedError): string => {
    if (coded.code === 'reservation.tooMany') return t('reserve.rateLimited');
    if (coded.code === 'reservation.overlap') return t('reserve.booked');
    if (coded.code === 'http.unexpected') return t('reserve.offline');
    return errorText(coded);
  };

  const dates =
    query.checkIn && query.checkOut && query.stayLength > 0
      ? `${formatDate(query.checkIn, language, 'weekdayDate')} – ${formatDate(query.checkOut, language, 'weekdayDate')}`
      : t('reserve.flexibleDates');
  const described = (field: Field) => (invalid?.field === field ? `${formId}-error` : undefined);
  const input = (field: Field) => ({
    id: `${formId}-${field}`,
    name: field,
    value: values[field],
    onChange: set(field),
    'aria-invalid': invalid?.field === field || undefined,
    'aria-describedby': described(field),
    disabled: status === 'sending',
  });

  return (
    <div className={styles.backdrop} onClick={onClose} data-testid="reservation-overlay">
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.dialog}
        onClick={(event) => event.stopPropagation()}
        data-testid="reservation-modal"
      >
        <div className={styles.head}>
          <div>
            <h2 id={titleId} className={styles.title}>
              {t('reserve.title', { villa: villa.name })}
            </h2>
            <p className="muted">
              {dates} · {guestSummary(query, language)}
            </p>
          </div>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('reserve.close')}>
            <Icon name="close" />
          </button>
        </div>

        {status === 'sent' ? (
          <div className={styles.sent}>
            <p className={styles.thanks} role="status" data-testid="reservation-thanks">
              {t('reserve.thanks')}
              {reference ? (
                <>
                  <br />
                  <span data-testid="reservation-reference">
                    {referenceBefore}
                    <strong className={styles.reference}>{reference}</strong>
                    {referenceAfter}
                  </span>
                </>
              ) : null}
            </p>
            <div className={styles.sentActions}>
              {reference ? (
                <button type="button" className="button button-quiet" onClick={() => void copyReference()}>
                  {t('reserve.copyReference')}
                </button>
              ) : null}
              <button type="button" className="button" onClick={onClose}>
                {t('reserve.done')}
              </button>
            </div>
            {copied ? (
              <p className={styles.copied} role="status">
                {t(copied === 'copied' ? 'reserve.referenceCopied' : 'reserve.copyFailed')}
              </p>
            ) : null}
          </div>
        ) : (
          <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
            {searchDatesUsable ? null : (
              <fieldset className={styles.dates}>
                <legend>{t('reserve.datesLegend')}</legend>
                <label htmlFor={`${formId}-checkIn`}>{t('reserve.checkIn')}</label>
                <input ref={searchDatesUsable ? undefined : firstField} type="date" min={today} {...input('checkIn')} />
                <label htmlFor={`${formId}-checkOut`}>{t('reserve.checkOut')}</label>
                <input type="date" min={values.checkIn || today} {...input('checkOut')} />
              </fieldset>
            )}
            <label htmlFor={`${formId}-fullName`}>{t('reserve.fullName')}</label>
            <input ref={searchDatesUsable ? firstField : undefined} type="text" autoComplete="name" required maxLength={RESERVATION_FIELD_MAX.fullName} {...input('fullName')} />
            <label htmlFor={`${formId}-email`}>{t('reserve.email')}</label>
            <input type="email" autoComplete="email" required maxLength={RESERVATION_FIELD_MAX.email} {...input('email')} />
            <label htmlFor={`${formId}-phone`}>
              {t('reserve.phone')} <span className="muted">({t('reserve.optional')})</span>
            </label>
            <input type="tel" autoComplete="tel" maxLength={RESERVATION_FIELD_MAX.phone} {...input('phone')} />
            <label htmlFor={`${formId}-notes`}>
              {t('reserve.notes')} <span className="muted">({t('reserve.optional')})</span>
            </label>
            <textarea rows={4} maxLength={RESERVATION_FIELD_MAX.notes} placeholder={t('reserve.notesHint')} {...input('notes')} />
            <StayPrice slug={villa.slug} checkIn={stayCheckIn} checkOut={stayCheckOut} />
            <p id={`${formId}-error`} className={styles.fieldError} role="alert">
              {invalid?.message ?? ''}
            </p>
            {failure ? (
              <p className={styles.failure} role="alert" data-testid="reservation-failure">
                {t('reserve.failed', { reason: failureReason(failure) })}
              </p>
            ) : null}
            <ModalActions className={styles.actions} cancelClassName="button button-quiet" onCancel={onClose} cancelLabel={t('reserve.cancel')}>
              <button type="submit" className="button button-accent" disabled={status === 'sending'}>
                {status === 'sending' ? t('reserve.sending') : t('reserve.send')}
              </button>
            </ModalActions>
          </form>
        )}
      </div>
    </div>
  );
}
