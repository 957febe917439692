import { useEffect } from 'react';

/** Sets the tab title to "{title} · Prana" while the page is shown. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · Prana` : 'Prana · Villas in Ubud, Bali';
  }, [title]);
}
