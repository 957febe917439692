import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { GuestRequestResponse, RequestCategory } from '@prana/contracts';
import { useChangeRequest, useRequests } from './api/requests.ts';
import { useGuestFormat } from './guest-format.ts';
import { StatusBadge } from './status-badge.tsx';
import { useAction } from './use-action.ts';
import { RequestMessagesToggle } from './request-thread.tsx';
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
            <div className={styles.actions}>
              {toggle ? (
                <button type="button" className={`button button-quiet ${styles.small}`} disabled={busy === request.id} onClick={() => changeRequest.mutate({ id: request.id })}>
                  {t('common.toggleStatus')}
                </button>
              ) : null}
              <RequestMessagesToggle requestId={request.id} />
              <Link to={`/app/requests/${encodeURIComponent(request.id)}`} className={`button button-quiet ${styles.small}`}>
                {t('thread.open')}
              </Link>
            </div>
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
