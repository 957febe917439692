import { useCallback, useEffect, useState } from 'react';
import { EXTRAS_MENU_PDF_PATH, type WifiDetails } from '@prana/catalogue';

/** One cache for what the companion keeps offline: the extras menu and the Wi-Fi card's details. */
export const OFFLINE_CACHE = 'prana-guest-offline-v1';
const WIFI_ENTRY = '/offline/guest-wifi.json';

export type OfflineState = 'idle' | 'saving' | 'saved' | 'error';
export type OfflineError = 'unsupported' | 'failed';

function cacheStorage(): CacheStorage | null {
  return typeof window !== 'undefined' && 'caches' in window ? window.caches : null;
}

/**
 * Save for offline: idle → saving → saved, or error. The extras menu PDF and the Wi-Fi
 * details go into the Cache API, so the Wi-Fi card and the menu still work without a connection.
 */
export function useOfflineMenu() {
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
        const [menu, wifi] = await Promise.all([cache.match(EXTRAS_MENU_PDF_PATH), cache.match(WIFI_ENTRY)]);
        if (!active) return;
        if (menu) setState('saved');
        if (wifi) setSavedWifi((await wifi.json()) as WifiDetails);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

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
      await cache.add(EXTRAS_MENU_PDF_PATH);
      await cache.put(WIFI_ENTRY, new Response(JSON.stringify(wifi), { headers: { 'Content-Type': 'application/json' } }));
      setSavedWifi(wifi);
      setState('saved');
    } catch {
      setState('error');
      setError('failed');
    }
  }, []);

  /** The saved menu as a blob URL (offline), or null when it was never saved. */
  const cachedMenuUrl = useCallback(async (): Promise<string | null> => {
    const response = await (await cacheStorage()?.open(OFFLINE_CACHE))?.match(EXTRAS_MENU_PDF_PATH);
    return response ? URL.createObjectURL(await response.blob()) : null;
  }, []);

  return { state, error, savedWifi, save, cachedMenuUrl };
}
