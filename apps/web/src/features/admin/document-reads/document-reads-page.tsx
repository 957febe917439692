import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useDocumentReads } from '../api/document-reads.ts';
import table from '../../../components/data-table.module.css';
import styles from './document-reads-page.module.css';

/** /admin/master/document-reads: who opened which guest's document photo, and when. Master only (the api answers 403 to others). */
export function DocumentReadsPage() {
  const { t: tc } = useTranslation();
  const { t } = useTranslation('admin');
  const { dateTime } = useDates();
  const errorText = useErrorText();
  const headingId = useId();
  const title = tc('pages.adminDocumentReads');
  useDocumentTitle(title);
  const read = useDocumentReads();
  return (
    <section className={`container ${styles.page}`} aria-labelledby={headingId} data-testid="document-reads-page">
      <header>
        <h1 id={headingId}>{title}</h1>
        <p className={styles.intro}>{t('documentReads.intro')}</p>
      </header>
      {read.error ? <StatusMessage title={errorText(read.error)} onRetry={() => void read.refetch()} /> : null}
      {read.data && read.data.reads.length === 0 ? <StatusMessage tone="empty" title={t('documentReads.empty')} /> : null}
      {read.data && read.data.reads.length > 0 ? (
        <div className={table.scroll} tabIndex={0} role="region" aria-label={title}>
          <table className={table.table}>
            <thead>
              <tr>
                <th scope="col">{t('documentReads.when')}</th>
                <th scope="col">{t('documentReads.who')}</th>
                <th scope="col">{t('documentReads.guest')}</th>
                <th scope="col">{t('documentReads.booking')}</th>
              </tr>
            </thead>
            <tbody>
              {read.data.reads.map((entry) => (
                <tr key={entry.id}>
                  <td>{dateTime(entry.readAt)}</td>
                  <td>{entry.staffName}</td>
                  <td>{entry.guestName ?? t('documentReads.guestNumber', { number: entry.position + 1 })}</td>
                  <td>{entry.bookingCode}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
