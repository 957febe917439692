import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useStoredText } from '../../lib/use-stored-text.ts';
import { useRequestsRead } from './api/requests.ts';
import { useDates } from '../../lib/use-dates.ts';
import { RequestThread } from './request-thread.tsx';
import { StatusBadge } from './status-badge.tsx';
import { OfflineNotice, waitsOffline } from './page-wait.tsx';
import styles from './guest.module.css';

/** /app/requests/{id}: one request and its conversation with the concierge, live. */
export function RequestPage() {
  const { t } = useTranslation('guest');
  const { id = '' } = useParams();
  const storedText = useStoredText();
  const { dateTime } = useDates();
  const read = useRequestsRead();
  const request = read.data?.requests.find((candidate) => candidate.id === id);
  useDocumentTitle(request ? storedText(request.titleText) : t('thread.messages'));

  return (
    <div className={styles.page}>
      <p>
        <Link to="/app/requests">{t('thread.back')}</Link>
      </p>
      {request ? (
        <section className={styles.listItem} data-testid="request-page" data-request-id={request.id}>
          <div className={styles.cardHead}>
            <h1 className={styles.cardTitle}>{storedText(request.titleText)}</h1>
            <StatusBadge status={request.status} />
          </div>
          <p className={styles.muted}>{storedText(request.notesText)}</p>
          <p className={styles.meta}>
            {t(`categories.${request.category}`)} · {dateTime(request.createdAt)}
          </p>
          <RequestThread requestId={request.id} />
        </section>
      ) : waitsOffline([read]) ? (
        <OfflineNotice />
      ) : (
        <p className={styles.empty}>{t('thread.notFound')}</p>
      )}
    </div>
  );
}
