import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { turnoverChecklist, type VillaKind } from '@prana/catalogue';
import type { TurnoverPerson, TurnoverResponse } from '@prana/contracts';
import { turnoverMoves } from '@prana/domain';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useMoveTurnover, useTurnovers, useUpdateTurnover } from '../api/turnovers.ts';
import styles from './housekeeping-page.module.css';

/**
 * /admin/housekeeping: today's and tomorrow's turnovers by villa, phone first. Staff move each
 * one through its states, assign someone on the day's housekeeping shift, tick the villa's
 * checklist and leave notes; every device sees each change live (turnover.changed).
 */
export function HousekeepingPage() {
  const { t: tc } = useTranslation();
  const { t } = useTranslation('admin');
  const { date } = useDates();
  const errorText = useErrorText();
  const headingId = useId();
  const title = tc('pages.adminHousekeeping');
  useDocumentTitle(title);
  const board = useTurnovers();
  return (
    <section className={`container ${styles.page}`} aria-labelledby={headingId} data-testid="housekeeping-page">
      <header>
        <h1 id={headingId}>{title}</h1>
        <p className={styles.intro}>{t('housekeeping.intro')}</p>
      </header>
      {board.error ? <StatusMessage title={errorText(board.error)} onRetry={() => void board.refetch()} /> : null}
      {board.data?.days.map((day) => {
        const turnovers = board.data.turnovers.filter((turnover) => turnover.day === day);
        return (
          <section key={day} className={styles.day} aria-label={date(day)}>
            <h2>{t(day === board.data.today ? 'housekeeping.today' : 'housekeeping.tomorrow', { date: date(day) })}</h2>
            {turnovers.length === 0 ? <p className={styles.empty}>{t('housekeeping.none')}</p> : null}
            <ul className={styles.list}>
              {turnovers.map((turnover) => (
                <li key={turnover.id}>
                  <TurnoverCard turnover={turnover} crew={board.data.crew[day] ?? []} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}

function TurnoverCard({ turnover, crew }: { turnover: TurnoverResponse; crew: TurnoverPerson[] }) {
  const { t } = useTranslation('admin');
  const { date, time } = useDates();
  const { language } = useLanguage();
  const errorText = useErrorText();
  const move = useMoveTurnover();
  const update = useUpdateTurnover();
  const [notes, setNotes] = useState<string | null>(null);
  const headingId = useId();
  const assignId = useId();
  const notesId = useId();
  const checklist = turnoverChecklist(turnover.villaKind as VillaKind | null);
  const error = move.error ?? update.error;
  const busy = move.isPending || update.isPending;
  const stay = (side: NonNullable<TurnoverResponse['arrival']>) =>
    [side.guestName, side.guests === null ? null : t('housekeeping.guests', { count: side.guests })].filter(Boolean).join(' · ');
  return (
    <article className={styles.card} aria-labelledby={headingId} data-testid="turnover" data-villa={turnover.villaSlug} data-state={turnover.state}>
      <header className={styles.cardHeader}>
        <h3 id={headingId}>{turnover.villaName}</h3>
        {turnover.sameDay ? <span className={styles.sameDay}>{t('housekeeping.sameDay')}</span> : null}
        <span className={styles.state} data-state={turnover.state} data-testid="turnover-state">
          {t(`housekeeping.states.${turnover.state}`)}
        </span>
      </header>
      <dl className={styles.facts}>
        <dt>{t('housekeeping.departure')}</dt>
        <dd>
          {turnover.departure.time} {stay(turnover.departure)}
        </dd>
        <dt>{t('housekeeping.arrival')}</dt>
        <dd>
          {turnover.arrival
            ? `${turnover.arrival.day === turnover.day ? '' : `${date(turnover.arrival.day)}, `}${turnover.arrival.time} ${stay(turnover.arrival)}`
            : t('housekeeping.noArrival')}
        </dd>
        <dt>{t('housekeeping.due')}</dt>
        <dd>{time(turnover.dueAt)}</dd>
      </dl>
      {turnover.alertedAt && turnover.state !== 'ready' ? <p className={styles.alert}>{t('housekeeping.notReady')}</p> : null}
      <div className={styles.moves}>
        {turnoverMoves(turnover.state).map((next) => (
          <button
            key={next}
            type="button"
            className={next === 'cleaning' && turnover.state === 'to-inspect' ? 'button button-quiet' : 'button button-accent'}
            disabled={busy}
            onClick={() => move.mutate({ id: turnover.id, state: next })}
          >
            {t(`housekeeping.moves.${next}`)}
          </button>
        ))}
      </div>
      <label htmlFor={assignId} className={styles.label}>
        {t('housekeeping.assignee')}
      </label>
      <select
        id={assignId}
        className={styles.select}
        disabled={busy}
        value={turnover.assignee?.id ?? ''}
        onChange={(event) => update.mutate({ id: turnover.id, assigneeId: event.target.value || null })}
      >
        <option value="">{t('housekeeping.nobody')}</option>
        {turnover.assignee && !crew.some((person) => person.id === turnover.assignee!.id) ? <option value={turnover.assignee.id}>{turnover.assignee.name}</option> : null}
        {crew.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </select>
      {crew.length === 0 ? <p className={styles.hint}>{t('housekeeping.noCrew')}</p> : null}
      <fieldset className={styles.checklist}>
        <legend>{t('housekeeping.checklist', { done: turnover.checked.length, total: checklist.length })}</legend>
        {checklist.map((item) => (
          <label key={item.id} className={styles.check}>
            <input
              type="checkbox"
              checked={turnover.checked.includes(item.id)}
              disabled={busy}
              onChange={(event) =>
                update.mutate({
                  id: turnover.id,
                  checked: event.target.checked ? [...turnover.checked, item.id] : turnover.checked.filter((done) => done !== item.id),
                })
              }
            />
            {item.label[language]}
          </label>
        ))}
      </fieldset>
      <form
        className={styles.notes}
        onSubmit={(event) => {
          event.preventDefault();
          if (notes !== null) update.mutate({ id: turnover.id, notes }, { onSuccess: () => setNotes(null) });
        }}
      >
        <label htmlFor={notesId} className={styles.label}>
          {t('housekeeping.notes')}
        </label>
        <textarea id={notesId} rows={2} maxLength={1000} value={notes ?? turnover.notes ?? ''} onChange={(event) => setNotes(event.target.value)} />
        <button type="submit" className="button button-quiet" disabled={busy || notes === null}>
          {t('housekeeping.saveNotes')}
        </button>
      </form>
      {error ? (
        <p role="alert" className={styles.error}>
          {errorText(error)}
        </p>
      ) : null}
    </article>
  );
}
