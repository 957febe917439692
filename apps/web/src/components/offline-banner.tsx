import styles from './offline-banner.module.css';

/** A quiet line while the device is offline (the guest's last-seen data, or the staff's warning). */
export function OfflineBanner({ children }: { children: string }) {
  return (
    <p className={styles.banner} role="status" data-testid="offline-banner">
      {children}
    </p>
  );
}
