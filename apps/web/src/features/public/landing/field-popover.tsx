import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon, type IconName } from '../shared/icons.tsx';
import styles from './field-popover.module.css';

interface FieldPopoverProps {
  label: string;
  /** The current value, shown on the field. */
  value: string;
  icon: IconName;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accessible name of the panel. */
  panelLabel: string;
  children: ReactNode;
  /** data-testid of the field button. */
  testId?: string;
}

/**
 * One field of the booking form: a button showing label and value that opens a panel below it.
 * Escape closes the panel and returns focus to the field; a press outside closes it too.
 */
export function FieldPopover({ label, value, icon, open, onOpenChange, panelLabel, children, testId }: FieldPopoverProps) {
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const latest = useRef(onOpenChange);
  useEffect(() => {
    latest.current = onOpenChange;
  });

  // On a phone the panel opens below the fold: bring it into view, as little scrolling as it takes.
  useEffect(() => {
    if (open) panelRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) latest.current(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      latest.current(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    rootRef.current?.addEventListener('keydown', onKey);
    const root = rootRef.current;
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      root?.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={styles.root} data-open={open}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.field}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
        data-testid={testId}
      >
        <Icon name={icon} className={styles.icon} />
        <span className={styles.text}>
          <span className={styles.label}>{label}</span>
          <span className={styles.value}>{value}</span>
        </span>
        <Icon name="chevronDown" size={16} className={styles.chevron} />
      </button>
      <div ref={panelRef} id={panelId} role="dialog" aria-label={panelLabel} className={styles.panel} hidden={!open}>
        {open ? children : null}
      </div>
    </div>
  );
}
