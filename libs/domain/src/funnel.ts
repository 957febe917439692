/**
 * The booking funnel: what visitors do on the public site, counted per day (no cookie, no id, no
 * address: only how many), and the step each count belongs to, in the order a visitor takes them.
 */
export const FUNNEL_STEPS = ['search', 'view', 'request', 'booking'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** The channel of what visitors do on Prana's own site; imported reservations carry their feed's channel. */
export const DIRECT_CHANNEL = 'direct' as const;

/** Longest period the funnel answers, in days (a year, leap day included). */
export const FUNNEL_MAX_DAYS = 366;

/** Step counts of one site or of all. */
export type FunnelCounts = Readonly<Record<FunnelStep, number>>;

/** The share of one step's count that reached the next, in percent with one decimal; null when the earlier step counted nothing. */
export function conversionPercent(earlier: number, later: number): number | null {
  if (earlier <= 0) return null;
  return Math.round((later / earlier) * 1000) / 10;
}

/** Each step after the first with its conversion from the step before it. */
export function funnelConversions(counts: FunnelCounts): { from: FunnelStep; to: FunnelStep; percent: number | null }[] {
  return FUNNEL_STEPS.slice(1).map((step, index) => {
    const from = FUNNEL_STEPS[index]!;
    return { from, to: step, percent: conversionPercent(counts[from], counts[step]) };
  });
}
