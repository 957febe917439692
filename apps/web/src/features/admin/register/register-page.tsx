import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LEVY_STATUSES, type LevyBody, type LevyStatus, type RegisterPerson, type RegisterStay } from '@prana/contracts';
import { addDays, isIsoDate, registerSection, todayInBali, type Lang, type RegisterSection } from '@prana/domain';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useErrorText, fieldErrorsOf } from '../../../lib/error-text.ts';
import { registerCsvUrl, useRegisterDay, useReportCheckout, useReportToImmigration, useSetLevy, useVerifyAtDoor } from '../api/register.ts';
import styles from './register-page.module.css';

const SECTIONS: { section: RegisterSection; title: 'arrivals' | 'residence' | 'departures' }[] = [
  { section: 'arrival', title: 'arrivals' },
  { section: 'residence', title: 'residence' },
  { section: 'departure', title: 'departures' },
];

/** A foreign guest who arrived, is not reported, and whose report came due. */
export const reportOverdue = (person: RegisterPerson, now: Date) => person.report === null && (person.overdueAt !== null || (person.reportDueAt !== null && Date.parse(person.reportDueAt) <= now.getTime()));

/** /admin/register: the stays of a day (arrivals, in residence, departures), per person, with what staff record at the door and for immigration. */
export function RegisterPage() {
  const { t: tc, i18n } = useTranslation();
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const headingId = useId();
  const dayId = useId();
  const title = tc('pages.adminRegister');
  useDocumentTitle(title);
  const [search, setSearch] = useSearchParams();
  const today = todayInBali(new Date());
  const asked = search.get('date');
  const date = asked && isIsoDate(asked) ? asked : today;
  const setDate = (next: string) => setSearch(next === today ? {} : { date: next }, { replace: true });
  const read = useRegisterDay(date);
  // The overdue state follows the clock as well as the deadline job.
  const now = useNow(30_000);
  const lang = (i18n.language === 'id' ? 'id' : 'en') as Lang;
  const stays = read.data?.stays ?? [];
  const unpaid = stays.flatMap((stay) => stay.persons).filter((person) => person.levy !== null && person.levy.status !== 'paid' && person.levy.status !== 'exempt').length;

  return (
    <section className={`container ${styles.page}`} aria-labelledby={headingId} data-testid="register-page">
      <header>
        <h1 id={headingId}>{title}</h1>
        <p className={styles.intro}>{t('register.intro')}</p>
      </header>
      <div className={styles.toolbar}>
        <button type="button" className="button button-quiet" onClick={() => setDate(addDays(date, -1))}>
          {t('register.previousDay')}
        </button>
        <div className={styles.dayField}>
          <label htmlFor={dayId}>{t('register.day')}</label>
          <input id={dayId} type="date" className={styles.input} value={date} onChange={(event) => isIsoDate(event.target.value) && setDate(event.target.value)} />
        </div>
        <button type="button" className="button button-quiet" onClick={() => setDate(addDays(date, 1))}>
          {t('register.nextDay')}
        </button>
        {date === today ? null : (
          <button type="button" className="button button-quiet" onClick={() => setDate(today)}>
            {t('register.today')}
          </button>
        )}
      </div>

      <section className={styles.exports} aria-labelledby={`${headingId}-export`}>
        <h2 id={`${headingId}-export`} className={styles.sectionTitle}>
          {t('register.exportTitle')}
        </h2>
        <p className={styles.meta}>{t('register.exportHint')}</p>
        <ul className={styles.links}>
          <li>
            <a href={registerCsvUrl({ scope: 'day', date }, lang)} download>
              {t('register.csvDay')}
            </a>
          </li>
          <li>
            <a href={registerCsvUrl({ scope: 'unreported' }, lang)} download>
              {t('register.csvUnreported')}
            </a>
          </li>
          <li>
            <Link to={`/admin/register/print?scope=day&date=${date}`}>{t('register.printDay')}</Link>
          </li>
          <li>
            <Link to="/admin/register/print?scope=unreported">{t('register.printUnreported')}</Link>
          </li>
        </ul>
      </section>

      {read.error ? <StatusMessage title={errorText(read.error)} onRetry={() => void read.refetch()} /> : null}
      {read.data && stays.length === 0 ? <StatusMessage tone="empty" title={t('register.empty')} /> : null}
      {read.data && unpaid > 0 ? (
        <p className={styles.unpaid} data-testid="register-unpaid">
          {t('register.unpaid', { count: unpaid })}
        </p>
      ) : null}
      {read.data && stays.length > 0
        ? SECTIONS.map(({ section, title: key }) => {
            const inSection = stays.filter((stay) => registerSection(stay, date) === section);
            return (
              <section key={section} className={styles.section} aria-labelledby={`${headingId}-${section}`}>
                <h2 id={`${headingId}-${section}`} className={styles.sectionTitle}>
                  {t(`register.${key}`)} <span className={styles.count}>({inSection.length})</span>
                </h2>
                {inSection.length === 0 ? <p className={styles.meta}>{t('register.none')}</p> : null}
                <div className={styles.stays}>
                  {inSection.map((stay) => (
                    <StayCard key={stay.bookingId} stay={stay} now={now} />
                  ))}
                </div>
              </section>
            );
          })
        : null}
    </section>
  );
}

function StayCard({ stay, now }: { stay: RegisterStay; now: Date }) {
  const { t } = useTranslation('admin');
  const dates = useDates();
  const titleId = useId();
  const count = stay.party.adults + stay.party.children + stay.party.infants;
  return (
    <article className={styles.stay} aria-labelledby={titleId} data-testid={`register-stay-${stay.bookingCode}`}>
      <h3 id={titleId} className={styles.stayTitle}>
        {t('register.stayTitle', { villa: stay.villaName, code: stay.bookingCode })}
      </h3>
      <p className={styles.meta}>{t('register.stayDates', { dates: dates.range(stay.checkIn, stay.checkOut), name: stay.guestName })}</p>
      {stay.checkedInOnline ? null : <p className={styles.warning}>{t('register.notCheckedIn', { count })}</p>}
      {stay.persons.length > 0 ? (
        <ul className={styles.persons}>
          {stay.persons.map((person) => (
            <PersonRow key={person.position} stay={stay} person={person} now={now} />
          ))}
        </ul>
      ) : null}
    </article>
  );
}

function PersonRow({ stay, person, now }: { stay: RegisterStay; person: RegisterPerson; now: Date }) {
  const { t } = useTranslation('admin');
  const { dateTime } = useDates();
  const errorText = useErrorText();
  const verify = useVerifyAtDoor();
  const checkout = useReportCheckout();
  const ref = { bookingId: stay.bookingId, position: person.position };
  const who = (name: string | null) => name ?? t('register.someone');
  const overdue = person.foreign && reportOverdue(person, now);
  return (
    <li className={styles.person} data-testid={`register-person-${stay.bookingCode}-${person.position}`} data-overdue={overdue || undefined}>
      <div className={styles.personHead}>
        <strong>{person.fullName}</strong>
        <span className={styles.tag}>{t('register.checkedInOnline')}</span>
        {overdue ? <span className={`${styles.tag} ${styles.alertTag}`}>{t('register.overdue')}</span> : null}
        {person.levy && person.levy.status !== 'paid' && person.levy.status !== 'exempt' ? <span className={`${styles.tag} ${styles.warnTag}`}>{t('register.notPaid')}</span> : null}
      </div>
      <p className={styles.meta}>{t('register.document', { nationality: person.nationality, type: t(`register.documentTypes.${person.documentType}`), number: person.documentNumber })}</p>

      <dl className={styles.steps}>
        <dt>{t('register.door')}</dt>
        <dd>
          {person.verified ? (
            t('register.verified', { name: who(person.verified.by), when: dateTime(person.verified.at) })
          ) : (
            <button type="button" className="button button-quiet" disabled={verify.isPending} onClick={() => verify.mutate(ref)}>
              {t('register.verify')}
            </button>
          )}
          {verify.error ? <span className={styles.error}>{errorText(verify.error)}</span> : null}
        </dd>

        <dt>{t('register.immigration')}</dt>
        <dd>
          {!person.foreign ? (
            t('register.indonesian')
          ) : person.report ? (
            t('register.reported', { name: who(person.report.by), when: dateTime(person.report.at), number: person.report.proofNumber })
          ) : person.verified ? (
            <>
              {person.reportDueAt ? <p className={overdue ? styles.error : styles.meta}>{t('register.dueBy', { when: dateTime(person.reportDueAt) })}</p> : null}
              <ProofForm stay={stay} person={person} />
            </>
          ) : (
            t('register.notArrived')
          )}
        </dd>

        {person.foreign ? (
          <>
            <dt>{t('register.checkout')}</dt>
            <dd>
              {person.checkoutReport ? (
                t('register.checkoutReported', { name: who(person.checkoutReport.by), when: dateTime(person.checkoutReport.at) })
              ) : person.report ? (
                <button type="button" className="button button-quiet" disabled={checkout.isPending} onClick={() => checkout.mutate(ref)}>
                  {t('register.reportCheckout')}
                </button>
              ) : (
                t('register.checkoutAfterReport')
              )}
              {checkout.error ? <span className={styles.error}>{errorText(checkout.error)}</span> : null}
            </dd>
            <dt>{t('register.levy')}</dt>
            <dd>
              <LevyEditor stay={stay} person={person} />
            </dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}

function ProofForm({ stay, person }: { stay: RegisterStay; person: RegisterPerson }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const report = useReportToImmigration();
  const id = useId();
  const [proofNumber, setProofNumber] = useState('');
  const problem = fieldErrorsOf(report.error).proofNumber ?? (report.error ? report.error : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    report.mutate({ bookingId: stay.bookingId, position: person.position, proofNumber });
  };
  return (
    <form className={styles.inlineForm} onSubmit={submit} noValidate>
      <label htmlFor={id}>{t('register.proofNumber')}</label>
      <div className={styles.inlineRow}>
        <input
          id={id}
          className={styles.input}
          value={proofNumber}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={60}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setProofNumber(event.target.value)}
        />
        <button type="submit" className="button button-accent" disabled={report.isPending}>
          {t('register.saveProof')}
        </button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} className={styles.error} role="alert">
          {errorText(problem)}
        </p>
      ) : null}
    </form>
  );
}

function LevyEditor({ stay, person }: { stay: RegisterStay; person: RegisterPerson }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const save = useSetLevy();
  const statusId = useId();
  const detailId = useId();
  const levy = person.levy!;
  const [status, setStatus] = useState<LevyStatus>(levy.status);
  const [detail, setDetail] = useState(levy.voucher ?? levy.reason ?? '');
  const errors = fieldErrorsOf(save.error);
  const problem = errors.voucher ?? errors.reason ?? errors.status ?? (save.error ? save.error : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: LevyBody = status === 'paid' ? { status, voucher: detail } : status === 'exempt' ? { status, reason: detail } : { status };
    save.mutate({ bookingId: stay.bookingId, position: person.position, levy: body }, { onSuccess: () => save.reset() });
  };
  return (
    <>
      <p>{t(`register.levyStates.${levy.status}`, { voucher: levy.voucher ?? '', reason: levy.reason ?? '' })}</p>
      <form className={styles.inlineForm} onSubmit={submit} noValidate>
        <div className={styles.inlineRow}>
          <div className={styles.field}>
            <label htmlFor={statusId}>{t('register.levyStatus')}</label>
            <select id={statusId} className={styles.input} value={status} onChange={(event) => setStatus(event.target.value as LevyStatus)}>
              {LEVY_STATUSES.map((option) => (
                <option key={option} value={option}>
                  {t(`register.levyOptions.${option}`)}
                </option>
              ))}
            </select>
          </div>
          {status === 'unknown' ? null : (
            <div className={styles.field}>
              <label htmlFor={detailId}>{status === 'paid' ? t('register.voucher') : t('register.reason')}</label>
              <input id={detailId} className={styles.input} value={detail} autoComplete="off" aria-invalid={problem ? true : undefined} onChange={(event) => setDetail(event.target.value)} />
            </div>
          )}
          <button type="submit" className="button button-quiet" disabled={save.isPending}>
            {t('register.saveLevy')}
          </button>
        </div>
        {problem ? (
          <p className={styles.error} role="alert">
            {errorText(problem)}
          </p>
        ) : null}
      </form>
    </>
  );
}
