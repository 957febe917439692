import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** The tab title while hidden: "(3) Operations HQ" for three new or late requests. */
export function titleWithCount(title: string, count: number): string {
  const base = title.replace(/^\(\d+\) /, '');
  return count > 0 ? `(${count}) ${base}` : base;
}

const soundKey = (personId: string) => `prana.queue.sound.${personId}`;

/** The person's sound choice on this device (off unless they turned it on). */
export function soundEnabled(personId: string): boolean {
  try {
    return localStorage.getItem(soundKey(personId)) === 'on';
  } catch {
    return false;
  }
}

/** A short two-note chime from the Web Audio API (no file to load). */
function chime(): void {
  const AudioContextClass = window.AudioContext as typeof AudioContext | undefined;
  if (!AudioContextClass) return;
  const context = new AudioContextClass();
  for (const [index, frequency] of [880, 1320].entries()) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const start = context.currentTime + index * 0.15;
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.15, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + 0.14);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.15);
  }
  setTimeout(() => void context.close(), 600);
}

function subscribeVisibility(notify: () => void): () => void {
  document.addEventListener('visibilitychange', notify);
  return () => document.removeEventListener('visibilitychange', notify);
}

export interface BackgroundAlerts {
  /** Tells the person about a new or late request: counted in the title, chimed and notified only while the tab is hidden. */
  raise: (title: string, body: string) => void;
  sound: boolean;
  setSound: (on: boolean) => void;
  /** 'default' until asked; 'unsupported' where the browser has no Notifications API. */
  permission: NotificationPermission | 'unsupported';
  askPermission: () => void;
}

/**
 * Reaching staff whose Prana tab is open but hidden: the title counts what arrived,
 * an optional chime plays (off by default, per person), and a desktop notification appears once
 * the person allowed it. Visible again, the count clears. A closed tab is reached by web
 * push instead (shell/device-push.tsx).
 */
export function useBackgroundAlerts(personId: string | null): BackgroundAlerts {
  const hidden = useSyncExternalStore(subscribeVisibility, () => document.hidden, () => false);
  const count = useRef(0);
  const [sound, setSoundState] = useState(() => (personId ? soundEnabled(personId) : false));
  const [permission, setPermission] = useState<BackgroundAlerts['permission']>(() => ('Notification' in window ? Notification.permission : 'unsupported'));

  useEffect(() => {
    if (hidden) return;
    count.current = 0;
    document.title = titleWithCount(document.title, 0);
  }, [hidden]);

  const raise = useCallback(
    (title: string, body: string) => {
      if (!document.hidden) return;
      count.current += 1;
      document.title = titleWithCount(document.title, count.current);
      if (sound) chime();
      if ('Notification' in window && Notification.permission === 'granted') new Notification(title, { body, tag: 'prana-queue' });
    },
    [sound],
  );

  const setSound = useCallback(
    (on: boolean) => {
      setSoundState(on);
      if (!personId) return;
      try {
        localStorage.setItem(soundKey(personId), on ? 'on' : 'off');
      } catch {
        // Private mode: the choice lasts for this page only.
      }
      if (on) chime();
    },
    [personId],
  );

  const askPermission = useCallback(() => {
    if (!('Notification' in window)) return;
    void Notification.requestPermission().then(setPermission);
  }, []);

  return { raise, sound, setSound, permission, askPermission };
}
