import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuestRequestQueueItem, ReservationQueueItem, StaffQueueItem } from '@prana/contracts';
import { nextReservationStatuses, queueAgeMinutes, toggleStatus } from '@prana/domain';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useSocketConnected } from '../../../lib/socket.ts';
import { useNow } from '../shell/use-now.ts';
import { waitingCount } from './queue-items.ts';
import type { ConciergeQueue as ConciergeQueueState } from './use-concierge-queue.ts';
import tables from '../../../components/data-table.module.css';
import styles from './concierge-queue.module.css';
import { useStoredText } from '../../../lib/use-language.ts';
import { ConfirmAsBooking } from './confirm-as-booking.tsx';

interface ConciergeQueueProps {
  title: string;
  /** The live queue state (useConciergeQueue), owned by the dashboard so other panels can count it. */
  queue: ConciergeQueueState;
  /** Shows the status buttons (roles holding requests.manage, in the tier being viewed). */
  canManage: boolean;
}

/** The live concierge queue (admin spec §2 "priority queue"): every open request, newest changes highlighted. */
export function ConciergeQueue({ title, queue, canManage }: ConciergeQueueProps) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const errorText = useErrorText();
  const connected = useSocketConnected();
  const headingId = useId();
  const items = queue.items;
  const waiting = items ? waitingCount(items) : 0;

  return (
    <section className={styles.panel} aria-labelledby={headingId} data-testid="concierge-queue">
      <header className={styles.header}>
        <div>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {items ? <p className={styles.summary}>{t('queue.summary', { count: items.length, waiting })}</p> : null}
        </div>
        <span className={styles.live} data-connected={connected}>
          {connected ? tc('status.live') : tc('status.offline')}
        </span>
      </header>

      {queue.status === 'error' && !items ? (
        <StatusMessage title={t('queue.loadError')} onRetry={queue.refetch}>
          <p>{errorText(queue.error)}</p>
        </StatusMessage>
      ) : null}
      {!items && queue.status === 'pending' ? <p className="muted">{t('queue.loading')}</p> : null}
      {items && items.length === 0 ? <p className={styles.empty}>{t('queue.empty')}</p> : null}
      {items && items.length > 0 ? (
        <QueueTable
          items={items}
          canManage={canManage}
          highlighted={queue.highlighted}
          changing={queue.changing}
          onChange={queue.changeStatus}
          onReservationChange={queue.changeReservationStatus}
        />
      ) : null}
    </section>
  );
}

interface QueueTableProps {
  items: StaffQueueItem[];
  canManage: boolean;
  highlighted: ReadonlySet<string>;
  changing: ReadonlySet<string>;
  onChange: ConciergeQueueState['changeStatus'];
  onReservationChange: ConciergeQueueState['changeReservationStatus'];
}

function QueueTable({ items, canManage, highlighted, changing, onChange, onReservationChange }: QueueTableProps) {
  const { t } = useTranslation('admin');
  const storedText = useStoredText();
  const now = useNow();
  return (
    <div className={`${tables.scroll} ${styles.tableFrame}`}>
      <table className={tables.table}>
        <thead>
          <tr>
            <th scope="col">{t('queue.columns.priority')}</th>
            <th scope="col">{t('queue.columns.guestAndVilla')}</th>
            <th scope="col">{t('queue.columns.category')}</th>
            <th scope="col">{t('queue.columns.request')}</th>
            <th scope="col" className={tables.numeric}>
              {t('queue.columns.age')}
            </th>
            <th scope="col">{t('queue.columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} data-testid="queue-row" data-id={item.id} data-highlighted={highlighted.has(item.id)} className={styles.row}>
              <td>
                <span className={styles.priority} data-priority={item.priority}>
                  {t(`queue.priorities.${item.priority}`)}
                </span>
              </td>
              <td>
                <span className={styles.guest}>{item.guestName}</span>
                <span className={styles.sub}>
                  {item.villaName} · {item.kind === 'guest-request' ? item.bookingCode : item.email}
                </span>
              </td>
              <td>{t(`queue.categories.${item.category}`)}</td>
              <td className={styles.request}>
                <span className={styles.requestTitle}>{item.kind === 'guest-request' ? storedText(item.titleText) : t('queue.stayDates', { checkIn: item.checkIn, checkOut: item.checkOut })}</span>
                <span className={styles.sub}>
                  {item.notes ?? t('queue.noNotes')}
                  {item.kind === 'guest-request' && item.scheduledTime ? ` · ${t('queue.at', { time: item.scheduledTime })}` : ''}
                </span>
              </td>
              <td className={tables.numeric}>{ageText(t, queueAgeMinutes(item.createdAt, now))}</td>
              <td>
                <span className={styles.statusCell}>
                  <span className={styles.status} data-status={item.status} data-testid="queue-status">
                    {t(`queue.statuses.${item.status}`)}
                  </span>
                  {canManage && item.kind === 'guest-request' ? <StatusButton item={item} busy={changing.has(item.id)} onChange={onChange} /> : null}
                  {canManage && item.kind === 'reservation-request' ? (
                    <>
                      <ReservationButtons item={item} busy={changing.has(item.id)} onChange={onReservationChange} />
                      {item.email ? (
                        <a className={styles.link} href={`mailto:${item.email}`}>
                          {t('queue.email')}
                        </a>
                      ) : null}
                    </>
                  ) : null}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function StatusButton({ item, busy, onChange }: { item: GuestRequestQueueItem; busy: boolean; onChange: QueueTableProps['onChange'] }) {
  const { t } = useTranslation('admin');
  const storedText = useStoredText();
  // Only the category's pair of statuses (libs/domain): pending ↔ its partner.
  const next = toggleStatus(item.category, item.status);
  const label = t(`queue.actions.${next}`);
  return (
    <button
      type="button"
      className={styles.action}
      disabled={busy}
      aria-label={t('queue.actionLabel', { action: label, title: storedText(item.titleText), guest: item.guestName })}
      onClick={() => void onChange(item, next)}
    >
      {label}
    </button>
  );
}

function ReservationButtons({ item, busy, onChange }: { item: ReservationQueueItem; busy: boolean; onChange: QueueTableProps['onReservationChange'] }) {
  const { t } = useTranslation('admin');
  const stay = t('queue.stayDates', { checkIn: item.checkIn, checkOut: item.checkOut });
  // Forward only (libs/domain): a new request may be marked contacted or closed, a contacted one closed.
  return (
    <span className={styles.actions}>
      <ConfirmAsBooking item={item} />
      {nextReservationStatuses(item.status).map((next, index) => (
        <button
          key={next}
          type="button"
          className={index === 0 ? styles.action : `${styles.action} ${styles.actionQuiet}`}
          disabled={busy}
          aria-label={t('queue.actionLabel', { action: t(`queue.reservationActions.${next}`), title: stay, guest: item.guestName })}
          onClick={() => void onChange(item, next)}
        >
          {t(`queue.reservationActions.${next}`)}
        </button>
      ))}
    </span>
  );
}

type Translate = ReturnType<typeof useTranslation<'admin'>>['t'];

function ageText(t: Translate, minutes: number): string {
  if (minutes < 1) return t('queue.age.now');
  if (minutes < 60) return t('queue.age.minutes', { count: minutes });
  if (minutes < 24 * 60) return t('queue.age.hours', { count: Math.floor(minutes / 60) });
  return t('queue.age.days', { count: Math.floor(minutes / (24 * 60)) });
}
