import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { can, type GuestRequestQueueItem, type ReservationQueueItem, type StaffQueueItem, type StaffRole, type TurnoverResponse } from '@prana/contracts';
import { MESSAGE_MAX_LENGTH, fillPlaceholders, formatIdr, nextReservationStatuses, toggleStatus } from '@prana/domain';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { useSession } from '../../../lib/session.tsx';
import { useSocketConnected } from '../../../lib/socket.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useStoredText } from '../../../lib/use-stored-text.ts';
import { useNow } from '../../../lib/use-now.ts';
import { colleaguesQuery, useThread, useWriteMessage, type ThreadRef } from './api/queue.ts';
import { waitingCount } from './queue-items.ts';
import {
  DEFAULT_QUEUE_FILTER,
  QUEUE_SCOPES,
  filterQueue,
  formatCountdown,
  itemDeadline,
  secondsToDeadline,
  waitingMinutes,
  type QueueFilter,
} from './queue-view.ts';
import type { ConciergeQueue as ConciergeQueueState } from './use-concierge-queue.ts';
import tables from '../../../components/data-table.module.css';
import styles from './concierge-queue.module.css';
import { ConfirmAsBooking } from './confirm-as-booking.tsx';
import { useReplyTemplates } from '../back-office/api/replies.ts';
import { templateIn } from '../panels/message-templates.tsx';
import { ImmigrationAlert } from '../register/immigration-alert.tsx';

interface ConciergeQueueProps {
  title: string;
  /** The live queue state (useConciergeQueue), owned by the dashboard so other panels can count it. */
  queue: ConciergeQueueState;
  /** Shows the status buttons (roles holding requests.manage, in the tier being viewed). */
  canManage: boolean;
}

/** Under this width the queue is a list of cards (front-line staff carry phones); over it, the table. */
const CARDS_QUERY = '(max-width: 899px)';

function useNarrow(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(CARDS_QUERY);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(CARDS_QUERY).matches,
    () => false,
  );
}

const CATEGORIES: StaffQueueItem['category'][] = ['dining', 'wellness', 'transport', 'housekeeping', 'concierge', 'reservation'];

/** What the rows share: the clock, who is looking, what they may do, and the handlers. */
interface RowContext {
  now: Date;
  canManage: boolean;
  canAssign: boolean;
  /** Confirming a reservation request books nights: only roles that may book see it. */
  canBook: boolean;
  queue: ConciergeQueueState;
  openThread: string | null;
  toggleThread: (id: string) => void;
}

/** The live concierge queue (the dashboards' priority queue): open requests first, phone-first. */
export function ConciergeQueue({ title, queue, canManage }: ConciergeQueueProps) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const errorText = useErrorText();
  const storedText = useStoredText();
  const connected = useSocketConnected();
  const narrow = useNarrow();
  // The tier signed in to is the role the server lets this session act with.
  const role = useSession().staff?.tier as StaffRole | undefined;
  const headingId = useId();
  const now = useNow(1_000);
  const [filter, setFilter] = useState<QueueFilter>(DEFAULT_QUEUE_FILTER);
  const [openThread, setOpenThread] = useState<string | null>(null);
  const items = queue.items;
  const waiting = items ? waitingCount(items) : 0;
  const shown = items ? filterQueue(items, filter, queue.viewerId, (item) => (item.kind === 'guest-request' ? storedText(item.titleText) : '')) : [];
  const context: RowContext = {
    now,
    canManage,
    canAssign: canManage && role !== undefined && can(role, 'requests.assign'),
    canBook: canManage && role !== undefined && can(role, 'bookings.write'),
    queue,
    openThread,
    toggleThread: (id) => setOpenThread((current) => (current === id ? null : id)),
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId} data-testid="concierge-queue">
      <header className={styles.header}>
        <div>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {items ? <p className={styles.summary}>{t('queue.summary', { count: items.length, waiting })}</p> : null}
        </div>
        <span className={styles.live} data-connected={connected} data-testid="queue-live">
          {connected ? tc('status.live') : tc('status.offline')}
        </span>
      </header>

      <ImmigrationAlert enabled={role !== undefined && can(role, 'register.manage')} />
      {queue.turnoverAlerts.length > 0 ? <TurnoverAlerts turnovers={queue.turnoverAlerts} /> : null}
      {canManage ? <AlertSettings alerts={queue.alerts} /> : null}
      <QueueToolbar filter={filter} onChange={setFilter} />

      {queue.status === 'error' && !items ? (
        <StatusMessage title={t('queue.loadError')} onRetry={queue.refetch}>
          <p>{errorText(queue.error)}</p>
        </StatusMessage>
      ) : null}
      {!items && queue.status === 'pending' ? <p className="muted">{t('queue.loading')}</p> : null}
      {items && items.length === 0 ? <p className={styles.empty}>{t('queue.empty')}</p> : null}
      {items && items.length > 0 && shown.length === 0 ? <p className={styles.empty}>{t('queue.noneMatch')}</p> : null}
      {shown.length > 0 ? narrow ? <QueueCards items={shown} context={context} /> : <QueueTable items={shown} context={context} /> : null}
    </section>
  );
}

/** Turnovers not ready an hour before they are due: beside the requests, linking to the housekeeping board. */
function TurnoverAlerts({ turnovers }: { turnovers: TurnoverResponse[] }) {
  const { t } = useTranslation('admin');
  const { time } = useDates();
  return (
    <div role="status" className={styles.turnoverAlerts} data-testid="turnover-alerts">
      <p className={styles.turnoverAlertsTitle}>
        <Link to="/admin/housekeeping">{t('housekeeping.alerts')}</Link>
      </p>
      <ul>
        {turnovers.map((turnover) => (
          <li key={turnover.id}>{t('housekeeping.alertLine', { villa: turnover.villaName, state: t(`housekeeping.states.${turnover.state}`), time: time(turnover.dueAt) })}</li>
        ))}
      </ul>
    </div>
  );
}

function AlertSettings({ alerts }: { alerts: ConciergeQueueState['alerts'] }) {
  const { t } = useTranslation('admin');
  return (
    <div className={styles.alertSettings}>
      <label className={styles.check}>
        <input type="checkbox" checked={alerts.sound} onChange={(event) => alerts.setSound(event.target.checked)} />
        {t('queue.alerts.sound')}
      </label>
      {alerts.permission === 'default' ? (
        <button type="button" className={`${styles.action} ${styles.actionQuiet}`} onClick={alerts.askPermission}>
          {t('queue.alerts.enableDesktop')}
        </button>
      ) : null}
      {alerts.permission === 'granted' ? <span className={styles.sub}>{t('queue.alerts.desktopOn')}</span> : null}
    </div>
  );
}

function QueueToolbar({ filter, onChange }: { filter: QueueFilter; onChange: (filter: QueueFilter) => void }) {
  const { t } = useTranslation('admin');
  const searchId = useId();
  const categoryId = useId();
  return (
    <div className={styles.toolbar} role="search">
      <div className={styles.scopes} role="group" aria-label={t('queue.filters.scopeLabel')}>
        {QUEUE_SCOPES.map((scope) => (
          <button key={scope} type="button" className={styles.scope} aria-pressed={filter.scope === scope} onClick={() => onChange({ ...filter, scope })}>
            {t(`queue.filters.${scope}`)}
          </button>
        ))}
      </div>
      <label htmlFor={categoryId} className="visually-hidden">
        {t('queue.filters.category')}
      </label>
      <select id={categoryId} className={styles.select} value={filter.category ?? ''} onChange={(event) => onChange({ ...filter, category: (event.target.value || null) as QueueFilter['category'] })}>
        <option value="">{t('queue.filters.allCategories')}</option>
        {CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {t(`queue.categories.${category}`)}
          </option>
        ))}
      </select>
      <label htmlFor={searchId} className="visually-hidden">
        {t('queue.filters.search')}
      </label>
      <input id={searchId} type="search" className={styles.search} placeholder={t('queue.filters.search')} value={filter.search} onChange={(event) => onChange({ ...filter, search: event.target.value })} />
    </div>
  );
}

function QueueTable({ items, context }: { items: StaffQueueItem[]; context: RowContext }) {
  const { t } = useTranslation('admin');
  return (
    <div className={`${tables.scroll} ${styles.tableFrame}`}>
      <table className={tables.table}>
        <thead>
          <tr>
            <th scope="col">{t('queue.columns.priority')}</th>
            <th scope="col">{t('queue.columns.guestAndVilla')}</th>
            <th scope="col">{t('queue.columns.request')}</th>
            <th scope="col" className={tables.numeric}>
              {t('queue.columns.age')}
            </th>
            <th scope="col">{t('queue.columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <TableRows key={item.id} item={item} context={context} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TableRows({ item, context }: { item: StaffQueueItem; context: RowContext }) {
  const { t } = useTranslation('admin');
  const highlighted = context.queue.highlighted.has(item.id);
  return (
    <>
      <tr data-testid="queue-row" data-id={item.id} data-highlighted={highlighted} data-deadline={itemDeadline(item, context.now) ?? undefined} className={styles.row}>
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
          <Holder item={item} />
        </td>
        <td className={styles.request}>
          <RequestText item={item} />
        </td>
        <td className={tables.numeric}>
          <Waiting item={item} now={context.now} />
        </td>
        <td>
          <span className={styles.statusCell}>
            <StatusChip item={item} />
            <ItemActions item={item} context={context} />
          </span>
        </td>
      </tr>
      {context.openThread === item.id ? (
        <tr className={styles.threadRow}>
          <td colSpan={5}>
            <ThreadPanel item={item} canWrite={context.canManage} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

function QueueCards({ items, context }: { items: StaffQueueItem[]; context: RowContext }) {
  return (
    <ul className={styles.cards}>
      {items.map((item) => (
        <li
          key={item.id}
          className={styles.card}
          data-testid="queue-row"
          data-id={item.id}
          data-highlighted={context.queue.highlighted.has(item.id)}
          data-deadline={itemDeadline(item, context.now) ?? undefined}
        >
          <div className={styles.cardTop}>
            <div>
              <span className={styles.guest}>{item.guestName}</span>
              <span className={styles.sub}>{item.villaName}</span>
            </div>
            <StatusChip item={item} />
          </div>
          <RequestText item={item} />
          <div className={styles.cardMeta}>
            <Waiting item={item} now={context.now} />
            <Holder item={item} />
          </div>
          <ItemActions item={item} context={context} />
          {context.openThread === item.id ? <ThreadPanel item={item} canWrite={context.canManage} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** What was asked, with when it was asked (Bali time) and its notes. */
function RequestText({ item }: { item: StaffQueueItem }) {
  const { t } = useTranslation('admin');
  const storedText = useStoredText();
  const dates = useDates();
  return (
    <>
      <span className={styles.requestTitle}>
        <span className={styles.category}>{t(`queue.categories.${item.category}`)}</span>{' '}
        {item.kind === 'guest-request' ? storedText(item.titleText) : t('queue.stayDates', { dates: dates.range(item.checkIn, item.checkOut) })}
      </span>
      <span className={styles.sub}>
        {t('queue.askedAt', { time: dates.dateTime(item.createdAt) })}
        {item.kind === 'guest-request' && item.scheduledTime ? ` · ${t('queue.at', { time: item.scheduledTime })}` : ''}
      </span>
      <span className={styles.notes}>{item.notes ?? t('queue.noNotes')}</span>
    </>
  );
}

/** Open time, and for a guest request still waiting, the live countdown to its deadline. */
function Waiting({ item, now }: { item: StaffQueueItem; now: Date }) {
  const { t } = useTranslation('admin');
  const state = itemDeadline(item, now);
  const minutes = waitingMinutes(item, now);
  return (
    <span className={styles.waiting}>
      <span data-testid="queue-age">{ageText(t, minutes)}</span>
      {item.kind === 'guest-request' && state !== null && state !== 'answered' ? (
        <span className={styles.deadline} data-state={state} data-testid="queue-deadline">
          {state === 'late'
            ? t('queue.deadline.late', { time: formatCountdown(-secondsToDeadline(item.dueAt, now)) })
            : t('queue.deadline.dueIn', { time: formatCountdown(secondsToDeadline(item.dueAt, now)) })}
        </span>
      ) : null}
    </span>
  );
}

function Holder({ item }: { item: StaffQueueItem }) {
  const { t } = useTranslation('admin');
  if (item.kind !== 'guest-request' || !item.assignee) return null;
  return (
    <span className={styles.holder} data-testid="queue-holder">
      {t('queue.assignment.heldBy', { name: item.assignee.name })}
    </span>
  );
}

function StatusChip({ item }: { item: StaffQueueItem }) {
  const { t } = useTranslation('admin');
  return (
    <span className={styles.status} data-status={item.status} data-testid="queue-status">
      {t(`queue.statuses.${item.status}`)}
    </span>
  );
}

/**
 * A row's actions: its one next step as the lead button, then take/assign and the thread. The
 * `rowActions` span is the slot other features add their buttons to (e.g. "Confirm as booking").
 */
function ItemActions({ item, context }: { item: StaffQueueItem; context: RowContext }) {
  const { t } = useTranslation('admin');
  const busy = context.queue.changing.has(item.id);
  const threadOpen = context.openThread === item.id;
  return (
    <span className={styles.actions}>
      {/* A request the guest cancelled is final: nothing to move. */}
      {context.canManage && item.kind === 'guest-request' && item.status !== 'cancelled' && item.stayTime ? <StayTimeButtons item={item} busy={busy} onDecide={context.queue.decideStayTime} /> : null}
      {context.canManage && item.kind === 'guest-request' && item.status !== 'cancelled' && !item.stayTime ? <StatusButton item={item} busy={busy} onChange={context.queue.changeStatus} /> : null}
      {context.canManage && item.kind === 'reservation-request' ? <ReservationButtons item={item} busy={busy} canBook={context.canBook} onChange={context.queue.changeReservationStatus} /> : null}
      {context.canManage && item.kind === 'guest-request' ? <AssignControl item={item} context={context} busy={busy} /> : null}
      <button type="button" className={`${styles.action} ${styles.actionQuiet}`} aria-expanded={threadOpen} onClick={() => context.toggleThread(item.id)}>
        {threadOpen ? t('queue.thread.close') : t(item.kind === 'guest-request' && context.canManage ? 'queue.thread.reply' : 'queue.thread.open')}
      </button>
      {item.kind === 'reservation-request' && item.email && context.canManage ? (
        <a className={styles.link} href={`mailto:${item.email}`}>
          {t('queue.email')}
        </a>
      ) : null}
      <span className={styles.rowActions} data-slot="row-actions" />
    </span>
  );
}

function AssignControl({ item, context, busy }: { item: GuestRequestQueueItem; context: RowContext; busy: boolean }) {
  const { t } = useTranslation('admin');
  const colleagues = useQuery({ ...colleaguesQuery, enabled: context.canAssign });
  const selectId = useId();
  const viewer = context.queue.viewerId;
  const mine = item.assignee !== null && item.assignee.id === viewer;
  if (context.canAssign && colleagues.data) {
    return (
      <span className={styles.assign}>
        <label htmlFor={selectId} className="visually-hidden">
          {t('queue.assignment.label', { guest: item.guestName })}
        </label>
        <select id={selectId} className={styles.select} disabled={busy} value={item.assignee?.id ?? ''} onChange={(event) => void context.queue.assign(item, event.target.value || null)}>
          <option value="">{t('queue.assignment.nobody')}</option>
          {colleagues.data.colleagues.map((colleague) => (
            <option key={colleague.id} value={colleague.id}>
              {colleague.id === viewer ? t('queue.assignment.me', { name: colleague.name }) : colleague.name}
            </option>
          ))}
        </select>
      </span>
    );
  }
  if (item.assignee !== null && !mine) return null;
  return (
    <button type="button" className={`${styles.action} ${styles.actionQuiet}`} disabled={busy || viewer === null} onClick={() => void context.queue.assign(item, mine ? null : viewer)}>
      {mine ? t('queue.assignment.release') : t('queue.assignment.take')}
    </button>
  );
}

function StatusButton({ item, busy, onChange }: { item: GuestRequestQueueItem; busy: boolean; onChange: ConciergeQueueState['changeStatus'] }) {
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

/**
 * An early check-in or late check-out waits for approve or decline (its answer changes the bill and
 * the turnover, so it has no status toggle); once answered, the answer shows instead.
 */
function StayTimeButtons({ item, busy, onDecide }: { item: GuestRequestQueueItem; busy: boolean; onDecide: ConciergeQueueState['decideStayTime'] }) {
  const { t } = useTranslation('admin');
  const storedText = useStoredText();
  const { language } = useDates();
  const stayTime = item.stayTime!;
  if (stayTime.decision !== null) {
    return (
      <span className={styles.sub} data-testid="stay-time-decision" data-decision={stayTime.decision}>
        {t(`queue.stayTime.${stayTime.decision}`)}
      </span>
    );
  }
  const price = stayTime.price === 0 ? t('queue.stayTime.free') : formatIdr(stayTime.price, language);
  return (
    <>
      <span className={styles.sub}>{price}</span>
      {(['approve', 'decline'] as const).map((decision, index) => (
        <button
          key={decision}
          type="button"
          className={index === 0 ? styles.action : `${styles.action} ${styles.actionQuiet}`}
          disabled={busy}
          aria-label={t('queue.actionLabel', { action: t(`queue.stayTime.${decision}`), title: storedText(item.titleText), guest: item.guestName })}
          onClick={() => void onDecide(item, decision)}
        >
          {t(`queue.stayTime.${decision}`)}
        </button>
      ))}
    </>
  );
}

function ReservationButtons({ item, busy, canBook, onChange }: { item: ReservationQueueItem; busy: boolean; canBook: boolean; onChange: ConciergeQueueState['changeReservationStatus'] }) {
  const { t } = useTranslation('admin');
  const dates = useDates();
  const stay = t('queue.stayDates', { dates: dates.range(item.checkIn, item.checkOut) });
  // Forward only (libs/domain): a new request may be marked contacted or closed, a contacted one closed.
  return (
    <>
      {canBook ? <ConfirmAsBooking item={item} /> : null}
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
    </>
  );
}

/**
 * The quick replies of a guest request's composer: the chosen one replaces the text, in the
 * guest's language (the reader's when the api does not know it), with the guest's name, villa and
 * time filled in; the list shows the titles in the reader's language.
 */
function QuickReplies({ item, onInsert }: { item: GuestRequestQueueItem; onInsert: (text: string) => void }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const guestLanguage = item.guestLanguage ?? language;
  // Stage messages go to guests on their own; the reply box offers the quick replies.
  const templates = (useReplyTemplates().data?.templates ?? []).filter((template) => template.stage === null);
  return (
    <select
      className={styles.select}
      aria-label={t('queue.thread.template')}
      value=""
      onChange={(event) => {
        const template = templates.find((candidate) => candidate.id === event.target.value);
        if (template) onInsert(fillPlaceholders(templateIn(template, guestLanguage).body, { guest: item.guestName, villa: item.villaName, time: item.scheduledTime }));
      }}
      data-testid="quick-reply"
    >
      <option value="">{t('queue.thread.template')}</option>
      {templates.map((template) => (
        <option key={template.id} value={template.id}>
          {templateIn(template, language).title}
        </option>
      ))}
    </select>
  );
}

/**
 * A request's thread: the guest's and staff's messages in order, internal notes marked, and a
 * composer with the reply templates (filled with the guest's name, villa and time). Text is shown
 * as written, never as HTML.
 */
function ThreadPanel({ item, canWrite }: { item: StaffQueueItem; canWrite: boolean }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const dates = useDates();
  const thread: ThreadRef = { kind: item.kind, id: item.id };
  const messages = useThread(thread);
  const write = useWriteMessage(thread);
  const [text, setText] = useState('');
  // A visitor's reservation request has no Prana page: a reply reaches the visitor by email, so notes come first.
  const guestThread = item.kind === 'guest-request';
  const [internal, setInternal] = useState(!guestThread);
  const textId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    write.mutate({ text, internal }, { onSuccess: () => setText('') });
  };

  return (
    <div className={styles.thread} data-testid="queue-thread">
      {messages.data ? (
        messages.data.messages.length === 0 ? (
          <p className={styles.sub}>{t('queue.thread.empty')}</p>
        ) : (
          <ol className={styles.messages}>
            {messages.data.messages.map((message) => (
              <li key={message.id} className={styles.message} data-author={message.author} data-internal={message.internal} data-testid="thread-message">
                <span className={styles.sub}>
                  {message.author === 'guest' ? item.guestName : (message.authorName ?? t('queue.thread.staff'))}
                  {message.internal ? ` · ${t('queue.thread.internal')}` : ''} · {dates.time(message.createdAt)}
                </span>
                <span className={styles.messageText}>{message.text}</span>
              </li>
            ))}
          </ol>
        )
      ) : messages.isError ? (
        <p role="alert">{errorText(messages.error)}</p>
      ) : (
        <p className={styles.sub}>{t('queue.loading')}</p>
      )}
      {canWrite ? (
        <form className={styles.composer} onSubmit={submit}>
          {guestThread ? <QuickReplies item={item} onInsert={setText} /> : null}
          <label htmlFor={textId} className="visually-hidden">
            {t('queue.thread.message')}
          </label>
          <textarea id={textId} className={styles.textarea} rows={3} maxLength={MESSAGE_MAX_LENGTH} value={text} onChange={(event) => setText(event.target.value)} placeholder={t('queue.thread.message')} />
          <div className={styles.composerActions}>
            <label className={styles.check}>
              <input type="checkbox" checked={internal} onChange={(event) => setInternal(event.target.checked)} />
              {t('queue.thread.internalNote')}
            </label>
            <button type="submit" className={styles.action} disabled={write.isPending || text.trim() === ''}>
              {internal ? t('queue.thread.addNote') : t('queue.thread.send')}
            </button>
          </div>
          {write.isError ? <p role="alert">{errorText(write.error)}</p> : null}
        </form>
      ) : null}
    </div>
  );
}

type Translate = ReturnType<typeof useTranslation<'admin'>>['t'];

function ageText(t: Translate, minutes: number): string {
  if (minutes < 1) return t('queue.age.now');
  if (minutes < 60) return t('queue.age.minutes', { count: minutes });
  if (minutes < 24 * 60) return t('queue.age.hours', { count: Math.floor(minutes / 60) });
  return t('queue.age.days', { count: Math.floor(minutes / (24 * 60)) });
}
