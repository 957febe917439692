import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SEAT_OPTIONS, SHUTTLE_DEPARTURES, SHUTTLE_PROMISE, shuttleSeatsRemaining, type PrivateTransportOption } from '@prana/catalogue';
import { clampSeats, earliestServiceStart, formatIdr, isSeatOptionAvailable, SERVICE_LEAD_MINUTES, startsInTime } from '@prana/domain';
import { useErrorText } from '../../lib/error-text.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage, useLocalized } from '../../lib/use-language.ts';
import { useStoredText } from '../../lib/use-stored-text.ts';
import { useProfile } from './api/profile.ts';
import { useCreateRequest } from './api/requests.ts';
import { useOfferings } from './api/offerings.ts';
import { PageWait } from './page-wait.tsx';
import { useShuttles } from './api/shuttles.ts';
import { useDates } from '../../lib/use-dates.ts';
import { CategoryRequests } from './request-list.tsx';
import { NoTimeLeft, ServiceDayField, chosenOption, useFormNow, useServiceDays } from './service-day.tsx';
import { useAction } from './use-action.ts';
import { ActionMessage } from './action-message.tsx';
import styles from './guest.module.css';

/** The pickup time a private ride opens with (the earliest still at least the lead time away, when it is later). */
const DEFAULT_PICKUP = '09:00';

function PrivateCard({ option, days, guestName: defaultName }: { option: PrivateTransportOption; days: readonly string[]; guestName: string }) {
  const { t } = useTranslation('guest');
  const localize = useLocalized();
  const { language } = useLanguage();
  const createRequest = useCreateRequest();
  const [name, setName] = useState(defaultName);
  const errorText = useErrorText();
  const [chosen, setChosen] = useState<string | null>(null);
  const [chosenTime, setChosenTime] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const date = chosenOption(days, chosen);
  const now = useFormNow();
  const earliest = date ? earliestServiceStart('transport', date, now) : null;
  const time = chosenTime ?? (earliest !== null && earliest > DEFAULT_PICKUP ? earliest : DEFAULT_PICKUP);
  const inTime = date !== null && startsInTime('transport', date, time, now);
  const sending = useAction(createRequest, { done: t('transport.privateSent', { name: localize(option.name) }) });
  const nameId = useId();
  const timeId = useId();
  const timeErrorId = useId();
  const notesId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!date || !inTime) return;
    createRequest.mutate(
      { category: 'transport', title: localize(option.name), notes, serviceDate: date, scheduledTime: time, metadata: { type: 'private', optionId: option.id, guestName: name } },
      { onSuccess: () => setNotes('') },
    );
  };

  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <p className={styles.cardTitle}>{localize(option.name)}</p>
        <span className={styles.price}>
          {formatIdr(option.price, language)} <span className={styles.meta}>{localize(option.priceUnit)}</span>
        </span>
      </div>
      <p className={styles.muted}>{localize(option.description)}</p>
      <p className={styles.meta}>{localize(option.duration)}</p>
      <form className={styles.form} onSubmit={submit}>
        <div className={styles.fields2}>
          <label className={styles.field} htmlFor={nameId}>
            <span className={styles.label}>{t('transport.guestName')}</span>
            <input id={nameId} className={styles.input} value={name} placeholder={t('transport.primaryGuest')} onChange={(event) => setName(event.target.value)} />
          </label>
          <ServiceDayField days={days} value={date} onChange={setChosen} />
          {date && earliest === null ? (
            <NoTimeLeft days={days} date={date} />
          ) : (
            <label className={styles.field} htmlFor={timeId}>
              <span className={styles.label}>{t('transport.time')}</span>
              <input
                id={timeId}
                type="time"
                className={styles.input}
                value={time}
                min={earliest ?? undefined}
                required
                aria-invalid={!inTime}
                aria-describedby={inTime ? undefined : timeErrorId}
                onChange={(event) => setChosenTime(event.target.value || null)}
              />
              {inTime || !date ? null : (
                <span id={timeErrorId} role="alert" className={styles.error}>
                  {errorText({ code: 'request.startTooSoon', params: { minutes: SERVICE_LEAD_MINUTES.transport } })}
                </span>
              )}
            </label>
          )}
        </div>
        <label className={styles.field} htmlFor={notesId}>
          <span className={styles.label}>{t('common.notes')}</span>
          <textarea id={notesId} className={styles.input} value={notes} placeholder={t('transport.notesPlaceholder')} onChange={(event) => setNotes(event.target.value)} />
        </label>
        <div className={styles.actions}>
          <button type="submit" className={`button ${styles.small}`} disabled={sending.busy || !date || !inTime}>
            {t('transport.book')}
          </button>
        </div>
        <ActionMessage action={sending} />
      </form>
    </li>
  );
}

/** /app/transport: the shuttle grid with real seats, private options, a summary. */
export function TransportPage() {
  const { t } = useTranslation('guest');
  const { t: tc } = useTranslation();
  useDocumentTitle(tc('pages.guestTransport'));
  const localize = useLocalized();
  const storedText = useStoredText();
  const { date: formatDate } = useDates();
  const profile = useProfile().data;
  const offerings = useOfferings();
  const createRequest = useCreateRequest();
  const days = useServiceDays();
  const [chosen, setChosen] = useState<string | null>(null);
  const date = chosenOption(days, chosen);
  const shuttles = useShuttles(date);
  const [departureId, setDepartureId] = useState<string | null>(null);
  const [seats, setSeats] = useState(1);
  const [notes, setNotes] = useState('');
  // The choice is cleared once booked: the messages name the departure and seats sent.
  const sent = createRequest.variables;
  const sentShuttle =
    sent?.category === 'transport' && sent.metadata?.type === 'shuttle' ? { time: sent.scheduledTime ?? '', seats: sent.metadata.seats, day: sent.serviceDate ?? '' } : null;
  const booking = useAction(createRequest, {
    done: sentShuttle ? t('transport.shuttleSent', { count: sentShuttle.seats, time: sentShuttle.time, day: formatDate(sentShuttle.day, 'weekday') }) : null,
  });
  const seatsId = useId();
  const notesId = useId();

  const departures = shuttles.data?.departures ?? [];
  const selected = departures.find((departure) => departure.id === departureId) ?? null;
  const remaining = selected?.seatsRemaining ?? 0;

  const choose = (id: string) => {
    const departure = departures.find((candidate) => candidate.id === id);
    if (!departure || departure.seatsRemaining === 0 || departure.departed) return;
    setDepartureId(id);
    setSeats((current) => clampSeats(current, departure.seatsRemaining));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!selected || !date) return;
    createRequest.mutate(
      {
        category: 'transport',
        title: storedText({ kind: 'shuttle', time: selected.time }),
        notes,
        serviceDate: date,
        scheduledTime: selected.time,
        metadata: { type: 'shuttle', departureId: selected.id, seats },
      },
      {
        onSuccess: () => {
          setNotes('');
          setDepartureId(null);
        },
        // Taken or not, the seats left changed.
        onSettled: () => void shuttles.refetch(),
      },
    );
  };

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <p className="eyebrow">{tc('pages.guestTransport')}</p>
        <h1 className={styles.title}>{t('transport.title')}</h1>
        <p className={styles.lead}>{localize(SHUTTLE_PROMISE)}</p>
      </header>

      <section className={styles.section} aria-labelledby="shuttle-title">
        <h2 id="shuttle-title" className={styles.sectionTitle}>
          {t('transport.shuttle')}
        </h2>
        <ServiceDayField
          days={days}
          value={date}
          onChange={(day) => {
            setChosen(day);
            // Another day has other seats (and runs that may have left): choose again.
            setDepartureId(null);
          }}
        />
        <div role="radiogroup" aria-label={t('transport.departures')} className={`${styles.grid} ${styles.grid3}`} data-testid="shuttle-grid">
          {(departures.length ? departures : SHUTTLE_DEPARTURES.map((departure) => ({ ...departure, seatsRemaining: shuttleSeatsRemaining(departure), departed: false }))).map((departure) => {
            const full = departure.seatsRemaining === 0;
            const closed = full || departure.departed;
            const notesText = SHUTTLE_DEPARTURES.find((item) => item.id === departure.id)?.notes;
            return (
              <button
                key={departure.id}
                type="button"
                role="radio"
                aria-checked={departureId === departure.id}
                disabled={closed || !shuttles.data}
                className={`${styles.card} ${styles.choice} ${departureId === departure.id ? styles.cardDark : ''}`}
                onClick={() => choose(departure.id)}
              >
                <span className={styles.spread}>
                  <span className={styles.cardTitle}>{departure.time}</span>
                  <span className={styles.tag}>{departure.departed ? t('transport.departed') : full ? t('transport.full') : t('transport.seatsLeft', { count: departure.seatsRemaining })}</span>
                </span>
                {notesText ? <span className={styles.meta}>{localize(notesText)}</span> : null}
              </button>
            );
          })}
        </div>
        <form className={styles.form} onSubmit={submit}>
          <div className={styles.fields2}>
            <label className={styles.field} htmlFor={seatsId}>
              <span className={styles.label}>{t('transport.seats')}</span>
              <select id={seatsId} className={styles.input} value={seats} disabled={!selected} onChange={(event) => setSeats(Number(event.target.value))}>
                {SEAT_OPTIONS.map((option) => (
                  <option key={option} value={option} disabled={!isSeatOptionAvailable(option, remaining)}>
                    {option}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <label className={styles.field} htmlFor={notesId}>
            <span className={styles.label}>{t('common.notes')}</span>
            <textarea id={notesId} className={styles.input} value={notes} placeholder={t('transport.notesPlaceholder')} onChange={(event) => setNotes(event.target.value)} />
          </label>
          <div className={styles.actions}>
            <button type="submit" className="button button-accent" disabled={!selected || booking.busy}>
              {selected ? t('transport.bookShuttle', { time: selected.time }) : t('transport.chooseDeparture')}
            </button>
          </div>
          <ActionMessage action={booking} />
        </form>
      </section>

      <section className={styles.section} aria-labelledby="private-title">
        <h2 id="private-title" className={styles.sectionTitle}>
          {t('transport.private')}
        </h2>
        {offerings.data ? null : <PageWait reads={[offerings]} onRetry={() => void offerings.refetch()} />}
        <ul className={`${styles.grid} ${styles.grid3}`}>
          {(offerings.data?.transport ?? []).map((option) => (
            <PrivateCard key={option.id} option={option} days={days} guestName={profile?.guestName ?? ''} />
          ))}
        </ul>
      </section>

      <CategoryRequests category="transport" />
    </div>
  );
}
