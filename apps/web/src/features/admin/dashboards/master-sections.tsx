import type { ReactNode } from 'react';
import { PREFERRED_WORKSTREAM_LABEL, type FocusWorkstream } from '@prana/catalogue';
import { useLocalized } from '../../../lib/use-language.ts';
import styles from './dashboards.module.css';

interface MasterSectionProps {
  /** The anchor id, without '#'. */
  id: string;
  title: string;
  lead?: string;
  /** The focus workstream this section answers, marked 'Preferred' when chosen. */
  workstream?: FocusWorkstream;
  preferred?: readonly FocusWorkstream[];
  children: ReactNode;
}

/** A section of the master dashboard that a focus anchor jumps to. */
export function MasterSection({ id, title, lead, workstream, preferred = [], children }: MasterSectionProps) {
  const localize = useLocalized();
  const headingId = `${id}-heading`;
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId} tabIndex={-1}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {title}
        {workstream && preferred.includes(workstream) ? <span className={styles.preferred}>{localize(PREFERRED_WORKSTREAM_LABEL)}</span> : null}
      </h2>
      {lead ? <p className={styles.sectionLead}>{lead}</p> : null}
      {children}
    </section>
  );
}
