import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, bookableServiceDays, todayInBali } from '@prana/domain';
import { useNow } from '../../lib/use-now.ts';
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

/** The chosen day or time, or the first one offered when none is chosen yet (or it is no longer offered). */
export function chosenOption(options: readonly string[], chosen: string | null): string | null {
  return chosen !== null && options.includes(chosen) ? chosen : (options[0] ?? null);
}

/**
 * The moment the forms offer start times from (`startTimesInTime`), kept current so a time that
 * falls inside its lead time while the page is open leaves the list.
 */
export function useFormNow(): Date {
  return useNow(60_000);
}

/** Said instead of the times when none is left on the chosen day (today): another day of the stay still has them all. */
export function NoTimeLeft({ days, date }: { days: readonly string[]; date: string }) {
  const { t } = useTranslation('guest');
  const dates = useDates();
  const next = days.find((option) => option > date);
  return (
    <p className={styles.meta} role="status" data-testid="no-time-left">
      {next ? t('common.noTimeLeft', { day: dates.date(next, 'weekday') }) : t('common.noTimeLeftLastDay')}
    </p>
  );
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
