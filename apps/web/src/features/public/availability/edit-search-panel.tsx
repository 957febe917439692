import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_GUEST_COUNTS, type AvailabilityQuery } from '@prana/domain';
import type { EditedSearch } from './edited-search.ts';
import styles from './edit-search-panel.module.css';

const toCount = (value: string, min: number): number => {
  const parsed = Math.trunc(Number(value));
  return Number.isFinite(parsed) ? Math.max(min, parsed) : min;
};

interface EditSearchPanelProps {
  id: string;
  query: AvailabilityQuery;
  onApply: (edit: EditedSearch) => void;
  onCancel: () => void;
}

/** Check-in, check-out, adults (min 1), children and infants (min 0); Apply rewrites the query. */
export function EditSearchPanel({ id, query, onApply, onCancel }: EditSearchPanelProps) {
  const { t } = useTranslation('public');
  const [edit, setEdit] = useState({
    checkIn: query.checkIn ?? '',
    checkOut: query.checkOut ?? '',
    adults: String(query.adults),
    children: String(query.children),
    infants: String(query.infants),
  });
  const field = (key: keyof typeof edit) => ({
    id: `${id}-${key}`,
    value: edit[key],
    onChange: (event: { target: { value: string } }) => setEdit((current) => ({ ...current, [key]: event.target.value })),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      checkIn: edit.checkIn,
      checkOut: edit.checkOut,
      adults: toCount(edit.adults, MIN_GUEST_COUNTS.adults),
      children: toCount(edit.children, MIN_GUEST_COUNTS.children),
      infants: toCount(edit.infants, MIN_GUEST_COUNTS.infants),
    });
  };

  return (
    <form id={id} className={styles.panel} onSubmit={onSubmit} aria-labelledby={`${id}-title`} data-testid="edit-search">
      <h2 id={`${id}-title`} className={styles.title}>
        {t('editSearch.title')}
      </h2>
      <div className={styles.fields}>
        <label htmlFor={`${id}-checkIn`}>{t('editSearch.checkIn')}</label>
        <input type="date" {...field('checkIn')} />
        <label htmlFor={`${id}-checkOut`}>{t('editSearch.checkOut')}</label>
        <input type="date" min={edit.checkIn || undefined} {...field('checkOut')} />
        <label htmlFor={`${id}-adults`}>{t('editSearch.adults')}</label>
        <input type="number" inputMode="numeric" min={MIN_GUEST_COUNTS.adults} step={1} {...field('adults')} />
        <label htmlFor={`${id}-children`}>{t('editSearch.children')}</label>
        <input type="number" inputMode="numeric" min={MIN_GUEST_COUNTS.children} step={1} {...field('children')} />
        <label htmlFor={`${id}-infants`}>{t('editSearch.infants')}</label>
        <input type="number" inputMode="numeric" min={MIN_GUEST_COUNTS.infants} step={1} {...field('infants')} />
      </div>
      <div className={styles.actions}>
        <button type="button" className="button button-quiet" onClick={onCancel}>
          {t('editSearch.cancel')}
        </button>
        <button type="submit" className="button">
          {t('editSearch.apply')}
        </button>
      </div>
    </form>
  );
}
