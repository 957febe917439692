import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` (for ages and relative labels that must not go stale). */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
