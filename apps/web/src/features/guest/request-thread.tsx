import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH } from '@prana/domain';
import { useErrorText } from '../../lib/error-text.ts';
import { useMarkRead, useNotifications } from './api/notifications.ts';
import { useGuestThread, useWriteGuestMessage } from './api/threads.ts';
import { useGuestFormat } from './guest-format.ts';
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
 * text), oldest first, and a box to answer. Opening it marks the concierge's replies read.
 */
export function RequestThread({ requestId }: { requestId: string }) {
  const { t } = useTranslation('guest');
  const errorText = useErrorText();
  const { dateTime } = useGuestFormat();
  const thread = useGuestThread(requestId);
  const write = useWriteGuestMessage(requestId);
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
    write.mutate({ text }, { onSuccess: () => setText('') });
  };

  return (
    <div className={styles.thread} data-testid="guest-thread">
      {thread.data ? (
        thread.data.messages.length === 0 ? (
          <p className={styles.meta}>{t('thread.empty')}</p>
        ) : (
          <ol className={styles.messages}>
            {thread.data.messages.map((message) => (
              <li key={message.id} className={styles.message} data-author={message.author} data-testid="thread-message">
                <span className={styles.meta}>
                  {message.author === 'guest' ? t('thread.you') : (message.authorName ?? t('thread.concierge'))} · {dateTime(message.createdAt)}
                </span>
                <span className={styles.messageText}>{message.text}</span>
              </li>
            ))}
          </ol>
        )
      ) : thread.isError ? (
        <p role="alert">{errorText(thread.error)}</p>
      ) : null}
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
