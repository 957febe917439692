import { useCallback, useEffect, useState } from 'react';
import type { WifiDetails } from '@prana/catalogue';
import { extrasMenuPdfUrl } from '@prana/contracts';
import type { Lang } from '@prana/domain';

/** One cache for what the companion keeps offline: the extras menu and the Wi-Fi card's details. */
export const OFFLINE_CACHE = 'prana-guest-offline-v1';
const WIFI_ENTRY = '/offline/guest-wifi.json';

export type OfflineState = 'idle' | 'saving' | 'saved' | 'error';
export type OfflineError = 'unsupported' | 'failed';

function cacheStorage(): CacheStorage | null {
  return typeof window !== 'undefined' && 'caches' in window ? window.caches : null;
}

/** Any saved language's menu: the menu's address differs only by its ?lang=. */
const ANY_LANGUAGE = { ignoreSearch: true } as const;

/**
 * Save for offline: idle → saving → saved, or error. The extras menu PDF (in the reader's language,
 * as the api draws it from what is published) and the Wi-Fi details go into the Cache API, so the
 * Wi-Fi card and the menu still work without a connection.
 */
export function useOfflineMenu(language: Lang) {
  const [state, setState] = useState<OfflineState>('idle');
  const [error, setError] = useState<OfflineError | null>(null);
  const [savedWifi, setSavedWifi] = useState<WifiDetails | null>(null);

  useEffect(() => {
    const caches = cacheStorage();
    if (!caches) return;
    let active = true;
    void caches
      .open(OFFLINE_CACHE)
      .then(async (cache) => {
        const [menu, wifi] = await Promise.all([cache.match(extrasMenuPdfUrl(language), ANY_LANGUAGE), cache.match(WIFI_ENTRY)]);
        if (!active) return;
        if (menu) setState('saved');
        if (wifi) setSavedWifi((await wifi.json()) as WifiDetails);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [language]);

  const save = useCallback(async (wifi: WifiDetails) => {
    const caches = cacheStorage();
    if (!caches) {
      setState('error');
      setError('unsupported');
      return;
    }
    setState('saving');
    setError(null);
    try {
      const cache = await caches.open(OFFLINE_CACHE);
      await cache.add(extrasMenuPdfUrl(language));
      await cache.put(WIFI_ENTRY, new Response(JSON.stringify(wifi), { headers: { 'Content-Type': 'application/json' } }));
      setSavedWifi(wifi);
      setState('saved');
    } catch {
      setState('error');
      setError('failed');
    }
  }, [language]);

  /** The saved menu as a blob URL (offline): the reader's language, else the one saved; null when never saved. */
  const cachedMenuUrl = useCallback(async (): Promise<string | null> => {
    const cache = await cacheStorage()?.open(OFFLINE_CACHE);
    const response = (await cache?.match(extrasMenuPdfUrl(language))) ?? (await cache?.match(extrasMenuPdfUrl(language), ANY_LANGUAGE));
    return response ? URL.createObjectURL(await response.blob()) : null;
  }, [language]);

  return { state, error, savedWifi, save, cachedMenuUrl };
}
