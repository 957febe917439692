import { useEffect, useRef, useState } from 'react';
import { changedKeys, type Signatures } from './changed-keys.ts';

/** How long a changed row stays highlighted (BRAND: live changes highlighted briefly). */
const FLASH_MS = 1_600;

/**
 * The keys whose rows just changed (after a refetch), for a short highlight. Pass null while
 * loading; the first data highlights nothing.
 */
export function useFlash(signatures: Signatures | null): ReadonlySet<string> {
  const previous = useRef<Signatures | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [flashing, setFlashing] = useState<ReadonlySet<string>>(new Set());
  // The fingerprint stands for the content: a new Map with the same rows is no change.
  const fingerprint = signatures ? JSON.stringify([...signatures]) : null;

  useEffect(() => {
    if (fingerprint === null) return;
    const next: Signatures = new Map(JSON.parse(fingerprint) as [string, string][]);
    const changed = changedKeys(previous.current, next);
    previous.current = next;
    if (changed.length === 0) return;
    setFlashing(new Set(changed));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setFlashing(new Set()), FLASH_MS);
  }, [fingerprint]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return flashing;
}
