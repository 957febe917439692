/** Brand palette colours used for chart series (BRAND.md). */
export const CHART_COLOURS = {
  jungle: '#2f4a3a',
  moss: '#6b7f5e',
  terracotta: '#b86b4b',
  stone: '#8a8378',
  ink: '#1f2a24',
  sand: '#efe6d8',
} as const;
