import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './notices.module.css';

interface Toast {
  id: number;
  title: string;
  body?: string;
  tone?: 'info' | 'success';
}

interface Notices {
  /** Shows a short-lived message (a live arrival, a finished action); it also has a Dismiss button. */
  toast: (toast: Omit<Toast, 'id'>) => void;
  /** Shows the one alert of the dashboard (errors); null or Dismiss clears it. */
  alert: (message: string | null) => void;
}

interface NoticesState extends Notices {
  toasts: Toast[];
  alertMessage: string | null;
  dismissToast: (id: number) => void;
}

const NoticesContext = createContext<NoticesState | null>(null);

/** How long a toast stays when nobody dismisses it. */
const TOAST_MS = 10_000;
const MAX_TOASTS = 4;

/** State of the dashboard's alert and toasts (each with a Dismiss button). */
export function NoticesProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [alertMessage, setAlertMessage] = useState<string | null>(null);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismissToast = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const toast = useCallback(
    (input: Omit<Toast, 'id'>) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { ...input, id }].slice(-MAX_TOASTS));
      timers.current.set(
        id,
        setTimeout(() => dismissToast(id), TOAST_MS),
      );
    },
    [dismissToast],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const value = useMemo<NoticesState>(
    () => ({ toast, alert: setAlertMessage, toasts, alertMessage, dismissToast }),
    [toast, toasts, alertMessage, dismissToast],
  );
  return <NoticesContext.Provider value={value}>{children}</NoticesContext.Provider>;
}

function useNoticesState(): NoticesState {
  const notices = useContext(NoticesContext);
  if (!notices) throw new Error('useNotices must be used inside NoticesProvider');
  return notices;
}

/** `const { toast, alert } = useNotices();` */
export function useNotices(): Notices {
  const { toast, alert } = useNoticesState();
  return useMemo(() => ({ toast, alert }), [toast, alert]);
}

/** The alert, where the page places it. */
export function AlertBar() {
  const { t } = useTranslation('admin');
  const { alertMessage, alert } = useNoticesState();
  if (!alertMessage) return null;
  return (
    <div className={styles.alert} role="alert" data-testid="dashboard-alert">
      <p>{alertMessage}</p>
      <button type="button" className={styles.dismiss} onClick={() => alert(null)}>
        {t('notices.dismiss')}
      </button>
    </div>
  );
}

/** The toasts, announced politely: bottom left over the page on a wide screen, in the page above the panels on a phone. */
export function ToastStack() {
  const { t } = useTranslation('admin');
  const { toasts, dismissToast } = useNoticesState();
  return (
    <section className={styles.toasts} aria-label={t('notices.toastRegion')} aria-live="polite">
      {toasts.map((item) => (
        <div key={item.id} className={styles.toast} data-tone={item.tone ?? 'info'} data-testid="dashboard-toast">
          <div>
            <p className={styles.toastTitle}>{item.title}</p>
            {item.body ? <p className={styles.toastBody}>{item.body}</p> : null}
          </div>
          <button type="button" className={styles.dismiss} onClick={() => dismissToast(item.id)}>
            {t('notices.dismiss')}
          </button>
        </div>
      ))}
    </section>
  );
}
