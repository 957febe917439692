import { z } from 'zod';
import { LANGS, type Lang } from '@prana/domain';
import { zodError } from './errors.ts';

/*
 * Shareholder statements: one per month, produced by the worker early on the first of each month
 * for the month before, with the figures of the whole group, each site and each villa, all read
 * from the ledger.
 */

/** A month's figures for the group, a site or a villa. Money in whole IDR. */
export interface StatementFigures {
  /** Villa-nights open to sell (owner and maintenance holds excluded). */
  nightsOpen: number;
  nightsSold: number;
  /** Of the nights sold, those of imported stays whose payout is not known (their money counts as nothing). */
  nightsAmountUnknown: number;
  /** nightsSold ÷ nightsOpen, fraction 0 to 1. */
  occupancy: number;
  /** Average daily rate; null without a sold night of known amount. */
  adr: number | null;
  /** Room revenue per open night; null without an open night. */
  revpar: number | null;
  roomRevenue: number;
  /** Room revenue per booking channel that sold a night. */
  channels: StatementChannel[];
  /** Billed guest charges (dining, wellness, transport…). */
  extras: number;
  /** Expenses are recorded for the whole group: null on a site's or a villa's line. */
  expenses: number | null;
  /** Room revenue + extras − expenses; null where expenses are. */
  net: number | null;
}

export interface StatementChannel {
  /** 'direct', 'airbnb', 'booking', 'vrbo' or 'other'. */
  channel: string;
  nights: number;
  revenue: number;
}

export interface StatementSiteLine extends StatementFigures {
  siteId: string;
  siteName: string;
}

export interface StatementVillaLine extends StatementFigures {
  villaSlug: string;
  villaName: string;
  siteId: string;
}

export interface StatementResponse {
  id: string;
  /** YYYY-MM. */
  month: string;
  /** ISO time the figures were read from the ledger (producing the month again replaces them). */
  generatedAt: string;
  group: StatementFigures;
  /** Sites by name. */
  sites: StatementSiteLine[];
  /** Villas by site, then name. */
  villas: StatementVillaLine[];
}

/** GET /api/statements: newest month first. */
export interface StatementsResponse {
  statements: StatementResponse[];
}

/** GET /api/statements/{id}/pdf|csv?lang=en|id (default en): the document's language. */
export const statementDocumentQuery = z.strictObject({
  lang: z.enum(LANGS, zodError('statement.language')).optional(),
});
export type StatementDocumentQuery = { lang?: Lang };
