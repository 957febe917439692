import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CreateGuestRequestBody, GuestRequestResponse, RequestCategory } from '@prana/contracts';
import { isOpenForGuest } from '@prana/domain';
import { codedErrorOf } from '../../lib/api-client.ts';
import { useErrorText } from '../../lib/error-text.ts';
import { resendOutboxItem, useOutbox, type OutboxItem } from '../../lib/offline/outbox.ts';
import { useStoredText } from '../../lib/use-stored-text.ts';
import { createRequestWrite, useCancelRequest, useEditRequestNotes, useRequestsRead } from './api/requests.ts';
import { ActionMessage } from './action-message.tsx';
import { OutboxItemActions } from './outbox-item-actions.tsx';
import { useDates } from '../../lib/use-dates.ts';
import { OutboxBadge, StatusBadge } from './status-badge.tsx';
import { useAction } from './use-action.ts';
import { RequestMessagesToggle } from './request-thread.tsx';
import { stayTimeDecisionOf } from './stay-times-card.tsx';
import { OfflineNotice, waitsOffline } from './page-wait.tsx';
import styles from './guest.module.css';

interface RequestListProps {
  requests: readonly GuestRequestResponse[];
  /** Shows Cancel and Edit notes on pending requests (the service screens); the overview feed is read-only. */
  editable?: boolean;
  empty: string;
}

/** When a request happens, as the guest reads it: "Thu 26 Nov · 14:00 · 2 seats". */
export function useRequestWhen() {
  const { t } = useTranslation('guest');
  const { date } = useDates();
  return (request: GuestRequestResponse): string => {
    const parts: string[] = [];
    if (request.serviceDate) parts.push(date(request.serviceDate, 'weekday'));
    if (request.scheduledTime) parts.push(request.scheduledTime === 'asap' ? t('common.asap') : request.scheduledTime);
    const seats = request.metadata?.type === 'shuttle' ? request.metadata.seats : undefined;
    if (typeof seats === 'number') parts.push(t('common.seats', { count: seats }));
    return parts.join(' · ');
  };
}

/** Logged requests: title, status, notes, when it happens; pending ones can be cancelled (asked first) or have their notes rewritten. */
export function RequestList({ requests, editable = false, empty }: RequestListProps) {
  if (requests.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul className={styles.list} data-testid="request-list">
      {requests.map((request) => (
        <RequestItem key={request.id} request={request} editable={editable} />
      ))}
    </ul>
  );
}

function RequestItem({ request, editable }: { request: GuestRequestResponse; editable: boolean }) {
  const { t } = useTranslation('guest');
  const { dateTime } = useDates();
  const storedText = useStoredText();
  const when = useRequestWhen();
  const cancel = useCancelRequest();
  const edit = useEditRequestNotes();
  const cancelling = useAction(cancel, { done: t('common.cancelled') });
  const saving = useAction(edit, { done: t('common.notesSaved') });
  const [asking, setAsking] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const notesId = useId();
  const title = storedText(request.titleText);
  const open = editable && isOpenForGuest(request.status);
  const whenText = when(request);

  const saveNotes = (event: FormEvent) => {
    event.preventDefault();
    if (draft === null) return;
    edit.mutate({ id: request.id, notes: draft }, { onSuccess: () => setDraft(null) });
  };

  return (
    <li className={styles.listItem} data-testid="request-item" data-request-id={request.id}>
      <div className={styles.cardHead}>
        <p className={styles.cardTitle}>{title}</p>
        <StatusBadge status={request.status} decision={stayTimeDecisionOf(request)} />
      </div>
      {whenText ? (
        <p className={styles.when} data-testid="request-when">
          {whenText}
        </p>
      ) : null}
      {draft === null ? (
        <p className={styles.muted}>{storedText(request.notesText)}</p>
      ) : (
        <form className={styles.form} onSubmit={saveNotes}>
          <label className={styles.field} htmlFor={notesId}>
            <span className={styles.label}>{t('common.notes')}</span>
            <textarea id={notesId} className={styles.input} value={draft} onChange={(event) => setDraft(event.target.value)} />
          </label>
          <div className={styles.actions}>
            <button type="submit" className={`button ${styles.small}`} disabled={saving.busy}>
              {t('common.saveNotes')}
            </button>
            <button type="button" className={`button button-quiet ${styles.small}`} onClick={() => setDraft(null)}>
              {t('common.cancel')}
            </button>
          </div>
        </form>
      )}
      <p className={styles.meta}>
        {t(`categories.${request.category}`)} · {dateTime(request.createdAt)}
      </p>
      <div className={styles.actions}>
        <RequestMessagesToggle requestId={request.id} />
        <Link to={`/app/requests/${encodeURIComponent(request.id)}`} className={`button button-quiet ${styles.small}`}>
          {t('thread.open')}
        </Link>
      </div>
      {open && draft === null && !asking ? (
        <div className={styles.actions}>
          <button type="button" className={`button button-quiet ${styles.small}`} onClick={() => setDraft(request.notesText.kind === 'text' ? request.notesText.text : '')}>
            {t('common.editNotes')}
          </button>
          <button type="button" className={`button button-quiet ${styles.small}`} onClick={() => setAsking(true)}>
            {t('common.cancelRequest')}
          </button>
        </div>
      ) : null}
      {open && asking ? (
        <div className={styles.confirm} role="group" aria-label={t('common.cancelRequest')}>
          <p>{t('common.cancelAsk', { title })}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className={`button button-accent ${styles.small}`}
              disabled={cancelling.busy}
              onClick={() => cancel.mutate(request.id, { onSettled: () => setAsking(false) })}
            >
              {t('common.cancelYes')}
            </button>
            <button type="button" className={`button button-quiet ${styles.small}`} onClick={() => setAsking(false)}>
              {t('common.keep')}
            </button>
          </div>
        </div>
      ) : null}
      {cancelling.error || cancelling.done ? <ActionMessage action={cancelling} /> : null}
      {saving.error || saving.done ? <ActionMessage action={saving} /> : null}
    </li>
  );
}

/** A service screen's "your requests" section: the summary and the list of its category, newest first, with Cancel and Edit notes. */
export function CategoryRequests({ category, title }: { category: RequestCategory; title?: string }) {
  const { t } = useTranslation('guest');
  const read = useRequestsRead();
  const requests = (read.data?.requests ?? []).filter((request) => request.category === category);
  // Offline with the requests never kept on this device: the outbox still shows, the counts would mislead.
  const missing = waitsOffline([read]);
  const headingId = `${category}-requests`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title ?? t('summary.yourRequests')}
      </h2>
      {missing ? <OfflineNotice /> : <RequestSummary requests={requests} />}
      <OutboxRequests category={category} />
      {missing ? null : <RequestList requests={requests} editable empty={t('summary.empty')} />}
    </section>
  );
}

/** The summary of a screen: how many logged, how many awaiting, the latest with its time. */
export function RequestSummary({ requests }: { requests: readonly GuestRequestResponse[] }) {
  const { t } = useTranslation('guest');
  const { dateTime } = useDates();
  const storedText = useStoredText();
  const latest = requests[0];
  return (
    <dl className={styles.stats} data-testid="request-summary">
      <div className={styles.stat}>
        <dt>{t('summary.logged')}</dt>
        <dd>{requests.length}</dd>
      </div>
      <div className={styles.stat}>
        <dt>{t('summary.awaiting')}</dt>
        <dd>{requests.filter((request) => request.status === 'pending').length}</dd>
      </div>
      <div className={`${styles.stat} ${styles.statWide}`}>
        <dt>{t('summary.latest')}</dt>
        <dd className={styles.statText}>{latest ? `${storedText(latest.titleText)} · ${dateTime(latest.createdAt)}` : t('summary.none')}</dd>
      </div>
    </dl>
  );
}

/** A request in the outbox: waiting to send, or refused with the reason, the guest's text and Edit or Discard. */
function OutboxRequest({ item }: { item: OutboxItem<CreateGuestRequestBody> }) {
  const { t } = useTranslation('guest');
  const errorText = useErrorText();
  const [editing, setEditing] = useState(false);
  const [notes, setNotes] = useState(item.variables.notes ?? '');
  const notesId = useId();
  return (
    <li className={styles.listItem} data-testid="outbox-item" data-state={item.state}>
      <div className={styles.cardHead}>
        <p className={styles.cardTitle}>{item.variables.title}</p>
        <OutboxBadge state={item.state} />
      </div>
      {item.variables.notes ? <p className={styles.muted}>{item.variables.notes}</p> : null}
      {item.state === 'refused' ? (
        <>
          <p role="alert" className={styles.error}>
            {errorText(codedErrorOf(item.error))}
          </p>
          {editing ? (
            <form
              className={styles.form}
              onSubmit={(event) => {
                event.preventDefault();
                resendOutboxItem(createRequestWrite, item.id, { ...item.variables, notes });
              }}
            >
              <label className={styles.field} htmlFor={notesId}>
                <span className={styles.label}>{t('outbox.notes')}</span>
                <textarea id={notesId} className={styles.input} value={notes} onChange={(event) => setNotes(event.target.value)} />
              </label>
              <div className={styles.actions}>
                <button type="submit" className={`button button-accent ${styles.small}`}>
                  {t('outbox.sendAgain')}
                </button>
              </div>
            </form>
          ) : null}
          <OutboxItemActions itemId={item.id} editing={editing} onEdit={() => setEditing(true)} />
        </>
      ) : null}
    </li>
  );
}

/** The category's requests made offline: shown until sent (then they are in the list) or dealt with. */
function OutboxRequests({ category }: { category: RequestCategory }) {
  const items = useOutbox(createRequestWrite).filter((item) => item.variables.category === category);
  if (items.length === 0) return null;
  return (
    <ul className={styles.list} data-testid="outbox-list">
      {items.map((item) => (
        <OutboxRequest key={item.id} item={item} />
      ))}
    </ul>
  );
}
