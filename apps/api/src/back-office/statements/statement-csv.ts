import { STATEMENT_CHANNELS, statementChannel, statementText } from '@prana/catalogue';
import type { StatementFigures, StatementResponse } from '@prana/contracts';
import type { Lang } from '@prana/domain';
import { csvFile } from '../../common/csv.ts';

/**
 * A statement as CSV (RFC 4180, UTF-8 with a byte-order mark so spreadsheets read accented names):
 * the group's line, each site's, then each villa's. Headers in the reader's language; numbers as
 * plain digits with a decimal point, occupancy in percent; an empty cell where a figure does not
 * apply (expenses and the net of a site or a villa).
 */
export function statementCsv(statement: StatementResponse, lang: Lang): string {
  const channels = Object.keys(STATEMENT_CHANNELS);
  const header = [
    statementText('month', lang),
    statementText('scope', lang),
    statementText('site', lang),
    statementText('villa', lang),
    statementText('nightsSold', lang),
    statementText('nightsOpen', lang),
    statementText('nightsAmountUnknown', lang),
    `${statementText('occupancy', lang)} (%)`,
    statementText('adr', lang),
    statementText('revpar', lang),
    statementText('roomRevenue', lang),
    ...channels.map((channel) => `${statementText('roomRevenue', lang)}: ${statementChannel(channel, lang)}`),
    statementText('extras', lang),
    statementText('expenses', lang),
    statementText('net', lang),
  ];
  const line = (scope: string, site: string, villa: string, figures: StatementFigures) => [
    statement.month,
    scope,
    site,
    villa,
    figures.nightsSold,
    figures.nightsOpen,
    figures.nightsAmountUnknown,
    (figures.occupancy * 100).toFixed(1),
    figures.adr,
    figures.revpar,
    figures.roomRevenue,
    ...channels.map((channel) => figures.channels.find((each) => each.channel === channel)?.revenue ?? 0),
    figures.extras,
    figures.expenses,
    figures.net,
  ];
  const siteName = new Map(statement.sites.map((site) => [site.siteId, site.siteName]));
  const rows = [
    header,
    line(statementText('group', lang), '', '', statement.group),
    ...statement.sites.map((site) => line(statementText('site', lang), site.siteName, '', site)),
    ...statement.villas.map((villa) => line(statementText('villa', lang), siteName.get(villa.siteId) ?? '', villa.villaName, villa)),
  ];
  return csvFile(rows);
}
