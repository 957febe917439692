import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_WELLNESS_START,
  WELLNESS_FOCUS_FILTERS,
  wellnessServicesFor,
  type WellnessFocusFilter,
  type WellnessService,
} from '@prana/catalogue';
import { fitsServiceHours, formatIdr, latestStart, startWithinHours } from '@prana/domain';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage, useLocalized } from '../../lib/use-language.ts';
import { useCreateRequest } from './api/requests.ts';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { CategoryRequests } from './request-list.tsx';
import { ServiceDayField, chosenDay, useServiceDays } from './service-day.tsx';
import { useAction } from './use-action.ts';
import { ActionMessage } from './action-message.tsx';
import styles from './guest.module.css';
import { ModalActions } from '../../components/modal-actions.tsx';

/** /app/wellness: focus chips, ritual cards, a request modal (start time 18:00 by default) and a summary. */
export function WellnessPage() {
  const { t } = useTranslation('guest');
  const { t: tc } = useTranslation();
  useDocumentTitle(tc('pages.guestWellness'));
  const localize = useLocalized();
  const { language } = useLanguage();
  const createRequest = useCreateRequest();
  const [focus, setFocus] = useState<WellnessFocusFilter>('all');
  const [service, setService] = useState<WellnessService | null>(null);
  const [start, setStart] = useState(DEFAULT_WELLNESS_START);
  const [notes, setNotes] = useState('');
  const days = useServiceDays();
  const [chosen, setChosen] = useState<string | null>(null);
  const date = chosenDay(days, chosen);
  const latest = service ? latestStart(service.hours, service.durationMinutes) : null;
  const fits = !service || fitsServiceHours(start, service.hours, service.durationMinutes);
  // The service is cleared when the dialog closes: the message names the one sent (its title).
  const sending = useAction(createRequest, { done: createRequest.variables ? t('wellness.sent', { name: createRequest.variables.title }) : null });
  const timeId = useId();
  const notesId = useId();
  const hoursId = useId();

  const close = () => {
    setService(null);
    setStart(DEFAULT_WELLNESS_START);
    setNotes('');
  };

  /** Opens the request form at the usual start, moved inside the ritual's hours. */
  const open = (item: WellnessService) => {
    setService(item);
    setStart(startWithinHours(DEFAULT_WELLNESS_START, item.hours, item.durationMinutes));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A wellness request needs a selected service.
    if (!service || !date || !fits) return;
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
      <ul className={`${styles.grid} ${styles.grid3}`}>
        {wellnessServicesFor(focus).map((item) => (
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
              <button type="button" className={`button ${styles.small}`} onClick={() => open(item)}>
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
          <label className={styles.field} htmlFor={timeId}>
            <span className={styles.label}>{t('wellness.start')}</span>
            <input
              id={timeId}
              type="time"
              className={styles.input}
              value={start}
              min={service?.hours.opens}
              max={latest ?? undefined}
              required
              aria-invalid={!fits}
              aria-describedby={hoursId}
              onChange={(event) => setStart(event.target.value || DEFAULT_WELLNESS_START)}
            />
            {service && latest ? (
              <span id={hoursId} className={fits ? styles.meta : styles.error} role={fits ? undefined : 'alert'}>
                {t('wellness.hours', { opens: service.hours.opens, latest })}
              </span>
            ) : null}
          </label>
          <label className={styles.field} htmlFor={notesId}>
            <span className={styles.label}>{t('common.notes')}</span>
            <textarea id={notesId} className={styles.input} value={notes} placeholder={t('wellness.notesPlaceholder')} onChange={(event) => setNotes(event.target.value)} />
          </label>
          <ModalActions className={styles.actions} cancelClassName="button button-quiet" onCancel={close} cancelLabel={t('common.cancel')}>
            <button type="submit" className="button button-accent" disabled={sending.busy || !date || !fits}>
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
