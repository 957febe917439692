import { useTranslation } from 'react-i18next';
import type { ReservationQueueItem } from '@prana/contracts';
import { canConfirmReservation } from '@prana/domain';
import { useErrorText } from '../../../lib/error-text.ts';
import { useConfirmAsBooking } from './api/queue.ts';
import styles from './concierge-queue.module.css';

/**
 * A reservation request's "Confirm as booking", self-contained so any queue row can host
 * it: the button while the request may still be booked, the booking code once it is.
 */
export function ConfirmAsBooking({ item }: { item: ReservationQueueItem }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const confirm = useConfirmAsBooking();
  const code = item.bookingCode ?? confirm.data?.bookingCode ?? null;

  if (code) {
    return (
      <span data-testid="booking-code" title={t('reservationBooking.codeHint', { guest: item.guestName })}>
        {t('reservationBooking.code', { code })}
      </span>
    );
  }
  if (!canConfirmReservation(item.status)) return null;
  return (
    <>
      <button
        type="button"
        className={styles.action}
        disabled={confirm.isPending}
        aria-label={t('reservationBooking.actionLabel', { guest: item.guestName, villa: item.villaName })}
        onClick={() => confirm.mutate(item.id)}
      >
        {t('reservationBooking.action')}
      </button>
      {confirm.isError ? <span role="alert">{errorText(confirm.error)}</span> : null}
    </>
  );
}
