import { z } from 'zod';
import { SITE_IDS, daysBetween, isIsoDate, type LedgerChannel, type Trend } from '@prana/domain';
import { zodError } from './errors.ts';
import type { Permission } from './permissions.ts';

export { LEDGER_CHANNELS, type LedgerChannel, type Trend } from '@prana/domain';

/** The longest period a KPI read covers, in days. */
export const KPI_PERIOD_MAX_DAYS = 400;

const periodDate = z.string(zodError('ledger.periodDate')).refine((value) => isIsoDate(value), zodError('ledger.periodDate'));

/**
 * GET /api/kpis?from&to&site: a period of Bali dates (`to` exclusive; both or neither, default the
 * current month) and optionally one site.
 */
export const kpiQuery = z
  .strictObject({
    from: periodDate.optional(),
    to: periodDate.optional(),
    site: z.enum(SITE_IDS, zodError('ledger.site')).optional(),
  })
  .refine(
    (query) => (query.from === undefined) === (query.to === undefined) && (query.from === undefined || ((daysBetween(query.from, query.to) ?? 0) > 0 && (daysBetween(query.from, query.to) ?? 0) <= KPI_PERIOD_MAX_DAYS)),
    zodError('ledger.periodOrder'),
  );
export type KpiQuery = z.infer<typeof kpiQuery>;

/** A figure of a period and how it moved against the period before. */
export interface KpiFigure {
  value: number | null;
  previous: number | null;
  trend: Trend;
}

export interface KpiChannelRevenue {
  channel: LedgerChannel;
  nights: number;
  /** IDR. */
  revenue: number;
  /** Stays sold through the channel whose amount is not known. */
  amountUnknownStays: number;
}

/**
 * GET /api/kpis: the figures of a period from the ledger and the concierge's records, with their
 * trend against the previous period of the same length. A group a role may not read is null
 * (money without `finance.read`, the concierge without `requests.read`).
 */
export interface KpiResponse {
  from: string;
  to: string;
  previousFrom: string;
  site: string | null;
  stays: {
    /** Nights sold ÷ nights open, fraction 0 to 1. */
    occupancy: KpiFigure;
    nightsSold: number;
    nightsOpen: number;
    /** Nights closed by owner or maintenance holds. */
    nightsClosed: number;
    /** Bali today's check-ins and check-outs in scope (direct and imported). */
    arrivalsToday: number;
    departuresToday: number;
  };
  money: {
    /** IDR per sold night of known amount. */
    adr: KpiFigure;
    /** IDR per open night. */
    revpar: KpiFigure;
    /** Guest charges billed in the period, IDR. */
    extras: KpiFigure;
    /** Direct bookings' share of the period's room revenue, fraction 0 to 1. */
    directShare: KpiFigure;
    roomRevenue: number;
    channels: KpiChannelRevenue[];
    /** Sold nights whose amount is not known (imported reservations without a payout). */
    nightsAmountUnknown: number;
  } | null;
  concierge: {
    /** Guest requests waiting for an answer now (no trend: the past's open count is not recorded). */
    openRequests: number;
    /** Median minutes from a request to its first answer, for requests made in the period. */
    medianMinutesToAnswer: KpiFigure;
    /** Share answered within the concierge's promise, fraction 0 to 1. */
    withinPromiseShare: KpiFigure;
    answered: number;
  } | null;
}

/* ---------------------------------------------------------------- payouts */

/** The largest payout accepted, IDR. */
export const PAYOUT_MAX = 10_000_000_000;

/** PUT /api/finance/payouts/{blockId}: the amount a channel paid out, or null for "amount not known". */
export const payoutBody = z.strictObject({
  amount: z
    .number(zodError('ledger.payoutAmount'))
    .int(zodError('ledger.payoutAmount'))
    .min(0, zodError('ledger.payoutAmount'))
    .max(PAYOUT_MAX, zodError('ledger.payoutAmount'))
    .nullable(),
});
export type PayoutBody = z.infer<typeof payoutBody>;

/** An imported reservation as the ledger holds it. */
export interface PayoutResponse {
  blockId: string;
  villaSlug: string;
  channel: LedgerChannel;
  checkIn: string;
  checkOut: string;
  nights: number;
  /** IDR, or null: amount not known. */
  payout: number | null;
  /** The reader's own undo history of finance changes. */
  undoAvailable: number;
}

/** Who is told when the ledger changed: the roles that read finance. */
export const LEDGER_READ_PERMISSION = 'finance.read' satisfies Permission;

/** Sent to staff who read finance when a booking, charge, payout or expense changed the ledger: they fetch their figures again. */
export interface LedgerChangedPayload {
  cause: 'booking' | 'charge' | 'payout' | 'expense';
}

export interface LedgerEvents {
  'ledger.changed': (payload: LedgerChangedPayload) => void;
}
