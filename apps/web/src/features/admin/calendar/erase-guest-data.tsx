import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeBookingCode } from '@prana/domain';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { useErasePersonalData, usePersonalData } from '../api/guest-data.ts';
import styles from './calendar-page.module.css';

/**
 * Master erases a guest's personal data on their request: the dialog names the booking, says what
 * goes and what stays, and erases only once the booking code is typed. It is never undone.
 */
export function EraseGuestData({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const { dateTime } = useDates();
  const inputId = useId();
  const hintId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const booking = usePersonalData(bookingId, open);
  const erase = useErasePersonalData();
  const data = booking.data;
  const matches = data !== undefined && normalizeBookingCode(typed) === data.code;

  const close = () => {
    setOpen(false);
    setTyped('');
    erase.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!data || !matches) return;
    erase.mutate({ bookingId, confirmCode: typed });
  };

  return (
    <section className={styles.erase} aria-label={t('calendar.erase.title')}>
      <button type="button" className="button button-quiet" onClick={() => setOpen(true)} data-testid="erase-guest-data">
        {t('calendar.erase.open')}
      </button>
      <ModalDialog open={open} title={t('calendar.erase.title')} onClose={close} testId="erase-guest-data-dialog">
        {booking.isPending ? (
          <p role="status">{t('calendar.loading')}</p>
        ) : booking.isError ? (
          <p role="alert">{errorText(booking.error)}</p>
        ) : data?.erasedAt ? (
          <div className={styles.eraseBody}>
            <p role="status" data-testid="erased">
              {t('calendar.erase.done', { code: data.code, time: dateTime(data.erasedAt) })}
            </p>
            <div className={styles.actions}>
              <button type="button" className="button button-quiet" onClick={close}>
                {t('calendar.details.close')}
              </button>
            </div>
          </div>
        ) : data ? (
          <form className={styles.eraseBody} onSubmit={submit} noValidate>
            <p>{t('calendar.erase.what', { name: data.guestName, code: data.code })}</p>
            <p>{t('calendar.erase.kept')}</p>
            <p className={styles.conflictNote}>{t('calendar.erase.final')}</p>
            <label className={styles.field} htmlFor={inputId}>
              <span>{t('calendar.erase.confirmLabel', { code: data.code })}</span>
            </label>
            <input
              id={inputId}
              name="confirmCode"
              autoComplete="off"
              spellCheck={false}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              aria-describedby={hintId}
              aria-invalid={erase.isError ? true : undefined}
            />
            <p id={hintId} className={styles.hint}>
              {t('calendar.erase.confirmHint')}
            </p>
            {erase.isError ? (
              <p role="alert" className={styles.error}>
                {errorText(erase.error)}
              </p>
            ) : null}
            <div className={styles.actions}>
              <button type="button" className="button button-quiet" onClick={close}>
                {t('calendar.erase.cancel')}
              </button>
              <button type="submit" className="button button-accent" disabled={!matches || erase.isPending} data-testid="erase-confirm">
                {t('calendar.erase.confirm')}
              </button>
            </div>
          </form>
        ) : null}
      </ModalDialog>
    </section>
  );
}
