import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VillaResponse } from '@prana/contracts';
import { useDates } from '../../../lib/use-dates.ts';
import { fieldErrorsOf, useErrorText } from '../../../lib/error-text.ts';
import { useCreateHold } from '../api/calendar.ts';
import styles from './calendar-page.module.css';

/** The nights a hold would take: chosen on the grid (two clicks) or typed here. */
export interface HoldDraft {
  villaSlug: string;
  checkIn: string;
  checkOut: string;
}

interface HoldFormProps {
  villas: readonly VillaResponse[];
  draft: HoldDraft | null;
  onDraftChange: (draft: HoldDraft) => void;
}

/** Masters and managers hold nights with a reason; a clash answers which block is in the way. */
export function HoldForm({ villas, draft, onDraftChange }: HoldFormProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const dates = useDates();
  const headingId = useId();
  const reasonRef = useRef<HTMLInputElement>(null);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const create = useCreateHold();
  const value: HoldDraft = draft ?? { villaSlug: villas[0]?.slug ?? '', checkIn: '', checkOut: '' };
  const fields = fieldErrorsOf(create.error);

  // Nights chosen on the grid: the reason is what is left to say.
  useEffect(() => {
    if (draft) reasonRef.current?.focus({ preventScroll: true });
  }, [draft]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    create.mutate(
      { ...value, reason },
      {
        onSuccess: (hold) => {
          setReason('');
          const villa = villas.find((candidate) => candidate.slug === hold.villaSlug)?.name ?? hold.villaSlug;
          setDone(t('calendar.hold.created', { villa, dates: dates.range(hold.startsAt, hold.endsAt) }));
        },
      },
    );
  }

  return (
    <form className={styles.holdForm} aria-labelledby={headingId} onSubmit={submit} data-testid="hold-form" noValidate>
      <h2 id={headingId} className={styles.detailsTitle}>
        {t('calendar.hold.title')}
      </h2>
      <label className={styles.field}>
        <span>{t('calendar.hold.villa')}</span>
        <select value={value.villaSlug} onChange={(event) => onDraftChange({ ...value, villaSlug: event.target.value })} name="villa">
          {villas.map((villa) => (
            <option key={villa.slug} value={villa.slug}>
              {villa.site ? `${villa.name} · ${villa.site}` : villa.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{t('calendar.hold.checkIn')}</span>
        <input type="date" name="checkIn" value={value.checkIn} onChange={(event) => onDraftChange({ ...value, checkIn: event.target.value })} aria-invalid={fields.checkIn ? true : undefined} />
      </label>
      <label className={styles.field}>
        <span>{t('calendar.hold.checkOut')}</span>
        <input type="date" name="checkOut" value={value.checkOut} onChange={(event) => onDraftChange({ ...value, checkOut: event.target.value })} aria-invalid={fields.checkOut ? true : undefined} />
      </label>
      <label className={styles.field}>
        <span>{t('calendar.hold.reason')}</span>
        <input ref={reasonRef} name="reason" value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} aria-invalid={fields.reason ? true : undefined} />
      </label>
      <button type="submit" className="button button-accent" disabled={create.isPending}>
        {t('calendar.hold.submit')}
      </button>
      {create.isError ? (
        <p role="alert" className={styles.error}>
          {errorText(create.error)}
        </p>
      ) : done ? (
        <p role="status">{done}</p>
      ) : null}
    </form>
  );
}
