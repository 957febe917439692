import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HOUSEKEEPING_ASAP, HOUSEKEEPING_TIME_OPTIONS, type HousekeepingService } from '@prana/catalogue';
import { startsInTime } from '@prana/domain';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLocalized } from '../../lib/use-language.ts';
import { useCreateRequest } from './api/requests.ts';
import { useOfferings } from './api/offerings.ts';
import { PageWait } from './page-wait.tsx';
import { CategoryRequests } from './request-list.tsx';
import { ServiceDayField, chosenOption, useFormNow, useServiceDays } from './service-day.tsx';
import { useAction } from './use-action.ts';
import { ActionMessage } from './action-message.tsx';
import styles from './guest.module.css';

function HousekeepingCard({ service, open, onToggle }: { service: HousekeepingService; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation('guest');
  const localize = useLocalized();
  const createRequest = useCreateRequest();
  const [chosenTime, setChosenTime] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const days = useServiceDays();
  const [chosen, setChosen] = useState<string | null>(null);
  const date = chosenOption(days, chosen);
  const now = useFormNow();
  // "As soon as possible" (the default), then the listed times still at least the lead time away.
  const timeOptions = HOUSEKEEPING_TIME_OPTIONS.filter((option) => option.value === HOUSEKEEPING_ASAP || (date !== null && startsInTime('housekeeping', date, option.value, now)));
  const time = chosenOption(
    timeOptions.map((option) => option.value),
    chosenTime,
  ) ?? HOUSEKEEPING_ASAP;
  const sending = useAction(createRequest, { done: t('housekeeping.sent', { name: localize(service.name) }) });
  const formId = useId();
  const timeId = useId();
  const notesId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!date) return;
    createRequest.mutate(
      { category: 'housekeeping', title: localize(service.name), notes, serviceDate: date, scheduledTime: time, metadata: { serviceId: service.id } },
      {
        // Submitting resets the form to its defaults.
        onSuccess: () => {
          setChosenTime(null);
          setNotes('');
        },
      },
    );
  };

  return (
    <li className={styles.card} data-testid="housekeeping-card">
      <p className={styles.cardTitle}>{localize(service.name)}</p>
      <p className={styles.muted}>{localize(service.description)}</p>
      <p className={styles.meta}>{localize(service.eta)}</p>
      <div className={styles.actions}>
        <button type="button" className={`button button-quiet ${styles.small}`} aria-expanded={open} aria-controls={formId} onClick={onToggle}>
          {open ? t('common.close') : t('housekeeping.request')}
        </button>
      </div>
      <form id={formId} hidden={!open} className={styles.form} onSubmit={submit}>
        <ServiceDayField days={days} value={date} onChange={setChosen} />
        <label className={styles.field} htmlFor={timeId}>
          <span className={styles.label}>{t('housekeeping.time')}</span>
          <select id={timeId} className={styles.input} value={time} onChange={(event) => setChosenTime(event.target.value)}>
            {timeOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {localize(option.label)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field} htmlFor={notesId}>
          <span className={styles.label}>{t('common.notes')}</span>
          <textarea id={notesId} className={styles.input} value={notes} placeholder={localize(service.notesPlaceholder)} onChange={(event) => setNotes(event.target.value)} />
        </label>
        <div className={styles.actions}>
          <button type="submit" className={`button button-accent ${styles.small}`} disabled={sending.busy || !date}>
            {t('housekeeping.send')}
          </button>
        </div>
      </form>
      <ActionMessage action={sending} />
    </li>
  );
}

/** /app/housekeeping: the published services, each expanding into a time-and-notes form, and a summary. */
export function HousekeepingPage() {
  const { t } = useTranslation('guest');
  const { t: tc } = useTranslation();
  useDocumentTitle(tc('pages.guestHousekeeping'));
  const offerings = useOfferings();
  const [open, setOpen] = useState<string | null>(null);

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <p className="eyebrow">{tc('pages.guestHousekeeping')}</p>
        <h1 className={styles.title}>{t('housekeeping.title')}</h1>
        <p className={styles.lead}>{t('housekeeping.lead')}</p>
      </header>
      {offerings.data ? null : <PageWait reads={[offerings]} onRetry={() => void offerings.refetch()} />}
      <ul className={styles.grid}>
        {(offerings.data?.housekeeping ?? []).map((service) => (
          <HousekeepingCard key={service.id} service={service} open={open === service.id} onToggle={() => setOpen((current) => (current === service.id ? null : service.id))} />
        ))}
      </ul>
      <CategoryRequests category="housekeeping" />
    </div>
  );
}
