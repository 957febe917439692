import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  WELLNESS_FOCUS_FILTERS,
  wellnessServicesFor,
  type WellnessFocusFilter,
  type WellnessService,
} from '@prana/catalogue';
import { formatIdr, latestStart, serviceStartTimes, startTimesInTime } from '@prana/domain';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage, useLocalized } from '../../lib/use-language.ts';
import { useCreateRequest } from './api/requests.ts';
import { useOfferings } from './api/offerings.ts';
import { PageWait } from './page-wait.tsx';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { CategoryRequests } from './request-list.tsx';
import { NoTimeLeft, ServiceDayField, chosenOption, useFormNow, useServiceDays } from './service-day.tsx';
import { useAction } from './use-action.ts';
import { ActionMessage } from './action-message.tsx';
import styles from './guest.module.css';
import { ModalActions } from '../../components/modal-actions.tsx';

/**
 * /app/wellness: focus chips, ritual cards, a request modal and a summary. The modal offers the
 * ritual's start times still at least the wellness lead time away, the first one by default.
 */
export function WellnessPage() {
  const { t } = useTranslation('guest');
  const { t: tc } = useTranslation();
  useDocumentTitle(tc('pages.guestWellness'));
  const localize = useLocalized();
  const { language } = useLanguage();
  const createRequest = useCreateRequest();
  const offerings = useOfferings();
  const [focus, setFocus] = useState<WellnessFocusFilter>('all');
  const [service, setService] = useState<WellnessService | null>(null);
  const [chosenStart, setChosenStart] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const days = useServiceDays();
  const [chosen, setChosen] = useState<string | null>(null);
  const date = chosenOption(days, chosen);
  const now = useFormNow();
  const starts = service && date ? startTimesInTime('wellness', date, serviceStartTimes(service.hours, service.durationMinutes), now) : [];
  const start = chosenOption(starts, chosenStart);
  // The service is cleared when the dialog closes: the message names the one sent (its title).
  const sending = useAction(createRequest, { done: createRequest.variables ? t('wellness.sent', { name: createRequest.variables.title }) : null });
  const timeId = useId();
  const notesId = useId();
  const hoursId = useId();

  const close = () => {
    setService(null);
    setChosenStart(null);
    setNotes('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A wellness request needs a selected service and a start still in time.
    if (!service || !date || !start) return;
    createRequest.mutate(
      { category: 'wellness', title: localize(service.name), notes, serviceDate: date, scheduledTime: start, metadata: { serviceId: service.id } },
      { onSuccess: close },
    );
  };

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <p className="eyebrow">{tc('pages.guestWellness')}</p>
        <h1 className={styles.title}>{t('wellness.title')}</h1>
        <p className={styles.lead}>{t('wellness.lead')}</p>
      </header>
      <div className={styles.chips} role="group" aria-label={t('wellness.focus')}>
        {WELLNESS_FOCUS_FILTERS.map((filter) => (
          <button key={filter.id} type="button" className={styles.chip} aria-pressed={focus === filter.id} onClick={() => setFocus(filter.id)}>
            {localize(filter.label)}
          </button>
        ))}
      </div>
      {offerings.data ? null : <PageWait reads={[offerings]} onRetry={() => void offerings.refetch()} />}
      <ul className={`${styles.grid} ${styles.grid3}`}>
        {wellnessServicesFor(offerings.data?.wellness ?? [], focus).map((item) => (
          <li key={item.id} className={styles.card} data-testid="wellness-card">
            <div className={styles.cardHead}>
              <p className={styles.cardTitle}>{localize(item.name)}</p>
              <span className={styles.price}>{formatIdr(item.price, language)}</span>
            </div>
            <p className={styles.muted}>{localize(item.description)}</p>
            <p className={styles.meta}>
              {localize(item.durationLabel)} · {localize(item.availability)}
            </p>
            <p className={styles.meta}>{t('wellness.bestFor', { text: localize(item.bestFor) })}</p>
            <div className={styles.actions}>
              <button type="button" className={`button ${styles.small}`} onClick={() => setService(item)}>
                {t('wellness.request')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <ActionMessage action={sending} />

      <ModalDialog variant="sheet" open={service !== null} title={service ? localize(service.name) : ''} onClose={close}>
        <form className={styles.form} onSubmit={submit}>
          <ServiceDayField days={days} value={date} onChange={setChosen} />
          {service && date && start ? (
            <label className={styles.field} htmlFor={timeId}>
              <span className={styles.label}>{t('wellness.start')}</span>
              <select id={timeId} className={styles.input} value={start} aria-describedby={hoursId} onChange={(event) => setChosenStart(event.target.value)}>
                {starts.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
              <span id={hoursId} className={styles.meta}>
                {t('wellness.hours', { opens: service.hours.opens, latest: latestStart(service.hours, service.durationMinutes) })}
              </span>
            </label>
          ) : date ? (
            <NoTimeLeft days={days} date={date} />
          ) : null}
          <label className={styles.field} htmlFor={notesId}>
            <span className={styles.label}>{t('common.notes')}</span>
            <textarea id={notesId} className={styles.input} value={notes} placeholder={t('wellness.notesPlaceholder')} onChange={(event) => setNotes(event.target.value)} />
          </label>
          <ModalActions className={styles.actions} cancelClassName="button button-quiet" onCancel={close} cancelLabel={t('common.cancel')}>
            <button type="submit" className="button button-accent" disabled={sending.busy || !date || !start}>
              {t('wellness.send')}
            </button>
          </ModalActions>
          {sending.error ? <ActionMessage action={sending} /> : null}
        </form>
      </ModalDialog>

      <CategoryRequests category="wellness" />
    </div>
  );
}
