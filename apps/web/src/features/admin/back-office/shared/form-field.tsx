import { useId, type ReactNode } from 'react';
import styles from './back-office.module.css';

interface FieldControlProps {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  label: string;
  /** The api's message about this field. */
  error?: string;
  hint?: string;
  children: (control: FieldControlProps) => ReactNode;
  testId?: string;
}

/** A labelled form control with its hint and, when refused, the message next to it. */
export function FormField({ label, error, hint, children, testId }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field} data-testid={testId}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <span id={hintId} className={styles.fieldHint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className={styles.fieldError} role="alert" data-testid="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
