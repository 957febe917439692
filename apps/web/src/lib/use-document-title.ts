import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to "{title} · Prana" (or the brand line) while the page is shown. */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const brand = t('brand.name');
  const tagline = t('brand.tagline');
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : `${brand} · ${tagline}`;
  }, [title, brand, tagline]);
}
