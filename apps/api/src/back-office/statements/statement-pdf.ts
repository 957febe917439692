import { statementChannel, statementText } from '@prana/catalogue';
import type { StatementFigures, StatementResponse } from '@prana/contracts';
import { formatDateTime, formatIdr, formatMonth, formatPercent, groupThousands, type Lang } from '@prana/domain';
import { createPdf, pdfBytes, PDF_COLOURS, type PdfDocument } from '../../common/pdf-document.ts';

const MARGIN = 40;
const FOOTER_SPACE = 50;
const ROW = 15;

interface Column {
  label: string;
  width: number;
  value: (line: StatementFigures) => string;
  /** Numbers right-aligned. */
  numeric?: boolean;
}

/** A whole rupiah amount in a table (the lead says the currency), a dash where none applies. */
const amount = (value: number | null) => (value === null ? '–' : `${value < 0 ? '−' : ''}${groupThousands(value)}`);

/**
 * A month's shareholder statement as a PDF in one language: the group's key figures and revenue by
 * channel, then a table of the sites and one of the villas by site (A4 landscape).
 */
export function statementPdf(statement: StatementResponse, lang: Lang): Promise<Buffer> {
  const month = formatMonth(statement.month, lang);
  const doc = createPdf({ title: statementText('title', lang, { month }), lang, layout: 'landscape', margin: MARGIN });
  const width = doc.page.width - 2 * MARGIN;
  let y = header(doc, lang, month);
  y = keyFigures(doc, lang, statement.group, y);
  y = notes(doc, lang, statement, y);

  const columns = tableColumns(lang);
  const siteName = new Map(statement.sites.map((site) => [site.siteId, site.siteName]));
  y = table(doc, statementText('sites', lang), columns, statement.sites.map((site) => ({ name: site.siteName, figures: site })), y, width);
  table(
    doc,
    statementText('villas', lang),
    columns,
    statement.villas.map((villa) => ({ name: villa.villaName, detail: siteName.get(villa.siteId), figures: villa })),
    y + 10,
    width,
  );
  footers(doc, lang, statement.generatedAt);
  return pdfBytes(doc);
}

function header(doc: PdfDocument, lang: Lang, month: string): number {
  doc.rect(0, 0, doc.page.width, 112).fill(PDF_COLOURS.sand);
  doc.font('strong').fontSize(8).fillColor(PDF_COLOURS.terracotta).text(statementText('eyebrow', lang), MARGIN, 32, { characterSpacing: 1.4, lineBreak: false });
  doc.font('title').fontSize(26).fillColor(PDF_COLOURS.jungle).text(statementText('title', lang, { month }), MARGIN, 46, { lineBreak: false });
  doc.font('body').fontSize(8.5).fillColor(PDF_COLOURS.stone).text(statementText('lead', lang), MARGIN, 84, { width: doc.page.width - 2 * MARGIN });
  return 128;
}

/** The group's figures as a row of labelled values, and its revenue by channel under them. */
function keyFigures(doc: PdfDocument, lang: Lang, figures: StatementFigures, top: number): number {
  const tiles: [string, string][] = [
    [statementText('nightsSold', lang), `${figures.nightsSold} / ${figures.nightsOpen}`],
    [statementText('occupancy', lang), formatPercent(figures.occupancy, 1, lang)],
    [statementText('adr', lang), figures.adr === null ? '–' : formatIdr(figures.adr, lang)],
    [statementText('revpar', lang), figures.revpar === null ? '–' : formatIdr(figures.revpar, lang)],
    [statementText('roomRevenue', lang), formatIdr(figures.roomRevenue, lang)],
    [statementText('extras', lang), formatIdr(figures.extras, lang)],
    [statementText('expenses', lang), figures.expenses === null ? '–' : formatIdr(figures.expenses, lang)],
    [statementText('net', lang), figures.net === null ? '–' : formatIdr(figures.net, lang)],
  ];
  doc.font('title').fontSize(15).fillColor(PDF_COLOURS.jungle).text(statementText('group', lang), MARGIN, top, { lineBreak: false });
  const tileWidth = (doc.page.width - 2 * MARGIN) / tiles.length;
  tiles.forEach(([label, value], index) => {
    const x = MARGIN + index * tileWidth;
    doc.font('body').fontSize(7.5).fillColor(PDF_COLOURS.stone).text(label, x, top + 24, { width: tileWidth - 8, lineBreak: false });
    doc.font('strong').fontSize(10.5).fillColor(PDF_COLOURS.ink).text(value, x, top + 36, { width: tileWidth - 8, lineBreak: false });
  });
  const channels = figures.channels.length
    ? figures.channels.map((channel) => `${statementChannel(channel.channel, lang)} ${formatIdr(channel.revenue, lang)} (${channel.nights})`).join('   ·   ')
    : statementText('noChannel', lang);
  doc.font('strong').fontSize(8).fillColor(PDF_COLOURS.terracotta).text(statementText('channels', lang), MARGIN, top + 58, { lineBreak: false });
  doc.font('body').fontSize(8.5).fillColor(PDF_COLOURS.ink).text(channels, MARGIN, top + 70, { width: doc.page.width - 2 * MARGIN });
  return doc.y + 6;
}

function notes(doc: PdfDocument, lang: Lang, statement: StatementResponse, top: number): number {
  const lines = [statementText('groupOnly', lang)];
  if (statement.group.nightsAmountUnknown > 0) lines.push(statementText('unknownAmounts', lang, { nights: statement.group.nightsAmountUnknown }));
  doc.font('body').fontSize(7.5).fillColor(PDF_COLOURS.stone).text(lines.join(' '), MARGIN, top, { width: doc.page.width - 2 * MARGIN });
  return doc.y + 10;
}

function tableColumns(lang: Lang): Column[] {
  return [
    { label: statementText('nightsSold', lang), width: 58, numeric: true, value: (line) => String(line.nightsSold) },
    { label: statementText('nightsOpen', lang), width: 58, numeric: true, value: (line) => String(line.nightsOpen) },
    { label: statementText('occupancy', lang), width: 58, numeric: true, value: (line) => formatPercent(line.occupancy, 1, lang) },
    { label: statementText('adr', lang), width: 72, numeric: true, value: (line) => amount(line.adr) },
    { label: statementText('revpar', lang), width: 72, numeric: true, value: (line) => amount(line.revpar) },
    { label: statementText('roomRevenue', lang), width: 86, numeric: true, value: (line) => amount(line.roomRevenue) },
    { label: statementText('extras', lang), width: 78, numeric: true, value: (line) => amount(line.extras) },
    {
      label: statementText('channels', lang),
      width: 0,
      value: (line) => line.channels.map((channel) => `${statementChannel(channel.channel, lang)} ${amount(channel.revenue)}`).join(' · ') || '–',
    },
  ];
}

/** A titled table: a name column, the figure columns, rows that continue on a new page with the header again. */
function table(doc: PdfDocument, title: string, columns: Column[], rows: { name: string; detail?: string; figures: StatementFigures }[], top: number, width: number): number {
  const nameWidth = 150;
  const fixed = columns.reduce((sum, column) => sum + column.width, 0);
  const sized = columns.map((column) => (column.width > 0 ? column : { ...column, width: width - nameWidth - fixed - 8 * columns.length }));
  const bottom = () => doc.page.height - FOOTER_SPACE;
  let y = top;

  const head = () => {
    doc.font('title').fontSize(15).fillColor(PDF_COLOURS.jungle).text(title, MARGIN, y, { lineBreak: false });
    y += 24;
    doc.font('strong').fontSize(7).fillColor(PDF_COLOURS.stone);
    let x = MARGIN + nameWidth;
    for (const column of sized) {
      doc.text(column.label, x, y, { width: column.width, align: column.numeric ? 'right' : 'left', lineBreak: false });
      x += column.width + 8;
    }
    y += 12;
    doc.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(0.8).strokeColor(PDF_COLOURS.terracotta).stroke();
    y += 4;
  };

  if (y + 60 > bottom()) {
    doc.addPage();
    y = MARGIN;
  }
  head();
  for (const row of rows) {
    doc.font('body').fontSize(7.5);
    const channelsHeight = doc.heightOfString(sized.at(-1)!.value(row.figures), { width: sized.at(-1)!.width });
    const height = Math.max(ROW, channelsHeight + 5, row.detail ? 22 : 0);
    if (y + height > bottom()) {
      doc.addPage();
      y = MARGIN;
      head();
    }
    doc.font('strong').fontSize(8).fillColor(PDF_COLOURS.ink).text(row.name, MARGIN, y + 3, { width: nameWidth - 8, lineBreak: false });
    if (row.detail) doc.font('body').fontSize(6.5).fillColor(PDF_COLOURS.stone).text(row.detail, MARGIN, y + 13, { width: nameWidth - 8, lineBreak: false });
    let x = MARGIN + nameWidth;
    doc.font('body').fontSize(7.5).fillColor(PDF_COLOURS.ink);
    for (const column of sized) {
      doc.text(column.value(row.figures), x, y + 3, { width: column.width, align: column.numeric ? 'right' : 'left', lineBreak: !column.numeric });
      x += column.width + 8;
    }
    y += height;
    doc.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(0.5).strokeColor(PDF_COLOURS.sand).stroke();
  }
  return y + 12;
}

/** When it was produced, and "Page n/total", on every page. */
function footers(doc: PdfDocument, lang: Lang, generatedAt: string): void {
  const { start, count } = doc.bufferedPageRange();
  const produced = statementText('generated', lang, { moment: formatDateTime(generatedAt, lang) });
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Footers sit in the bottom margin, where writing would otherwise start a new page.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const top = doc.page.height - 30;
    doc.font('body').fontSize(7).fillColor(PDF_COLOURS.stone).text(produced, MARGIN, top, { lineBreak: false });
    const page = `${statementText('page', lang)} ${index + 1}/${count}`;
    doc.text(page, doc.page.width - MARGIN - doc.widthOfString(page), top, { lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
}
