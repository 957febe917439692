import { useTranslation } from 'react-i18next';
import {
  CHILD_AGE_OPTIONS,
  GUEST_FIELDS,
  INFANT_MONTH_OPTIONS,
  MAX_GUESTS,
  MIN_GUEST_COUNTS,
  totalGuests,
  type GuestField,
  type Guests,
} from '@prana/domain';
import styles from './guest-selector.module.css';

interface GuestSelectorProps {
  guests: Guests;
  onStep: (field: GuestField, delta: number) => void;
  onChildAge: (index: number, age: number | null) => void;
  onInfantAge: (index: number, months: number | null) => void;
}

const HINTS: Record<GuestField, 'guests.adultsHint' | 'guests.childrenHint' | 'guests.infantsHint'> = {
  adults: 'guests.adultsHint',
  children: 'guests.childrenHint',
  infants: 'guests.infantsHint',
};

const toAge = (value: string): number | null => (value === '' ? null : Number(value));

/**
 * Adults (at least 1), children and infants, 16 in all at most (a step past the cap is ignored);
 * an age for every child (2–12 years) and every infant (0–23 months).
 */
export function GuestSelector({ guests, onStep, onChildAge, onInfantAge }: GuestSelectorProps) {
  const { t } = useTranslation('public');
  const full = totalGuests(guests) >= MAX_GUESTS;

  return (
    <div className={styles.selector}>
      {GUEST_FIELDS.map((field) => {
        const who = t(`guests.${field}`).toLowerCase();
        return (
          <div key={field} className={styles.row}>
            <div className={styles.what}>
              <span className={styles.name} id={`guests-${field}`}>
                {t(`guests.${field}`)}
              </span>
              <span className={styles.hint}>{t(HINTS[field])}</span>
            </div>
            <div className={styles.stepper} role="group" aria-labelledby={`guests-${field}`}>
              <button
                type="button"
                className={styles.step}
                onClick={() => onStep(field, -1)}
                disabled={guests[field] <= MIN_GUEST_COUNTS[field]}
                aria-label={t('guests.decrease', { who })}
              >
                −
              </button>
              <output className={styles.count} aria-live="polite" data-testid={`guests-${field}-count`}>
                {guests[field]}
              </output>
              <button
                type="button"
                className={styles.step}
                onClick={() => onStep(field, 1)}
                disabled={full}
                aria-label={t('guests.increase', { who })}
              >
                +
              </button>
            </div>
          </div>
        );
      })}

      {guests.children > 0 || guests.infants > 0 ? (
        <div className={styles.ages}>
          {guests.childrenAges.slice(0, guests.children).map((age, index) => (
            <label key={`child-${index}`} className={styles.age}>
              <span>{t('guests.childAge', { n: index + 1 })}</span>
              <select value={age ?? ''} onChange={(event) => onChildAge(index, toAge(event.target.value))}>
                <option value="">{t('guests.agePlaceholder')}</option>
                {CHILD_AGE_OPTIONS.map((option) => (
                  <option key={option} value={option}>
                    {t('guests.years', { count: option })}
                  </option>
                ))}
              </select>
            </label>
          ))}
          {guests.infantAges.slice(0, guests.infants).map((months, index) => (
            <label key={`infant-${index}`} className={styles.age}>
              <span>{t('guests.infantAge', { n: index + 1 })}</span>
              <select value={months ?? ''} onChange={(event) => onInfantAge(index, toAge(event.target.value))}>
                <option value="">{t('guests.agePlaceholder')}</option>
                {INFANT_MONTH_OPTIONS.map((option) => (
                  <option key={option} value={option}>
                    {t('guests.months', { count: option })}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
      ) : null}
      <p className={styles.note}>{t('guests.maxNote')}</p>
    </div>
  );
}
