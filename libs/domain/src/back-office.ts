/** Undo keeps the last 10 changes of a panel. */
export const UNDO_HISTORY_LIMIT = 10;

/** Activity log entries a panel shows. */
export const ACTIVITY_LOG_LIMITS = { expenses: 20, maintenance: 25, team: 30, replies: 20, pricing: 20, rota: 20, offerings: 30 } as const;

/** Entries in an employee's History tab. */
export const EMPLOYEE_HISTORY_LIMIT = 12;

/**
 * Whole percentages of each amount in the total, adding up to exactly 100 (largest remainder);
 * all zeros when nothing was spent.
 */
export function percentShares(amounts: readonly number[]): number[] {
  const total = amounts.reduce((sum, amount) => sum + Math.max(0, amount), 0);
  if (total <= 0) return amounts.map(() => 0);
  const exact = amounts.map((amount) => (Math.max(0, amount) / total) * 100);
  const shares = exact.map(Math.floor);
  let left = 100 - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}
