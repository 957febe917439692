import { Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { JOBS, QUEUES, type StatementFigures, type StatementResponse, type StatementsResponse } from '@prana/contracts';
import { monthDates, type Lang, type LedgerFigures } from '@prana/domain';
import { ApiException } from '../../common/api-exception.ts';
import { addJob } from '../../jobs/typed-jobs.ts';
import { LedgerService } from '../ledger/ledger.service.ts';
import { StatementsRepository, type StatementRow } from './statements.repository.ts';
import { statementCsv } from './statement-csv.ts';
import { statementPdf } from './statement-pdf.ts';

/** The investors' mail retries like every delivery. */
const MAIL_JOB_OPTIONS = { attempts: 6, backoff: { type: 'exponential', delay: 2_000 }, removeOnComplete: 1_000, removeOnFail: 5_000 } as const;

/**
 * Shareholder statements: a month's figures for the group, each site and each villa, read from the
 * ledger when the month is produced and kept as they were; listed, downloaded as PDF or CSV, and
 * mailed to investors once per month.
 */
@Injectable()
export class StatementsService {
  constructor(
    private readonly statements: StatementsRepository,
    private readonly ledger: LedgerService,
    @InjectQueue(QUEUES.notifications) private readonly notifications: Queue,
  ) {}

  async list(): Promise<StatementsResponse> {
    return { statements: (await this.statements.list()).map(toStatementResponse) };
  }

  /** Whether a month (YYYY-MM) has its statement. */
  async has(month: string): Promise<boolean> {
    return (await this.statements.ofMonth(`${month}-01`)) !== null;
  }

  /**
   * Produces a month's statement (YYYY-MM) from the ledger, replacing one produced before, and the
   * first time hands the investors' email to the worker.
   */
  async produce(month: string): Promise<{ id: string; mailed: boolean }> {
    const { from, to } = monthDates(month);
    const period = { from, to };
    const [sites, villas] = await Promise.all([this.statements.sites(), this.statements.villas()]);
    const group = statementFigures(await this.ledger.figures(period));
    const siteLines = [];
    for (const site of sites) siteLines.push({ siteId: site.id, siteName: site.name, ...statementFigures(await this.ledger.figures(period, { siteId: site.id })) });
    const villaLines = [];
    for (const villa of villas) {
      villaLines.push({ villaSlug: villa.slug, villaName: villa.name, siteId: villa.siteId, ...statementFigures(await this.ledger.figures(period, { villaSlug: villa.slug })) });
    }
    const id = await this.statements.upsert({ month: from, group, sites: siteLines, villas: villaLines });
    const mailed = await this.statements.claimMailing(from);
    if (mailed) await addJob(this.notifications, JOBS.mailStatements, { month }, { ...MAIL_JOB_OPTIONS, jobId: `mail-statements-${id}` });
    return { id, mailed };
  }

  async pdf(id: string, lang: Lang): Promise<{ file: Buffer; name: string }> {
    const statement = await this.find(id);
    return { file: await statementPdf(statement, lang), name: fileName(statement, lang, 'pdf') };
  }

  async csv(id: string, lang: Lang): Promise<{ file: string; name: string }> {
    const statement = await this.find(id);
    return { file: statementCsv(statement, lang), name: fileName(statement, lang, 'csv') };
  }

  private async find(id: string): Promise<StatementResponse> {
    const row = await this.statements.byId(id);
    if (!row) throw new ApiException('statement.notFound');
    return toStatementResponse(row);
  }
}

/** The ledger's figures of one scope as a statement line: the same numbers, named for the reader. */
export function statementFigures(ledger: LedgerFigures): StatementFigures {
  return {
    nightsOpen: ledger.nights.open,
    nightsSold: ledger.nights.sold,
    nightsAmountUnknown: ledger.nights.amountUnknown,
    occupancy: ledger.occupancy,
    adr: ledger.adr,
    revpar: ledger.revpar,
    roomRevenue: ledger.roomRevenue,
    channels: ledger.channels.filter((channel) => channel.nights > 0).map((channel) => ({ channel: channel.channel, nights: channel.nights, revenue: channel.revenue })),
    extras: ledger.extras.total,
    expenses: ledger.expenses?.total ?? null,
    net: ledger.net,
  };
}

export function toStatementResponse(row: StatementRow): StatementResponse {
  return { id: row.id, month: row.month.slice(0, 7), generatedAt: row.generatedAt.toISOString(), group: row.group, sites: row.sites, villas: row.villas };
}

/** prana-statement-2026-10.pdf, prana-laporan-2026-10.csv. */
function fileName(statement: StatementResponse, lang: Lang, extension: 'pdf' | 'csv'): string {
  return `prana-${lang === 'id' ? 'laporan' : 'statement'}-${statement.month}.${extension}`;
}
