import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateGuestRequestBody, GuestRequestResponse, RequestCategory } from '@prana/contracts';
import { codedErrorOf } from '../../lib/api-client.ts';
import { useErrorText } from '../../lib/error-text.ts';
import { discardOutboxItem, resendOutboxItem, useOutbox, type OutboxItem } from '../../lib/offline/outbox.ts';
import { createRequestWrite, useChangeRequest, useRequests } from './api/requests.ts';
import { useGuestFormat } from './guest-format.ts';
import { OutboxBadge, StatusBadge } from './status-badge.tsx';
import { useAction } from './use-action.ts';
import styles from './guest.module.css';
import { useStoredText } from '../../lib/use-language.ts';

interface RequestListProps {
  requests: readonly GuestRequestResponse[];
  /** Shows the toggle button (spec: Concierge list); other lists are read-only. */
  toggle?: boolean;
  empty: string;
}

/** Logged requests: title, notes, date-time, status badge and (optionally) the status toggle. */
export function RequestList({ requests, toggle = false, empty }: RequestListProps) {
  const { t } = useTranslation('guest');
  const { dateTime } = useGuestFormat();
  const storedText = useStoredText();
  const changeRequest = useChangeRequest();
  const { error } = useAction(changeRequest);
  const busy = changeRequest.isPending ? changeRequest.variables.id : null;

  if (requests.length === 0) return <p className={styles.empty}>{empty}</p>;

  return (
    <>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <ul className={styles.list} data-testid="request-list">
        {requests.map((request) => (
          <li key={request.id} className={styles.listItem} data-testid="request-item" data-request-id={request.id}>
            <div className={styles.cardHead}>
              <p className={styles.cardTitle}>{storedText(request.titleText)}</p>
              <StatusBadge status={request.status} />
            </div>
            <p className={styles.muted}>{storedText(request.notesText)}</p>
            <p className={styles.meta}>
              {t(`categories.${request.category}`)} · {dateTime(request.createdAt)}
              {request.scheduledTime ? ` · ${t('common.at', { time: request.scheduledTime === 'asap' ? t('common.asap') : request.scheduledTime })}` : ''}
            </p>
            {toggle ? (
              <div className={styles.actions}>
                <button type="button" className={`button button-quiet ${styles.small}`} disabled={busy === request.id} onClick={() => changeRequest.mutate({ id: request.id })}>
                  {t('common.toggleStatus')}
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * A service screen's "your requests" section: the summary and the list of its category, newest
 * first (the concierge's list has the status toggle and its own title).
 */
export function CategoryRequests({ category, title, toggle = false }: { category: RequestCategory; title?: string; toggle?: boolean }) {
  const { t } = useTranslation('guest');
  const requests = useCategoryRequests(category);
  const headingId = `${category}-requests`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title ?? t('summary.yourRequests')}
      </h2>
      <RequestSummary requests={requests} />
      <OutboxRequests category={category} />
      <RequestList requests={requests} toggle={toggle} empty={t('summary.empty')} />
    </section>
  );
}

/** Requests of one category, newest first. */
function useCategoryRequests(category: RequestCategory): GuestRequestResponse[] {
  return useRequests().filter((request) => request.category === category);
}

/** The summary of a screen: how many logged, how many awaiting, the latest with its time. */
export function RequestSummary({ requests }: { requests: readonly GuestRequestResponse[] }) {
  const { t } = useTranslation('guest');
  const { dateTime } = useGuestFormat();
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
          <div className={styles.actions}>
            {editing ? null : (
              <button type="button" className={`button button-quiet ${styles.small}`} onClick={() => setEditing(true)}>
                {t('outbox.edit')}
              </button>
            )}
            <button type="button" className={`button button-quiet ${styles.small}`} onClick={() => discardOutboxItem(item.id)}>
              {t('outbox.discard')}
            </button>
          </div>
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
