import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH } from '@prana/domain';
import { codedErrorOf } from '../../lib/api-client.ts';
import { useErrorText } from '../../lib/error-text.ts';
import { resendOutboxItem, useOnline, useOutbox, type OutboxItem } from '../../lib/offline/outbox.ts';
import { useMarkRead, useNotifications } from './api/notifications.ts';
import { guestMessageWrite, useGuestThread, useWriteGuestMessage, type GuestMessageWrite } from './api/threads.ts';
import { useDates } from '../../lib/use-dates.ts';
import { OutboxItemActions } from './outbox-item-actions.tsx';
import { OutboxBadge } from './status-badge.tsx';
import { OfflineNotice, waitsOffline } from './page-wait.tsx';
import styles from './guest.module.css';

/** Unread "the concierge replied" notifications of one request: the dot on its Messages button. */
export function useUnreadReplies(requestId: string): string[] {
  const notifications = useNotifications().data?.notifications ?? [];
  return notifications
    .filter((notification) => !notification.read && notification.relatedRequestId === requestId && notification.messageText.kind === 'request-reply')
    .map((notification) => notification.id);
}

/** The Messages button of a request, with a dot while a reply is unread; opens the thread below it. */
export function RequestMessagesToggle({ requestId }: { requestId: string }) {
  const { t } = useTranslation('guest');
  const [open, setOpen] = useState(false);
  const unread = useUnreadReplies(requestId);
  return (
    <>
      <button type="button" className={`button button-quiet ${styles.small} ${styles.messagesButton}`} aria-expanded={open} onClick={() => setOpen((current) => !current)} data-testid="request-messages">
        {t('thread.messages')}
        {unread.length > 0 ? (
          <span className={styles.unreadDot} data-testid="unread-dot">
            <span className="visually-hidden">{t('thread.unread')}</span>
          </span>
        ) : null}
      </button>
      {open ? <RequestThread requestId={requestId} /> : null}
    </>
  );
}

/**
 * A request's conversation with the concierge, live (request.message): messages as written (plain
 * text), oldest first, then the guest's messages still in the outbox, and a box to answer. Opening
 * it marks the concierge's replies read.
 */
export function RequestThread({ requestId }: { requestId: string }) {
  const { t } = useTranslation('guest');
  const errorText = useErrorText();
  const { dateTime } = useDates();
  const thread = useGuestThread(requestId);
  const write = useWriteGuestMessage();
  const online = useOnline();
  const outbox = useOutbox(guestMessageWrite).filter((item) => item.variables.requestId === requestId);
  const unread = useUnreadReplies(requestId);
  const { mutate: markRead } = useMarkRead();
  const [text, setText] = useState('');
  const textId = useId();
  const unreadKey = unread.join(',');

  useEffect(() => {
    for (const id of unreadKey ? unreadKey.split(',') : []) markRead({ id });
  }, [unreadKey, markRead]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    write.mutate({ requestId, text }, { onSuccess: () => setText('') });
    // Offline it waits in the thread, its text with it, and the box is free for the next one.
    if (!online) {
      setText('');
      write.reset();
    }
  };
  const messages = thread.data?.messages ?? [];

  return (
    <div className={styles.thread} data-testid="guest-thread">
      {thread.data && messages.length === 0 && outbox.length === 0 ? <p className={styles.meta}>{t('thread.empty')}</p> : null}
      {messages.length > 0 || outbox.length > 0 ? (
        <ol className={styles.messages}>
          {messages.map((message) => (
            <li key={message.id} className={styles.message} data-author={message.author} data-testid="thread-message">
              <span className={styles.meta}>
                {message.author === 'guest' ? t('thread.you') : (message.authorName ?? t('thread.concierge'))} · {dateTime(message.createdAt)}
              </span>
              <span className={styles.messageText}>{message.text}</span>
            </li>
          ))}
          {outbox.map((item) => (
            <OutboxMessage key={item.id} item={item} />
          ))}
        </ol>
      ) : null}
      {thread.isError && !thread.data ? <p role="alert">{errorText(thread.error)}</p> : null}
      {waitsOffline([thread]) ? <OfflineNotice /> : null}
      <form className={styles.composer} onSubmit={submit}>
        <label htmlFor={textId} className="visually-hidden">
          {t('thread.write')}
        </label>
        <textarea id={textId} rows={2} maxLength={MESSAGE_MAX_LENGTH} value={text} onChange={(event) => setText(event.target.value)} placeholder={t('thread.write')} />
        <button type="submit" className={`button ${styles.small}`} disabled={write.isPending || text.trim() === ''}>
          {t('thread.send')}
        </button>
        {write.isError ? (
          <p role="alert" className={styles.error}>
            {errorText(write.error)}
          </p>
        ) : null}
      </form>
    </div>
  );
}

/** A message in the outbox: waiting to send, or refused with the reason and the guest's text, to edit and send again or discard. */
function OutboxMessage({ item }: { item: OutboxItem<GuestMessageWrite> }) {
  const { t } = useTranslation('guest');
  const errorText = useErrorText();
  const [draft, setDraft] = useState<string | null>(null);
  const draftId = useId();
  return (
    <li className={styles.message} data-author="guest" data-testid="outbox-message" data-state={item.state}>
      <OutboxBadge state={item.state} />
      <span className={styles.messageText}>{item.variables.text}</span>
      {item.state === 'refused' ? (
        <>
          <p role="alert" className={styles.error}>
            {errorText(codedErrorOf(item.error))}
          </p>
          {draft === null ? null : (
            <form
              className={styles.composer}
              onSubmit={(event) => {
                event.preventDefault();
                if (draft.trim() !== '') resendOutboxItem(guestMessageWrite, item.id, { ...item.variables, text: draft });
              }}
            >
              <label htmlFor={draftId} className="visually-hidden">
                {t('outbox.message')}
              </label>
              <textarea id={draftId} rows={2} maxLength={MESSAGE_MAX_LENGTH} value={draft} onChange={(event) => setDraft(event.target.value)} />
              <button type="submit" className={`button button-accent ${styles.small}`} disabled={draft.trim() === ''}>
                {t('outbox.sendAgain')}
              </button>
            </form>
          )}
          <OutboxItemActions itemId={item.id} editing={draft !== null} onEdit={() => setDraft(item.variables.text)} />
        </>
      ) : null}
    </li>
  );
}
