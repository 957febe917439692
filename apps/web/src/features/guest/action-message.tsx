import type { Action } from './use-action.ts';
import styles from './guest.module.css';

/** The outcome of an action, announced politely (done) or as an alert (error). */
export function ActionMessage({ action }: { action: Pick<Action, 'error' | 'done'> }) {
  if (action.error) {
    return (
      <p role="alert" className={styles.error}>
        {action.error}
      </p>
    );
  }
  return (
    <p role="status" className={styles.success}>
      {action.done ?? ''}
    </p>
  );
}
