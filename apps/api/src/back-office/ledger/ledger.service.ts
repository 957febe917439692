import { Injectable } from '@nestjs/common';
import { isImportedStay, ledgerFigures, type LedgerFigures, type LedgerPeriod, type LedgerStay } from '@prana/domain';
import { LedgerRepository, type LedgerScope } from './ledger.repository.ts';

export type { LedgerScope } from './ledger.repository.ts';

/**
 * The one read of the ledger. Finance, the KPIs and statements ask it for the figures of a period
 * (Bali dates, `to` exclusive) and a scope (the whole group, a site or a villa); every figure is
 * computed from the stays, holds, charges and expenses recorded, never from a stored total.
 */
@Injectable()
export class LedgerService {
  constructor(private readonly ledger: LedgerRepository) {}

  /** The ledger's figures for one period and scope. */
  async figures(period: LedgerPeriod, scope: LedgerScope = {}): Promise<LedgerFigures> {
    const [figures] = await this.series([period], scope);
    return figures!;
  }

  /**
   * The figures of several periods (a year's months, a period and the one before it), in the order
   * asked, from one read of the rows that span them all.
   */
  async series(periods: readonly LedgerPeriod[], scope: LedgerScope = {}): Promise<LedgerFigures[]> {
    if (periods.length === 0) return [];
    const span: LedgerPeriod = {
      from: periods.reduce((first, period) => (period.from < first ? period.from : first), periods[0]!.from),
      to: periods.reduce((last, period) => (period.to > last ? period.to : last), periods[0]!.to),
    };
    const slugs = await this.villasIn(scope);
    const wholeGroup = !scope.siteId && !scope.villaSlug;
    const [stays, closures, charges, expenses] = await Promise.all([
      this.staysOf(span, slugs),
      this.ledger.closures(span, slugs),
      this.ledger.charges(span, slugs),
      wholeGroup ? this.ledger.expenses(span) : Promise.resolve(null),
    ]);
    const entries = { villaCount: slugs.length, stays, closures, charges, expenses };
    return periods.map((period) => ledgerFigures(entries, period));
  }

  /** The stays on the ledger with a night in the period: direct bookings and imported reservations. */
  async stays(period: LedgerPeriod, scope: LedgerScope = {}): Promise<LedgerStay[]> {
    return this.staysOf(period, await this.villasIn(scope));
  }

  /** The slugs of the active villas in scope. */
  async villasIn(scope: LedgerScope): Promise<string[]> {
    return (await this.ledger.villas(scope)).map((villa) => villa.slug);
  }

  private async staysOf(period: LedgerPeriod, slugs: readonly string[]): Promise<LedgerStay[]> {
    const [bookings, imported] = await Promise.all([this.ledger.bookings(period, slugs), this.ledger.importedBlocks(period, slugs)]);
    return [
      ...bookings,
      ...imported.filter(isImportedStay).map((block): LedgerStay => ({ villaSlug: block.villaSlug, channel: block.channel, checkIn: block.startsAt, checkOut: block.endsAt, amount: block.payout })),
    ];
  }
}
