import { useEffect } from 'react';

// Several layers may lock at once (the menu, then a dialog); the page scrolls again only when the
// last one lets go, and the scrollbar's width is kept so the layout does not jump.
let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

function lock(): void {
  if (locks === 0) {
    const body = document.body;
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  locks += 1;
}

function unlock(): void {
  locks = Math.max(0, locks - 1);
  if (locks === 0 && saved) {
    document.body.style.overflow = saved.overflow;
    document.body.style.paddingRight = saved.paddingRight;
    saved = null;
  }
}

/** Locks page scroll while `active` (menus, dialogs, the lightbox). */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    lock();
    return unlock;
  }, [active]);
}
