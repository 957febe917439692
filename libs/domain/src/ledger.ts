import { daysBetween } from './iso-date.ts';

/**
 * The ledger: what the villas earned and spent in a period, from Prana's own records. Stays are
 * direct bookings at the price they were quoted and reservations imported from a channel's feed at
 * the payout staff entered (or "amount not known": their nights are sold, their money unknown);
 * extras are guest charges by category; expenses are the expense lines. Every figure is computed
 * here from those rows, for any period, so finance, the KPIs and statements agree.
 */

/** A period of Bali calendar dates: `from` inclusive, `to` exclusive (both `YYYY-MM-DD`). */
export interface LedgerPeriod {
  from: string;
  to: string;
}

/** Where a stay was sold: Prana's own site, or the channel whose feed imported it. */
export const LEDGER_CHANNELS = ['direct', 'airbnb', 'booking', 'vrbo', 'other'] as const;
export type LedgerChannel = (typeof LEDGER_CHANNELS)[number];

/** A stay on the ledger: its nights (check-out exclusive) and its amount in IDR, null when not known. */
export interface LedgerStay {
  villaSlug: string;
  channel: LedgerChannel;
  checkIn: string;
  checkOut: string;
  amount: number | null;
}

/** Nights a villa is closed by its owner or for maintenance (a hold): not open for sale. */
export interface LedgerClosure {
  villaSlug: string;
  startsAt: string;
  endsAt: string;
}

/** A billed guest charge (extras revenue), by category. */
export interface LedgerCharge {
  date: string;
  category: string;
  amount: number;
}

/** An expense line, by category. */
export interface LedgerExpense {
  date: string;
  categoryId: string;
  categoryName: string;
  amount: number;
}

/** The ledger's rows for a stretch of time and a scope (the whole group, a site or a villa). */
export interface LedgerEntries {
  /** The villas in scope (their nights are the nights available). */
  villaCount: number;
  stays: readonly LedgerStay[];
  closures: readonly LedgerClosure[];
  charges: readonly LedgerCharge[];
  /** Expense lines are recorded for the whole group: null for a site or a villa. */
  expenses: readonly LedgerExpense[] | null;
}

export interface LedgerChannelFigures {
  channel: LedgerChannel;
  /** Stays with at least one night in the period. */
  stays: number;
  nights: number;
  /** Room revenue of the channel's nights in the period, IDR (stays of unknown amount add nothing). */
  revenue: number;
  /** Of those stays and nights, the ones whose amount is not known. */
  amountUnknownStays: number;
  amountUnknownNights: number;
}

/** Everything the ledger says about one period. Money in IDR integers, fractions 0 to 1 (4 decimals). */
export interface LedgerFigures {
  from: string;
  to: string;
  villas: number;
  nights: {
    /** Villa-nights in the period. */
    available: number;
    /** Closed by owner or maintenance holds. */
    closed: number;
    /** Available minus closed: what could be sold. */
    open: number;
    sold: number;
    /** Sold nights of stays whose amount is not known. */
    amountUnknown: number;
  };
  /** Nights sold ÷ nights open. */
  occupancy: number;
  roomRevenue: number;
  /** Mean length in nights of the stays with a night in the period (1 decimal); null without one. */
  averageStay: number | null;
  /** Room revenue ÷ sold nights of known amount; null without one. */
  adr: number | null;
  /** Room revenue ÷ nights open; null without an open night. */
  revpar: number | null;
  /** One entry per channel, in LEDGER_CHANNELS order. */
  channels: LedgerChannelFigures[];
  extras: { total: number; categories: { category: string; amount: number }[] };
  /** Null for a site or a villa: expenses are recorded for the group. */
  expenses: { total: number; categories: { categoryId: string; name: string; amount: number }[] } | null;
  /** Room revenue plus extras. */
  revenue: number;
  /** Revenue minus expenses; null when expenses are not known for the scope. */
  net: number | null;
}

const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Nights of [startsAt, endsAt) that fall in the period. */
export function nightsInPeriod(span: { startsAt: string; endsAt: string }, period: LedgerPeriod): number {
  const start = span.startsAt > period.from ? span.startsAt : period.from;
  const end = span.endsAt < period.to ? span.endsAt : period.to;
  return Math.max(0, daysBetween(start, end) ?? 0);
}

/** Nights sold ÷ nights open, at most 1 (an imported stay may overlap a hold); 0 without an open night. */
export function occupancyRate(nightsSold: number, nightsOpen: number): number {
  return nightsOpen > 0 ? roundTo(Math.min(1, nightsSold / nightsOpen), 4) : 0;
}

/** Average daily rate: room revenue ÷ nights sold (of known amount); null without a night. */
export function averageDailyRate(roomRevenue: number, nightsSold: number): number | null {
  return nightsSold > 0 ? Math.round(roomRevenue / nightsSold) : null;
}

/** Revenue per available night: room revenue ÷ nights open; null without an open night. */
export function revenuePerOpenNight(roomRevenue: number, nightsOpen: number): number | null {
  return nightsOpen > 0 ? Math.round(roomRevenue / nightsOpen) : null;
}

/** The ledger's figures for one period, from its rows (rows outside the period count for nothing). */
export function ledgerFigures(entries: LedgerEntries, period: LedgerPeriod): LedgerFigures {
  const days = Math.max(0, daysBetween(period.from, period.to) ?? 0);
  const available = entries.villaCount * days;
  const closed = Math.min(
    available,
    entries.closures.reduce((sum, closure) => sum + nightsInPeriod(closure, period), 0),
  );
  const open = available - closed;

  const channels = new Map<LedgerChannel, LedgerChannelFigures & { exactRevenue: number }>(
    LEDGER_CHANNELS.map((channel) => [channel, { channel, stays: 0, nights: 0, revenue: 0, exactRevenue: 0, amountUnknownStays: 0, amountUnknownNights: 0 }]),
  );
  let knownNights = 0;
  const stayLengths: number[] = [];
  for (const stay of entries.stays) {
    const nights = nightsInPeriod({ startsAt: stay.checkIn, endsAt: stay.checkOut }, period);
    if (nights === 0) continue;
    const stayNights = daysBetween(stay.checkIn, stay.checkOut) ?? nights;
    stayLengths.push(stayNights);
    const figures = channels.get(stay.channel)!;
    figures.stays += 1;
    figures.nights += nights;
    if (stay.amount === null) {
      figures.amountUnknownStays += 1;
      figures.amountUnknownNights += nights;
      continue;
    }
    // A stay's amount is spread evenly over its nights; the period earns the nights it holds.
    figures.exactRevenue += (stay.amount * nights) / stayNights;
    knownNights += nights;
  }
  const channelList = [...channels.values()].map(({ exactRevenue, ...figures }) => ({ ...figures, revenue: Math.round(exactRevenue) }));
  const roomRevenue = Math.round([...channels.values()].reduce((sum, figures) => sum + figures.exactRevenue, 0));
  const sold = channelList.reduce((sum, figures) => sum + figures.nights, 0);
  const amountUnknown = channelList.reduce((sum, figures) => sum + figures.amountUnknownNights, 0);

  const inPeriod = (date: string) => date >= period.from && date < period.to;
  const extrasByCategory = new Map<string, number>();
  for (const charge of entries.charges) {
    if (inPeriod(charge.date)) extrasByCategory.set(charge.category, (extrasByCategory.get(charge.category) ?? 0) + charge.amount);
  }
  const extrasTotal = [...extrasByCategory.values()].reduce((sum, amount) => sum + amount, 0);

  let expenses: LedgerFigures['expenses'] = null;
  if (entries.expenses) {
    const byCategory = new Map<string, { categoryId: string; name: string; amount: number }>();
    for (const expense of entries.expenses) {
      if (!inPeriod(expense.date)) continue;
      const entry = byCategory.get(expense.categoryId) ?? { categoryId: expense.categoryId, name: expense.categoryName, amount: 0 };
      entry.amount += expense.amount;
      byCategory.set(expense.categoryId, entry);
    }
    const categories = [...byCategory.values()].sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name));
    expenses = { total: categories.reduce((sum, category) => sum + category.amount, 0), categories };
  }

  const revenue = roomRevenue + extrasTotal;
  return {
    from: period.from,
    to: period.to,
    villas: entries.villaCount,
    nights: { available, closed, open, sold, amountUnknown },
    occupancy: occupancyRate(sold, open),
    roomRevenue,
    averageStay: stayLengths.length > 0 ? roundTo(stayLengths.reduce((sum, length) => sum + length, 0) / stayLengths.length, 1) : null,
    adr: averageDailyRate(roomRevenue, knownNights),
    revpar: revenuePerOpenNight(roomRevenue, open),
    channels: channelList,
    extras: {
      total: extrasTotal,
      categories: [...extrasByCategory.entries()].map(([category, amount]) => ({ category, amount })).sort((a, b) => b.amount - a.amount || a.category.localeCompare(b.category)),
    },
    expenses,
    revenue,
    net: expenses ? revenue - expenses.total : null,
  };
}

/** The period of the same length just before this one (the trend's comparison). */
export function previousPeriod(period: LedgerPeriod): LedgerPeriod {
  const days = daysBetween(period.from, period.to) ?? 0;
  const from = new Date(`${period.from}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - days);
  return { from: from.toISOString().slice(0, 10), to: period.from };
}

/** How a figure moved against the previous period. */
export interface Trend {
  direction: 'up' | 'down' | 'flat';
  /** Current minus previous, in the figure's unit; null when either is unknown. */
  delta: number | null;
  /** Delta ÷ previous (0.12 = 12 % more); null when the previous is 0 or unknown. */
  ratio: number | null;
}

/** The trend of a figure against the previous period's; flat when either is unknown or they are equal. */
export function trendOf(current: number | null, previous: number | null): Trend {
  if (current === null || previous === null) return { direction: 'flat', delta: null, ratio: null };
  const delta = roundTo(current - previous, 4);
  return {
    direction: delta > 0 ? 'up' : delta < 0 ? 'down' : 'flat',
    delta,
    ratio: previous !== 0 ? roundTo(delta / Math.abs(previous), 4) : null,
  };
}

/** The median of the values (the mean of the middle two for an even count); null without values. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A guest request as the response figures read it (instants as ISO strings or Dates). */
export interface RequestTiming {
  createdAt: string | Date;
  answeredAt: string | Date | null;
  dueAt: string | Date;
}

/** How quickly the concierge answered the requests of a period. */
export interface ResponseFigures {
  /** Requests answered (acknowledged, confirmed, scheduled or replied to). */
  answered: number;
  /** Median minutes from a request to its first answer (1 decimal); null without an answer. */
  medianMinutesToAnswer: number | null;
  /** Requests whose promise is decided: answered, or unanswered past their deadline. */
  decided: number;
  /** Of those, answered by their deadline. */
  withinPromise: number;
  /** withinPromise ÷ decided (4 decimals); null when nothing is decided yet. */
  withinPromiseShare: number | null;
}

/**
 * The concierge's response figures: an answered request counts its minutes to the first answer and
 * whether that came by its deadline; an unanswered one only once its deadline passed (it missed it).
 */
export function responseFigures(requests: readonly RequestTiming[], now: Date): ResponseFigures {
  const time = (value: string | Date) => new Date(value).getTime();
  const minutes: number[] = [];
  let decided = 0;
  let withinPromise = 0;
  for (const request of requests) {
    if (request.answeredAt !== null) {
      minutes.push((time(request.answeredAt) - time(request.createdAt)) / 60_000);
      decided += 1;
      if (time(request.answeredAt) <= time(request.dueAt)) withinPromise += 1;
    } else if (time(request.dueAt) <= now.getTime()) {
      decided += 1;
    }
  }
  const middle = median(minutes);
  return {
    answered: minutes.length,
    medianMinutesToAnswer: middle === null ? null : roundTo(middle, 1),
    decided,
    withinPromise,
    withinPromiseShare: decided > 0 ? roundTo(withinPromise / decided, 4) : null,
  };
}
