import { useId, type ReactNode } from 'react';
import styles from './panel.module.css';

interface PanelProps {
  title: string;
  /** A short line under the title. */
  lead?: string;
  /** Buttons at the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
  wide?: boolean;
}

/** One card of a dashboard: a titled section with optional actions. */
export function Panel({ title, lead, actions, children, testId, wide }: PanelProps) {
  const headingId = useId();
  return (
    <section className={styles.panel} data-wide={wide} aria-labelledby={headingId} data-testid={testId}>
      <header className={styles.header}>
        <div>
          <h3 id={headingId} className={styles.title}>
            {title}
          </h3>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
