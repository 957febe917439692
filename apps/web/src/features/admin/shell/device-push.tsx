import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodedError } from '@prana/contracts';
import { codedErrorOf } from '../../../lib/api-client.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { devicePushState, subscribeToPush, unsubscribeFromPush, type DevicePushState } from '../../../lib/push.ts';
import { usePublicConfig } from '../../../lib/use-public-config.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import styles from '../admin-layout.module.css';

/**
 * "Notifications on this device", for staff who work the concierge queue: a push for each new
 * request (and a late one, to those who assign) while the tab is closed; not shown when the
 * deployment sends no pushes (no VAPID key). A device found on stores its subscription again, for
 * this session and in the current language: the api drops it with a session, so a new sign-in
 * would otherwise show on and receive nothing.
 */
export function DevicePushToggle() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const { language } = useLanguage();
  const config = usePublicConfig();
  const vapidKey = config ? config.vapidPublicKey : undefined;
  const [state, setState] = useState<DevicePushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<CodedError | null>(null);

  useEffect(() => {
    if (vapidKey === undefined) return;
    let current = true;
    void (async () => {
      try {
        let found = await devicePushState(vapidKey);
        if (found === 'on') found = (await subscribeToPush(vapidKey, 'staff', language)) === 'subscribed' ? 'on' : 'off';
        if (current) setState(found);
      } catch (failure) {
        if (current) setError(codedErrorOf(failure));
      }
    })();
    return () => {
      current = false;
    };
  }, [vapidKey, language]);

  const turn = async (on: boolean) => {
    setBusy(true);
    setError(null);
    try {
      if (on) {
        const outcome = await subscribeToPush(vapidKey ?? null, 'staff', language);
        setState(outcome === 'subscribed' ? 'on' : outcome);
      } else {
        await unsubscribeFromPush('staff');
        setState('off');
      }
    } catch (failure) {
      setError(codedErrorOf(failure));
    } finally {
      setBusy(false);
    }
  };

  // A deployment without a VAPID key sends no pushes at all: nothing to turn on.
  if (vapidKey === null) return null;
  const unavailable = state === 'blocked' || state === 'unsupported';
  return (
    <div className={styles.devicePush} data-testid="device-push" data-state={state ?? 'unknown'}>
      <label className={styles.switch}>
        <input type="checkbox" role="switch" checked={state === 'on'} disabled={busy || state === null || unavailable} onChange={(event) => void turn(event.target.checked)} />
        {t('shell.devicePush')}
      </label>
      {unavailable ? <p className={styles.note}>{t(state === 'blocked' ? 'shell.devicePushBlocked' : 'shell.devicePushUnsupported')}</p> : null}
      {error ? (
        <p role="alert" className={styles.note}>
          {errorText(error)}
        </p>
      ) : null}
    </div>
  );
}
