import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationChannel } from '@prana/contracts';
import { codedErrorOf } from '../../lib/api-client.ts';
import { useErrorText } from '../../lib/error-text.ts';
import { guestDevicePushState, subscribeToPush, unsubscribeFromPush, type DevicePushState } from '../../lib/push.ts';
import { usePublicConfig } from '../../lib/use-public-config.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useStoredText } from '../../lib/use-stored-text.ts';
import { useMarkAllRead, useMarkRead, useNotifications, useSendTestNotification, useSetNotificationPreferences } from './api/notifications.ts';
import { useProfile } from './api/profile.ts';
import { useDates } from '../../lib/use-dates.ts';
import { useAction } from './use-action.ts';
import { ActionMessage } from './action-message.tsx';
import { OfflineNotice, waitsOffline } from './page-wait.tsx';
import styles from './guest.module.css';

const CHANNELS: readonly NotificationChannel[] = ['email', 'push'];

/** /app/notifications: email and push toggles (stored), the recent list with Mark read, Mark all read, Send test. */
export function NotificationsPage() {
  const { t } = useTranslation('guest');
  const { t: tc } = useTranslation();
  useDocumentTitle(tc('pages.guestNotifications'));
  const profile = useProfile().data;
  const notificationsRead = useNotifications();
  const { notifications = [], unreadCount = 0 } = notificationsRead.data ?? {};
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const sendTest = useSendTestNotification();
  const setPreferences = useSetNotificationPreferences();
  const { dateTime } = useDates();
  const storedText = useStoredText();
  const action = useAction([markRead, markAllRead, sendTest, setPreferences]);
  const config = usePublicConfig();
  const errorText = useErrorText();
  const [pushProblem, setPushProblem] = useState<string | null>(null);
  const { language } = useLanguage();
  const vapidKey = config ? config.vapidPublicKey : undefined;
  const [device, setDevice] = useState<DevicePushState | null>(null);
  // Subscribing waits for the service worker, which may still be installing: the switch waits too.
  const [turningPush, setTurningPush] = useState(false);

  useEffect(() => {
    if (vapidKey === undefined) return;
    let current = true;
    // Unanswered (offline) it stays unknown: the switch shows off, and turning it on stores the device anyway.
    // A switch turned before this first read answers keeps what the guest chose.
    guestDevicePushState(vapidKey).then(
      (state) => current && setDevice((known) => known ?? state),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [vapidKey]);

  // Push is on here only when the booking wants pushes and this device gets them.
  const isOn = (channel: NotificationChannel) => (profile ? profile.preferences[channel] && (channel !== 'push' || device === 'on') : channel === 'email');
  const pushOffHere = profile?.preferences.push === true && device === 'off';

  // Push needs this browser's permission and subscription first; turning it off forgets them.
  const setChannel = async (channel: NotificationChannel, on: boolean) => {
    setPushProblem(null);
    if (channel === 'push') {
      setTurningPush(true);
      try {
        if (on) {
          const outcome = await subscribeToPush(vapidKey ?? null, 'guest', language);
          setDevice(outcome === 'subscribed' ? 'on' : outcome);
          if (outcome !== 'subscribed') return setPushProblem(t(outcome === 'blocked' ? 'notifications.pushBlocked' : 'notifications.pushUnsupported'));
        } else {
          await unsubscribeFromPush('guest');
          setDevice('off');
        }
      } catch (error) {
        return setPushProblem(errorText(codedErrorOf(error)));
      } finally {
        setTurningPush(false);
      }
    }
    // The companion's language goes along: email is written in it.
    setPreferences.mutate({ [channel]: on, language });
  };

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <p className="eyebrow">{tc('pages.guestNotifications')}</p>
        <h1 className={styles.title}>{t('notifications.title')}</h1>
        <p className={styles.lead}>{t('notifications.unread', { count: unreadCount })}</p>
      </header>

      <section className={styles.card} aria-labelledby="channels-title">
        <h2 id="channels-title" className={styles.sectionTitle}>
          {t('notifications.channels')}
        </h2>
        {CHANNELS.map((channel) => (
          <div key={channel} className={styles.switch}>
            <label className={styles.row}>
              <input
                type="checkbox"
                role="switch"
                checked={isOn(channel)}
                disabled={!profile || action.busy || (channel === 'push' && turningPush)}
                aria-busy={channel === 'push' && turningPush}
                onChange={(event) => void setChannel(channel, event.target.checked)}
              />
              <span className={styles.label}>{t(`notifications.${channel}`)}</span>
            </label>
            <button type="button" className={`button button-quiet ${styles.small}`} disabled={action.busy} onClick={() => sendTest.mutate(channel)}>
              {t('notifications.sendTest')}
            </button>
          </div>
        ))}
        {pushOffHere && !pushProblem ? <p className={styles.meta}>{t('notifications.pushOffHere')}</p> : null}
        {pushProblem ? (
          <p role="alert" className={styles.error}>
            {pushProblem}
          </p>
        ) : null}
        <ActionMessage action={action} />
      </section>

      <section className={styles.section} aria-labelledby="recent-title">
        <div className={styles.spread}>
          <h2 id="recent-title" className={styles.sectionTitle}>
            {t('notifications.recent')}
          </h2>
          <button type="button" className={`button button-quiet ${styles.small}`} disabled={unreadCount === 0 || action.busy} onClick={() => markAllRead.mutate({})}>
            {t('notifications.markAllRead')}
          </button>
        </div>
        {waitsOffline([notificationsRead]) ? (
          <OfflineNotice />
        ) : notifications.length === 0 ? (
          <p className={styles.empty}>{t('notifications.empty')}</p>
        ) : (
          <ul className={styles.list} data-testid="notification-list">
            {notifications.map((notification) => (
              <li key={notification.id} className={`${styles.listItem} ${notification.read ? '' : styles.unread}`} data-testid="notification-item" data-read={notification.read}>
                <p>{storedText(notification.messageText)}</p>
                <div className={styles.spread}>
                  <p className={styles.meta}>
                    {t(`notifications.types.${notification.type}`)} · {dateTime(notification.createdAt)}
                  </p>
                  {notification.read ? (
                    <span className={styles.meta}>{t('notifications.read')}</span>
                  ) : (
                    <button type="button" className={`button button-quiet ${styles.small}`} disabled={action.busy} onClick={() => markRead.mutate({ id: notification.id })}>
                      {t('notifications.markRead')}
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
