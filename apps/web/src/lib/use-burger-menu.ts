import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A burger menu's state: open until Escape (focus returns to the toggle), a close() call, or any
 * navigation (anchors included): the menu is open only at the location where it was opened.
 * `const { open, id, toggle, close, toggleRef } = useBurgerMenu();` (destructured: the toggleRef is a ref).
 */
export function useBurgerMenu() {
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  const id = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return {
    open,
    id,
    toggleRef,
    toggle: () => setOpenAt(open ? null : key),
    close: () => setOpenAt(null),
  };
}

