import type { ReactNode } from 'react';

interface ModalActionsProps {
  /** The confirming button(s), after Cancel. */
  children: ReactNode;
  /** Leave out for a form that cannot be cancelled (it is not in a dialog). */
  onCancel?: () => void;
  cancelLabel: string;
  /** The row's and the Cancel button's classes: the look of the area (back office, guest, public). */
  className: string;
  cancelClassName: string;
}

/** The action row of a dialog's form: Cancel first, then what confirms it. */
export function ModalActions({ children, onCancel, cancelLabel, className, cancelClassName }: ModalActionsProps) {
  return (
    <div className={className}>
      {onCancel ? (
        <button type="button" className={cancelClassName} onClick={onCancel}>
          {cancelLabel}
        </button>
      ) : null}
      {children}
    </div>
  );
}
