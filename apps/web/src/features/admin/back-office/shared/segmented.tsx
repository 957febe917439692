import styles from './back-office.module.css';

interface SegmentedProps<T extends string> {
  label: string;
  options: readonly { id: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  testId?: string;
}

/** A group of toggle buttons where one is pressed (ranges, filters, periods, views). */
export function Segmented<T extends string>({ label, options, value, onChange, testId }: SegmentedProps<T>) {
  return (
    <div className={styles.segmented} role="group" aria-label={label} data-testid={testId}>
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          className={styles.segment}
          aria-pressed={option.id === value}
          onClick={() => onChange(option.id)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
