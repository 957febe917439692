import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './modal-dialog.module.css';

interface ModalDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** 'sheet' rises from the bottom on phones (guest companion); 'drawer' slides in from the right. */
  variant?: 'dialog' | 'sheet' | 'drawer';
  testId?: string;
}

/**
 * The one modal of the app, on the native <dialog>: the page behind is inert (focus stays inside),
 * Escape closes, and the browser returns focus to the control that opened it.
 */
export function ModalDialog({ open, title, onClose, children, variant = 'dialog', testId }: ModalDialogProps) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      data-variant={variant}
      aria-labelledby={titleId}
      data-testid={testId}
      onClose={() => {
        if (open) onClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('dialog.close')}>
          ×
        </button>
      </div>
      <div className={styles.body}>{open ? children : null}</div>
    </dialog>
  );
}
