import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIdr } from '@prana/domain';
import { useErrorText } from '../../../lib/error-text.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { usePayout, useSetPayout, useUndoPayout } from '../back-office/api/finance.ts';
import { amountFrom } from '../back-office/shared/form-values.ts';
import styles from './calendar-page.module.css';

/**
 * What a channel paid out for an imported reservation: finance readers see it (or "amount not
 * known"); those who write finance enter it, mark it not known again, or undo their last change.
 */
export function PayoutEditor({ blockId, canWrite }: { blockId: string; canWrite: boolean }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const errorText = useErrorText();
  const payout = usePayout(blockId, true);
  const save = useSetPayout();
  const undo = useUndoPayout();
  // What the reader typed; null shows the stored payout (again after a save).
  const [draft, setDraft] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const current = payout.data?.payout;
  const amount = draft ?? (current === null || current === undefined ? '' : String(current));

  const write = (value: number | null | undefined) =>
    save.mutate(
      { blockId, amount: value },
      {
        onSuccess: () => {
          setDraft(null);
          setSaved(true);
        },
      },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    write(amountFrom(amount));
  };
  const failure = save.error ?? undo.error ?? payout.error;

  return (
    <section className={styles.payout} aria-label={t('calendar.payout.title')} data-testid="payout">
      <p>
        <strong>{t('calendar.payout.title')}: </strong>
        <span data-testid="payout-value">{payout.data ? (current === null ? t('calendar.payout.notKnown') : formatIdr(current!, language)) : '…'}</span>
      </p>
      {current === null ? <p className={styles.hint}>{t('calendar.payout.notKnownHint')}</p> : null}
      {canWrite ? (
        <form className={styles.payoutForm} onSubmit={submit} noValidate>
          <label className={styles.field}>
            <span>{t('calendar.payout.amount')}</span>
            <input name="payout" inputMode="numeric" value={amount} onChange={(event) => setDraft(event.target.value)} aria-invalid={save.isError ? true : undefined} />
          </label>
          <div className={styles.actions}>
            <button type="submit" className="button button-accent" disabled={save.isPending}>
              {t('calendar.payout.save')}
            </button>
            <button type="button" className="button button-quiet" disabled={save.isPending || current === null} onClick={() => write(null)}>
              {t('calendar.payout.clear')}
            </button>
            <button type="button" className="button button-quiet" disabled={undo.isPending || !payout.data?.undoAvailable} onClick={() => undo.mutate(undefined)}>
              {t('calendar.payout.undo')}
            </button>
          </div>
        </form>
      ) : null}
      {failure ? (
        <p role="alert" className={styles.error}>
          {errorText(failure)}
        </p>
      ) : saved ? (
        <p role="status">{t('calendar.payout.saved')}</p>
      ) : null}
    </section>
  );
}
