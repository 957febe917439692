import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import type { StatementFigures, StatementSiteLine, StatementVillaLine } from '@prana/contracts';

/**
 * The shareholder statement of one month: the ledger's figures for the group, each site and each
 * villa as they were when it was produced. One per month, so producing a month again replaces them.
 */
@Entity({ tableName: 'shareholder_statements' })
export class ShareholderStatement {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The month's first day (Bali calendar). */
  @Property({ type: 'date', unique: true })
  month: string;

  @Property({ type: 'json' })
  group: StatementFigures;

  @Property({ type: 'json' })
  sites: StatementSiteLine[];

  @Property({ type: 'json' })
  villas: StatementVillaLine[];

  @Property({ type: 'datetime' })
  generatedAt: Date = new Date();

  /** When investors were told of it: a month is mailed once however often it is produced. */
  @Property({ type: 'datetime', nullable: true })
  mailedAt: Date | null = null;

  constructor(month: string, group: StatementFigures, sites: StatementSiteLine[], villas: StatementVillaLine[]) {
    this.month = month;
    this.group = group;
    this.sites = sites;
    this.villas = villas;
  }
}
