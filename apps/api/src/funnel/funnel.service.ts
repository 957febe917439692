import { Injectable, Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import {
  ANY_SITE,
  FEED_CHANNELS,
  SITE_IDS,
  isImportedStay,
  isSiteId,
  todayInBali,
  type FunnelCounts,
  type FunnelStep,
} from '@prana/domain';
import type { FunnelQuery, FunnelResponse } from '@prana/contracts';
import { FunnelRepository, type FunnelTotalRow } from './funnel.repository.ts';

/** The search the public site runs, as routed after the global prefix. */
const AVAILABILITY_SEARCH = '/api/availability';

const NO_STEPS: FunnelCounts = { search: 0, view: 0, request: 0, booking: 0 };

/** The counts of one site's rows (searches of every site added for a site: they showed its villas too). */
function countsOf(rows: readonly FunnelTotalRow[], site: string): FunnelCounts {
  const counts: Record<FunnelStep, number> = { ...NO_STEPS };
  for (const row of rows) {
    if (row.siteId === site || (site !== ANY_SITE && row.siteId === ANY_SITE && row.step === 'search')) counts[row.step] += row.count;
  }
  return counts;
}

/** Every row once: the whole group's funnel. */
function sumOf(rows: readonly FunnelTotalRow[]): FunnelCounts {
  const counts: Record<FunnelStep, number> = { ...NO_STEPS };
  for (const row of rows) counts[row.step] += row.count;
  return counts;
}

/**
 * The booking funnel: counts what visitors do (an availability search, a villa page seen, a
 * reservation request sent, a request booked) per Bali day and site, and reads it back with the
 * reservations channels' feeds brought in. A count never fails the request it counts: a lost
 * count is logged, the visitor's answer is unchanged.
 */
@Injectable()
export class FunnelService {
  private readonly logger = new Logger(FunnelService.name);

  constructor(private readonly funnel: FunnelRepository) {}

  /**
   * Express middleware, mounted before the public-read cache (create-api), so a search answered
   * from that cache counts too: each GET /api/availability answered 200 (or 304) is one search, of
   * the site it named or of every site.
   */
  readonly countSearches = (request: Request, response: Response, next: NextFunction): void => {
    if (request.method === 'GET' && request.path === AVAILABILITY_SEARCH) {
      response.once('finish', () => {
        if (response.statusCode !== 200 && response.statusCode !== 304) return;
        const site = request.query['site'];
        void this.count(() => this.funnel.countAtSite(todayInBali(new Date()), isSiteId(site) ? site : ANY_SITE, 'search'));
      });
    }
    next();
  };

  /** A step taken at a villa (a view, a request sent, a request booked); false when there is no such villa. */
  countAtVilla(villaSlug: string, step: Exclude<FunnelStep, 'search'>, now = new Date()): Promise<boolean> {
    return this.count(() => this.funnel.countAtVilla(todayInBali(now), villaSlug, step), false);
  }

  /** The period's funnel of the chosen site (or all), each site's, and the reservations imported per channel. */
  async report(query: FunnelQuery): Promise<FunnelResponse> {
    const totals = await this.funnel.totals(query.from, query.to);
    const imported = await this.funnel.importedBlocks(query.from, query.to);
    const sites = query.site === ANY_SITE ? SITE_IDS : [query.site];
    const channels = FEED_CHANNELS.map((channel) => ({
      channel,
      // Closed dates a host set on a channel are not stays: its reservations count, and the blocks staff entered a payout for.
      bookings: imported.filter((block) => block.channel === channel && (sites as readonly string[]).includes(block.siteId) && isImportedStay(block)).length,
    }));
    return {
      from: query.from,
      to: query.to,
      site: query.site,
      direct: query.site === ANY_SITE ? sumOf(totals) : countsOf(totals, query.site),
      sites: sites.map((site) => ({ site, counts: countsOf(totals, site) })),
      channels,
    };
  }

  private async count<T>(write: () => Promise<T>, otherwise?: T): Promise<T> {
    try {
      return await write();
    } catch (error) {
      this.logger.warn(`A booking funnel count was lost: ${error instanceof Error ? error.message : String(error)}`);
      return otherwise as T;
    }
  }
}
