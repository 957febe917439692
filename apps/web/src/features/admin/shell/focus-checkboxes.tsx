import { FOCUS_WORKSTREAMS } from '@prana/catalogue';
import type { FocusWorkstreamId } from '@prana/contracts';
import { useLocalized } from '../../../lib/use-language.ts';
import styles from './focus-checkboxes.module.css';

interface FocusCheckboxesProps {
  legend: string;
  hint?: string;
  focus: readonly FocusWorkstreamId[];
  onToggle: (id: FocusWorkstreamId) => void;
  disabled?: boolean;
}

/** The session preference checkboxes for landing focus, at sign-in and on the dashboard. */
export function FocusCheckboxes({ legend, hint, focus, onToggle, disabled }: FocusCheckboxesProps) {
  const localize = useLocalized();
  return (
    <fieldset className={styles.fieldset} data-testid="focus-preferences">
      <legend className={styles.legend}>{legend}</legend>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      <div className={styles.options}>
        {FOCUS_WORKSTREAMS.map((workstream) => (
          <label key={workstream.id} className={styles.option}>
            <input
              type="checkbox"
              name="focus"
              value={workstream.id}
              checked={focus.includes(workstream.id)}
              disabled={disabled}
              onChange={() => onToggle(workstream.id)}
            />
            <span>{localize(workstream.label)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
