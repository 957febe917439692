import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { useStageMessages } from '../api/bookings.ts';
import styles from './calendar-page.module.css';

/** What a direct booking's guest was sent at each stage of the stay, and when the rest goes out. */
export function StageMessages({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const { dateTime } = useDates();
  const headingId = useId();
  const query = useStageMessages(bookingId);
  return (
    <section aria-labelledby={headingId} data-testid="stage-messages">
      <h3 id={headingId} className={styles.stageTitle}>
        {t('calendar.stages.title')}
      </h3>
      {query.data ? (
        <ul className={styles.stageList}>
          {query.data.messages.map((message) => (
            <li key={message.stage} data-testid="stage-message" data-stage={message.stage} data-sent={message.sentAt !== null}>
              <strong>{t(`calendar.stages.${message.stage}`)}</strong>{' '}
              {message.sentAt
                ? t('calendar.stages.sent', { at: dateTime(message.sentAt), language: t(`calendar.stages.language.${message.language ?? 'en'}`) })
                : message.scheduledAt
                  ? t('calendar.stages.due', { at: dateTime(message.scheduledAt) })
                  : t('calendar.stages.skipped')}
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <p role="alert">{errorText(query.error)}</p>
      ) : (
        <p>{t('calendar.stages.loading')}</p>
      )}
    </section>
  );
}
