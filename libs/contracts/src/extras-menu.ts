import type { Lang } from '@prana/domain';

/** GET /api/extras-menu.pdf?lang=en|id (default en): the in-villa extras menu, drawn from what is published. */
export const EXTRAS_MENU_PDF_PATH = '/api/extras-menu.pdf';

/** The extras menu in the reader's language (a module of its own: the companion links it without the schemas). */
export function extrasMenuPdfUrl(lang: Lang): string {
  return `${EXTRAS_MENU_PDF_PATH}?lang=${lang}`;
}
