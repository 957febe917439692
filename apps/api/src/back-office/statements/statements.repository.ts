import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { StatementFigures, StatementSiteLine, StatementVillaLine } from '@prana/contracts';
import { GenerateSql } from '../../database/generate-sql.ts';
import { Repository } from '../../database/repository.ts';

/** A month's statement: its figures as read from the ledger. */
export interface StatementContent {
  /** YYYY-MM-DD, the month's first day. */
  month: string;
  group: StatementFigures;
  sites: StatementSiteLine[];
  villas: StatementVillaLine[];
}

export interface StatementRow extends StatementContent {
  id: string;
  generatedAt: Date;
}

const EXAMPLE_FIGURES: StatementFigures = {
  nightsOpen: 527,
  nightsSold: 342,
  nightsAmountUnknown: 0,
  occupancy: 0.649,
  adr: 4_200_000,
  revpar: 2_725_616,
  roomRevenue: 1_436_400_000,
  channels: [{ channel: 'direct', nights: 342, revenue: 1_436_400_000 }],
  extras: 86_500_000,
  expenses: 312_000_000,
  net: 1_210_900_000,
};

/** Shareholder statements: one row per month, replaced when the month is produced again. */
@Injectable()
export class StatementsRepository extends Repository {
  /** Writes a month's statement, replacing the figures of one produced before (the row keeps its id). */
  @GenerateSql({ params: [{ month: '2026-10-01', group: EXAMPLE_FIGURES, sites: [], villas: [] }] })
  async upsert(statement: StatementContent): Promise<string> {
    const values = {
      group: JSON.stringify(statement.group),
      sites: JSON.stringify(statement.sites),
      villas: JSON.stringify(statement.villas),
      generated_at: new Date(),
    };
    const row = await this.db
      .insertInto('shareholder_statements')
      .values({ id: randomUUID(), month: statement.month, ...values })
      .onConflict((conflict) => conflict.column('month').doUpdateSet(values))
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Every statement, newest month first. */
  @GenerateSql()
  async list(): Promise<StatementRow[]> {
    const rows = await this.db.selectFrom('shareholder_statements').select(COLUMNS).orderBy('month', 'desc').execute();
    return rows.map(toRow);
  }

  @GenerateSql({ params: ['5b8c1e2a-3d4f-4a6b-9c7d-8e9f0a1b2c3d'] })
  async byId(id: string): Promise<StatementRow | null> {
    const row = await this.db.selectFrom('shareholder_statements').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    return row ? toRow(row) : null;
  }

  /** The statement of a month (its first day). */
  @GenerateSql({ params: ['2026-10-01'] })
  async ofMonth(month: string): Promise<StatementRow | null> {
    const row = await this.db.selectFrom('shareholder_statements').select(COLUMNS).where('month', '=', month).executeTakeFirst();
    return row ? toRow(row) : null;
  }

  /** The sites a statement has a line for, by name. */
  @GenerateSql()
  async sites(): Promise<{ id: string; name: string }[]> {
    return this.db.selectFrom('sites').select(['id', 'name']).orderBy('name').execute();
  }

  /** The villas a statement has a line for (active, on a site), by site name then villa name. */
  @GenerateSql()
  async villas(): Promise<{ slug: string; name: string; siteId: string }[]> {
    const rows = await this.db
      .selectFrom('villas as v')
      .innerJoin('sites as s', 's.id', 'v.site_id')
      .select(['v.slug', 'v.name', 'v.site_id as siteId'])
      .where('v.status', '=', 'active')
      .orderBy('s.name')
      .orderBy('v.name')
      .execute();
    return rows.map((row) => ({ ...row, siteId: row.siteId! }));
  }

  /**
   * Marks a month's statement as mailed, once: true only for the call that marked it, so investors
   * hear of a month once however often it is produced or retried.
   */
  @GenerateSql({ params: ['2026-10-01'] })
  async claimMailing(month: string): Promise<boolean> {
    const rows = await this.db
      .updateTable('shareholder_statements')
      .set({ mailed_at: new Date() })
      .where('month', '=', month)
      .where('mailed_at', 'is', null)
      .returning('id')
      .execute();
    return rows.length > 0;
  }
}

const COLUMNS = ['id', 'month', 'group', 'sites', 'villas', 'generated_at as generatedAt'] as const;

/** The JSON columns hold what upsert wrote. */
function toRow(row: { id: string; month: string; group: unknown; sites: unknown; villas: unknown; generatedAt: string }): StatementRow {
  return {
    id: row.id,
    month: row.month,
    group: row.group as StatementFigures,
    sites: row.sites as StatementSiteLine[],
    villas: row.villas as StatementVillaLine[],
    generatedAt: new Date(row.generatedAt),
  };
}
