import type { Lang } from './lang.ts';

// Rupiah has no minor unit in practice: every amount is shown as a whole number, grouped the
// Indonesian way with dots (7.800.000). Formatting is done by hand rather than with Intl so the
// output is identical on every Node and browser build (ICU data differs between them).

/** Currency prefix per language: 'IDR 7.800.000' in English, 'Rp 7.800.000' in Indonesian. */
export const IDR_PREFIX: Readonly<Record<Lang, string>> = { en: 'IDR', id: 'Rp' };

const DECIMAL_SEPARATOR: Readonly<Record<Lang, string>> = { en: '.', id: ',' };

/** Estimated stay total on a landing estate card: base rate × nights. */
export function landingStayTotal(baseRate: number, nights: number): number {
  return baseRate * nights;
}

function wholeRupiah(amount: number): number {
  const rounded = Math.round(amount);
  if (!Number.isSafeInteger(rounded)) throw new RangeError(`Not a formattable IDR amount: ${amount}`);
  return rounded;
}

/** Digits of a non-negative integer grouped by dots: 7800000 → '7.800.000'. */
export function groupThousands(value: number): string {
  return String(Math.abs(wholeRupiah(value))).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

function signed(negative: boolean, lang: Lang, body: string): string {
  return `${negative ? '-' : ''}${IDR_PREFIX[lang]} ${body}`;
}

/**
 * Full rupiah amount, rounded to a whole rupiah: 'IDR 7.800.000' (en) or 'Rp 7.800.000' (id);
 * negatives as '-IDR 5.000'. Throws RangeError on NaN, Infinity or unsafe integers.
 */
export function formatIdr(amount: number, lang: Lang = 'en'): string {
  const rounded = wholeRupiah(amount);
  return signed(rounded < 0, lang, groupThousands(rounded));
}

function trimDecimals(fixed: string, lang: Lang): string {
  const trimmed = fixed.endsWith('.00') ? fixed.slice(0, -3) : fixed;
  return trimmed.replace('.', DECIMAL_SEPARATOR[lang]);
}

/**
 * Short rupiah amount for prices and cards: whole millions as 'IDR 6M',
 * other millions with two decimals 'IDR 7.80M', thousands rounded to a whole 'IDR 550K', and
 * amounts under 1.000 as they are 'IDR 950'. Indonesian uses 'Rp' and a decimal comma
 * ('Rp 7,80M'). An amount that rounds to 1.000K is shown as '1M'.
 */
export function formatIdrCompact(amount: number, lang: Lang = 'en'): string {
  const rounded = wholeRupiah(amount);
  const abs = Math.abs(rounded);
  const thousands = Math.round(abs / 1_000);
  let body: string;
  if (abs >= 1_000_000 || thousands >= 1_000) {
    const millions = abs / 1_000_000;
    body = `${trimDecimals(millions.toFixed(2), lang)}M`;
  } else if (abs >= 1_000) {
    body = `${thousands}K`;
  } else {
    body = String(abs);
  }
  return signed(rounded < 0, lang, body);
}

/**
 * Chart-axis label in millions ('N M'): 360_000_000 → '360 M', 1_500_000 →
 * '1.5 M' (at most one decimal; '1,5 M' in Indonesian).
 */
export function formatMillionsAxis(amount: number, lang: Lang = 'en'): string {
  const tenths = Math.round(amount / 100_000);
  const text = Number.isInteger(tenths / 10) ? String(tenths / 10) : (tenths / 10).toFixed(1);
  return `${text.replace('.', DECIMAL_SEPARATOR[lang])} M`;
}

/**
 * A fraction as a percent: formatPercent(0.8234) → '82.3%', formatPercent(0.1, 0) → '10%'
 * (occupancy uses one decimal, the loyalty discount a rounded percent).
 */
export function formatPercent(fraction: number, decimals = 1, lang: Lang = 'en'): string {
  const text = (fraction * 100).toFixed(decimals);
  return `${text.replace('.', DECIMAL_SEPARATOR[lang])}%`;
}
