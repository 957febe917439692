import type { Lang } from './lang.ts';

const UNITS: Readonly<Record<Lang, { none: string; ms: string; s: string; min: string; decimal: string }>> = {
  en: { none: 'n/a', ms: 'ms', s: 's', min: 'min', decimal: '.' },
  id: { none: 't/a', ms: 'md', s: 'dtk', min: 'mnt', decimal: ',' },
};

/**
 * Sync-run duration: 'n/a' when zero, missing or not positive; '{n} ms' below
 * one second; seconds with one decimal below a minute ('4.2 s'); else minutes ('2.5 min').
 * Values are rounded before choosing the unit, so 999.6 ms reads '1.0 s', not '1000 ms'.
 */
export function formatDuration(ms: number | null | undefined, lang: Lang = 'en'): string {
  const unit = UNITS[lang];
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms <= 0) return unit.none;
  const wholeMs = Math.round(ms);
  if (wholeMs < 1_000) return `${wholeMs} ${unit.ms}`;
  const tenthsOfSecond = Math.round(ms / 100);
  if (tenthsOfSecond < 600) return `${(tenthsOfSecond / 10).toFixed(1).replace('.', unit.decimal)} ${unit.s}`;
  const minutes = (ms / 60_000).toFixed(1);
  return `${minutes.replace('.', unit.decimal)} ${unit.min}`;
}
