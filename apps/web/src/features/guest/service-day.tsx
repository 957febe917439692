import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, bookableServiceDays, todayInBali } from '@prana/domain';
import { useProfile } from './api/profile.ts';
import { useDates } from '../../lib/use-dates.ts';
import styles from './guest.module.css';

/** The days a service can be booked on: today (or arrival) to departure, in Bali; empty once the stay is over. */
export function useServiceDays(): string[] {
  const profile = useProfile().data;
  if (!profile) return [];
  const range = bookableServiceDays(profile, todayInBali(new Date()));
  if (!range) return [];
  const days: string[] = [];
  for (let day = range.first; day <= range.last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The chosen day, or the first bookable one when none is chosen yet (or it is no longer offered). */
export function chosenDay(days: readonly string[], chosen: string | null): string | null {
  return chosen !== null && days.includes(chosen) ? chosen : (days[0] ?? null);
}

/** A select of the stay's bookable days only (the api refuses any other). */
export function ServiceDayField({ days, value, onChange }: { days: readonly string[]; value: string | null; onChange: (day: string) => void }) {
  const { t } = useTranslation('guest');
  const { date } = useDates();
  const id = useId();
  if (days.length === 0) return <p className={styles.muted}>{t('common.noDays')}</p>;
  return (
    <label className={styles.field} htmlFor={id}>
      <span className={styles.label}>{t('common.day')}</span>
      <select id={id} className={styles.input} value={value ?? ''} onChange={(event) => onChange(event.target.value)} data-testid="service-day">
        {days.map((option) => (
          <option key={option} value={option}>
            {date(option, 'weekday')}
          </option>
        ))}
      </select>
    </label>
  );
}
