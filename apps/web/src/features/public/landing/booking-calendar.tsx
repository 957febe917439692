import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, addMonths, calendarGrid, formatDate, isPickableDay, minimumStayHint, monthStart, stayLength, weekdayNames } from '@prana/domain';
import { useLanguage } from '../../../lib/use-language.ts';
import { Icon } from '../shared/icons.tsx';
import styles from './booking-calendar.module.css';

interface BookingCalendarProps {
  checkIn: string | null;
  checkOut: string | null;
  /** Today in Bali: earlier days cannot be picked. */
  today: string;
  onPick: (day: string) => void;
  /** Nights the chosen villa cannot offer (`YYYY-MM-DD`): struck through, never part of a stay. */
  unavailableNights?: ReadonlySet<string>;
}

const NONE: ReadonlySet<string> = new Set();

const LEGEND = ['chosen', 'booked', 'past'] as const;

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * The 42-day calendar: weeks from Sunday, past days disabled, no way back before the current
 * month. One Tab stop; arrow keys move by day and week, Page Up/Down by month, Home/End to the
 * week's ends. Shows the minimum-stay hint for a range that is too short. Booked nights are struck
 * and hatched, past days only dimmed, each named so in its label; a legend says which is which.
 */
export function BookingCalendar({ checkIn, checkOut, today, onPick, unavailableNights = NONE }: BookingCalendarProps) {
  const { t } = useTranslation('public');
  const { language } = useLanguage();
  const headingId = useId();
  const firstMonth = monthStart(today);
  const [month, setMonth] = useState(() => monthStart(checkIn && checkIn >= today ? checkIn : today));
  const [focusDay, setFocusDay] = useState(() => (checkIn && checkIn >= today ? checkIn : today));
  const [hoverDay, setHoverDay] = useState<string | null>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const movedByKey = useRef(false);

  const days = useMemo(() => calendarGrid(month), [month]);
  const weekdays = useMemo(() => weekdayNames(language), [language]);
  const rangeEnd = checkOut ?? (checkIn && hoverDay && hoverDay > checkIn ? hoverDay : null);
  const nights = stayLength(checkIn, checkOut);
  const hint = minimumStayHint(nights, language);

  useEffect(() => {
    if (!movedByKey.current) return;
    movedByKey.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${focusDay}"]`)?.focus();
  }, [focusDay, month]);

  const moveFocus = (day: string) => {
    const target = day < today ? today : day;
    movedByKey.current = true;
    setFocusDay(target);
    if (!days.includes(target) || monthStart(target) !== month) setMonth(monthStart(target));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const step = KEY_STEPS[event.key];
    let next: string | null = null;
    if (step !== undefined) next = addDays(focusDay, step);
    else if (event.key === 'PageUp') next = addMonths(focusDay, -1);
    else if (event.key === 'PageDown') next = addMonths(focusDay, 1);
    else if (event.key === 'Home') next = addDays(focusDay, -days.indexOf(focusDay) % 7);
    else if (event.key === 'End') next = addDays(focusDay, 6 - (days.indexOf(focusDay) % 7));
    if (next === null) return;
    event.preventDefault();
    moveFocus(next);
  };

  const changeMonth = (delta: number) => {
    const next = monthStart(addMonths(month, delta));
    if (next < firstMonth) return;
    setMonth(next);
    setFocusDay(next < today ? today : next);
  };

  const tabbable = days.includes(focusDay) ? focusDay : days.find((day) => day >= today && monthStart(day) === month);
  const status = !checkIn
    ? t('calendar.pickCheckIn')
    : !checkOut
      ? t('calendar.pickCheckOut')
      : hint
        ? hint.message
        : `${t('calendar.selected', { from: formatDate(checkIn, language, 'weekdayDate'), to: formatDate(checkOut, language, 'weekdayDate') })} · ${t('booking.nights', { count: nights })}`;

  return (
    <div className={styles.calendar} onMouseLeave={() => setHoverDay(null)}>
      <div className={styles.head}>
        <button
          type="button"
          className={styles.navButton}
          onClick={() => changeMonth(-1)}
          disabled={month <= firstMonth}
          aria-label={t('calendar.previousMonth')}
        >
          <Icon name="chevronLeft" />
        </button>
        <h3 id={headingId} className={styles.month} aria-live="polite">
          {formatDate(month, language, 'month')}
        </h3>
        <button type="button" className={styles.navButton} onClick={() => changeMonth(1)} aria-label={t('calendar.nextMonth')}>
          <Icon name="chevronRight" />
        </button>
      </div>
      <table ref={gridRef} role="grid" aria-labelledby={headingId} className={styles.grid} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day.long} scope="col" abbr={day.long}>
                {day.short.slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: 6 }, (_, week) => (
            <tr key={week}>
              {days.slice(week * 7, week * 7 + 7).map((day) => {
                const isStart = day === checkIn;
                const isEnd = day === checkOut;
                const inRange = Boolean(checkIn && rangeEnd && day > checkIn && day < rangeEnd);
                const past = day < today;
                const taken = unavailableNights.has(day);
                const pickable = !past && isPickableDay({ checkIn, checkOut }, day, unavailableNights);
                const role = isStart ? `, ${t('calendar.checkIn')}` : isEnd ? `, ${t('calendar.checkOut')}` : '';
                const state = taken ? `, ${t('calendar.booked')}` : past ? `, ${t('calendar.past')}` : '';
                return (
                  <td key={day} role="gridcell" aria-selected={isStart || isEnd || inRange}>
                    <button
                      type="button"
                      className={styles.day}
                      data-date={day}
                      data-outside={monthStart(day) !== month}
                      data-start={isStart}
                      data-end={isEnd || (!checkOut && day === rangeEnd)}
                      data-in-range={inRange}
                      data-today={day === today}
                      data-unavailable={taken}
                      data-past={past}
                      disabled={!pickable}
                      tabIndex={day === tabbable ? 0 : -1}
                      aria-label={`${formatDate(day, language, 'long')}${role}${state}`}
                      onClick={() => {
                        setFocusDay(day);
                        onPick(day);
                      }}
                      onMouseEnter={() => setHoverDay(day)}
                      onFocus={() => setHoverDay(day)}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={styles.legend} aria-label={t('calendar.legend')} data-testid="calendar-legend">
        {LEGEND.map((kind) => (
          <li key={kind}>
            <span className={styles.swatch} data-kind={kind} aria-hidden="true" />
            {t(`calendar.legendItems.${kind}`)}
          </li>
        ))}
      </ul>
      <p className={styles.status} data-hint={hint !== null} role="status">
        {status}
      </p>
    </div>
  );
}
