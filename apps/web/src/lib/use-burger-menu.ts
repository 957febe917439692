import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A burger menu's state: open until Escape (focus returns to the toggle), a close() call, or any
 * navigation (anchors included): the menu is open only at the location where it was opened.
 * While open, Tab and Shift+Tab cycle through the toggle and the menu attached to `menuRef`, never
 * the page behind it.
 * `const { open, id, toggle, close, toggleRef, menuRef } = useBurgerMenu();` (destructured: the refs are refs).
 */
export function useBurgerMenu<Menu extends HTMLElement = HTMLElement>() {
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  const id = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<Menu>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenAt(null);
        toggleRef.current?.focus();
        return;
      }
      const menu = menuRef.current;
      if (event.key !== 'Tab' || !menu) return;
      const items = [toggleRef.current, ...menu.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (element): element is HTMLElement => element !== null && element.getClientRects().length > 0,
      );
      if (items.length === 0) return;
      const at = items.indexOf(document.activeElement as HTMLElement);
      const next = at === -1 ? 0 : (at + (event.shiftKey ? -1 : 1) + items.length) % items.length;
      event.preventDefault();
      items[next]!.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return {
    open,
    id,
    toggleRef,
    menuRef,
    toggle: () => setOpenAt(open ? null : key),
    close: () => setOpenAt(null),
  };
}
