import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden]'));
}

interface DialogOptions {
  open: boolean;
  onClose: () => void;
  /** Extra keys while open (the lightbox's arrows). */
  onKeyDown?: (event: KeyboardEvent) => void;
  /** What to focus first; the first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * Modal behaviour for a dialog element: focus moves in, Tab stays inside, Escape closes, and on
 * close focus returns to whatever opened it.
 */
export function useDialog<T extends HTMLElement>({ open, onClose, onKeyDown, initialFocus }: DialogOptions): RefObject<T | null> {
  const ref = useRef<T>(null);
  const latest = useRef({ onClose, onKeyDown });
  useEffect(() => {
    latest.current = { onClose, onKeyDown };
  });

  useEffect(() => {
    if (!open) return;
    const container = ref.current;
    if (!container) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocus?.current ?? focusables(container)[0] ?? container).focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        latest.current.onClose();
        return;
      }
      if (event.key === 'Tab') {
        const items = focusables(container);
        if (items.length === 0) {
          event.preventDefault();
          return;
        }
        const first = items[0]!;
        const last = items[items.length - 1]!;
        const active = document.activeElement;
        if (event.shiftKey && (active === first || !container.contains(active))) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (active === last || !container.contains(active))) {
          event.preventDefault();
          first.focus();
        }
        return;
      }
      latest.current.onKeyDown?.(event);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // Back to the control that opened the dialog, if it is still on the page.
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocus]);

  return ref;
}
