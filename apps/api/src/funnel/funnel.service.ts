import { Injectable, Logger } from '@nestjs/common';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import {
  ANY_SITE,
  FEED_CHANNELS,
  SITE_IDS,
  isImportedStay,
  todayInBali,
  type FunnelCounts,
  type FunnelStep,
  type SiteId,
} from '@prana/domain';
import type { FunnelQuery, FunnelResponse } from '@prana/contracts';
import { RateLimiters, type RateLimit } from '../common/rate-limiter.ts';
import { FunnelRepository, type FunnelTotalRow } from './funnel.repository.ts';

/**
 * The public pages' counts (searches shown, villa pages seen) per address: far above what a visitor
 * browsing does, low enough that one connection cannot inflate the funnel.
 */
export const FUNNEL_COUNT_LIMIT: RateLimit = { max: 120, windowSeconds: 10 * 60 };

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
 *
 * Searches and views are said by the page that shows them, once per page visit, not inferred from
 * reads: a page reading availability again (back to the tab, a retry) is not another search.
 */
@Injectable()
export class FunnelService {
  private readonly logger = new Logger(FunnelService.name);
  private readonly perAddress: RateLimiterRedis;

  constructor(
    private readonly funnel: FunnelRepository,
    private readonly limiters: RateLimiters,
  ) {
    this.perAddress = limiters.create('funnel-counts', FUNNEL_COUNT_LIMIT);
  }

  /** The availability page showed a search's answer, of one site or of every site. */
  async searchShown(address: string, site: SiteId | typeof ANY_SITE): Promise<void> {
    await this.withinLimit(address);
    await this.count(() => this.funnel.countAtSite(todayInBali(new Date()), site, 'search'));
  }

  /** A villa page was seen; false when there is no such villa. */
  async villaSeen(address: string, villa: string): Promise<boolean> {
    await this.withinLimit(address);
    return this.countAtVilla(villa, 'view');
  }

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

  /** Public pages' counts, within their address's limit (429 `funnel.tooMany` beyond it). */
  private withinLimit(address: string): Promise<void> {
    return this.limiters.consume(this.perAddress, address, 'funnel.tooMany');
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
