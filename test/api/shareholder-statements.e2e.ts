import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getQueueToken } from '@nestjs/bullmq';
import { QueueEvents, type Queue } from 'bullmq';
import { EntityManager } from '@mikro-orm/postgresql';
import { SITES } from '@prana/catalogue';
import { JOBS, QUEUES, type ExpenseCategoryResponse, type StatementResponse, type StatementsResponse } from '@prana/contracts';
import { formatIdr, formatMonth, formatPercent, groupThousands, monthDates, previousMonth, todayInBali } from '@prana/domain';
import { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import { Site } from '../../apps/api/src/catalogue/site.entity.ts';
import { Booking } from '../../apps/api/src/bookings/booking.entity.ts';
import { ExpenseItem } from '../../apps/api/src/back-office/expenses/expense-item.entity.ts';
import { LedgerService } from '../../apps/api/src/back-office/ledger/ledger.service.ts';
import { statementFigures, StatementsService } from '../../apps/api/src/back-office/statements/statements.service.ts';
import type { DB } from '../../apps/api/src/database/db.generated.ts';
import { createWorker, type Worker } from '../../apps/api/src/bootstrap/create-worker.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { signIn } from '../support/sockets.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';
import { pdfText } from '../support/pdf-text.ts';
import { newCharge } from '../medium/guest-factories.ts';
import { removeVilla } from '../medium/factories.ts';

/**
 * Shareholder statements end to end: the worker produces last month's statement from the ledger
 * (here by catching up at start, as after a missed first of the month), mails the investors once,
 * and investors and masters download it as PDF and CSV in either language.
 */
describe('shareholder statements', () => {
  let api: TestApi;
  let worker: Worker;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let em: EntityManager;
  let investor: string;
  let villa: Villa;
  let booking: Booking;
  let expenseId: string;
  const month = previousMonth(todayInBali(new Date()));
  const period = (({ from, to }) => ({ from, to }))(monthDates(month));
  // A name beyond Latin-1, which the PDF's embedded font must still write.
  const villaName = 'Pondok Łąka Śrī';

  const statementOfMonth = async (): Promise<StatementResponse | undefined> =>
    ((await api.request().get('/api/statements').set('Cookie', investor).expect(200)).body as StatementsResponse).statements.find((statement) => statement.month === month);
  const download = (path: string, cookie = investor) =>
    api
      .request()
      .get(path)
      .set('Cookie', cookie)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });

  beforeAll(async () => {
    smtp = await startSmtpSink();
    Object.assign(process.env, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://prana.example' });
    api = await startTestApi();
    em = api.app.get(EntityManager);
    investor = await signIn(api, { staff: 'investor' });

    // Last month's records: a direct stay of 4 nights, a billed charge, an expense.
    const fork = em.fork();
    villa = new Villa(`statement-${Date.now().toString(36)}`, villaName, fork.getReference(Site, SITES[0]!.id), 4, 4_500_000);
    booking = new Booking({ code: `S${Date.now().toString(36).slice(-6).toUpperCase()}`, villa, guestName: 'Statement Guest', lastName: 'Guest', checkIn: `${month}-10`, checkOut: `${month}-14`, adults: 2, amount: 18_000_000 });
    await fork.persist([villa, booking]).flush();
    await newCharge(em.fork(), booking, { amount: 450_000, date: `${month}-11`, category: 'Wellness' });
    const master = await signIn(api, { staff: 'master' });
    const categories = (await api.request().get('/api/expense-categories').set('Cookie', master).expect(200)).body as ExpenseCategoryResponse[];
    const expense = await api.request().post('/api/expenses').set('Cookie', master).send({ categoryId: categories[0]!.id, description: 'Pool pump repair', amount: 2_750_000, date: `${month}-12` }).expect(201);
    expenseId = (expense.body as { id: string }).id;

    // This file owns last month's statement: the worker it starts finds none and produces it.
    await em.fork().getKysely<DB>().deleteFrom('shareholder_statements').where('month', '=', `${month}-01`).execute();
    worker = await createWorker();
  });
  afterAll(async () => {
    await worker?.close();
    if (expenseId) await em.fork().nativeDelete(ExpenseItem, { id: expenseId });
    if (villa) await removeVilla(em.fork(), villa.slug);
    await api?.close();
    await smtp?.close();
  });

  it('is produced for last month by the worker, with every line the ledger’s figures for its scope', async () => {
    await expect.poll(statementOfMonth, { timeout: 20_000 }).toBeDefined();
    const statement = (await statementOfMonth())!;
    const ledger = api.app.get(LedgerService);

    expect(statement.group).toEqual(statementFigures(await ledger.figures(period)));
    for (const site of statement.sites) expect(site).toEqual({ siteId: site.siteId, siteName: site.siteName, ...statementFigures(await ledger.figures(period, { siteId: site.siteId })) });
    expect(statement.sites.map((site) => site.siteId).sort()).toEqual(SITES.map((site) => site.id).sort());

    const line = statement.villas.find((each) => each.villaSlug === villa.slug);
    expect(line).toEqual({ villaSlug: villa.slug, villaName, siteId: SITES[0]!.id, ...statementFigures(await ledger.figures(period, { villaSlug: villa.slug })) });
    // The seeded records, as the ledger counts them: 4 nights at 4.5 M, the charge as extras; expenses belong to the group.
    expect(line).toMatchObject({ nightsSold: 4, roomRevenue: 18_000_000, adr: 4_500_000, extras: 450_000, expenses: null, net: null });
    expect(line!.channels).toEqual([{ channel: 'direct', nights: 4, revenue: 18_000_000 }]);
    expect(statement.group.expenses).toBeGreaterThanOrEqual(2_750_000);
    expect(statement.group.net).toBe(statement.group.roomRevenue + statement.group.extras - statement.group.expenses!);
  });

  it('mails the investors once, in English and Indonesian, with a link to their reports', async () => {
    const monthEn = formatMonth(month, 'en');
    const mail = await smtp.next((each) => each.to !== undefined && [each.to].flat().some((to) => to.text.includes('investor@prana.villas')) && each.subject?.includes(monthEn) === true);
    expect(mail.subject).toContain(formatMonth(month, 'id'));
    const html = String(mail.html);
    expect(html).toContain('href="https://prana.example/admin/investor"');
    expect(html).toContain('lang="id"');
    expect(`${mail.text}`).toContain('Clara Hendricks');
    expect(`${mail.text}${html}`).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
  });

  it('produced again, through the queue or twice at once, replaces the month’s figures in its one row and mails no one again', async () => {
    const before = (await statementOfMonth())!;
    await newCharge(em.fork(), booking, { amount: 300_000, date: `${month}-13`, category: 'Dining' });

    const queue = api.app.get<Queue>(getQueueToken(QUEUES.reports));
    const events = new QueueEvents(QUEUES.reports, { connection: queue.opts.connection, prefix: queue.opts.prefix });
    try {
      await events.waitUntilReady();
      const job = await queue.add(JOBS.produceStatements, { month }, { jobId: `rerun-${month}-${Date.now()}` });
      expect(await job.waitUntilFinished(events, 20_000)).toEqual({ id: before.id, mailed: false });
    } finally {
      await events.close();
    }
    const service = api.app.get(StatementsService);
    expect(await Promise.all([service.produce(month), service.produce(month)])).toEqual([
      { id: before.id, mailed: false },
      { id: before.id, mailed: false },
    ]);

    const after = (await statementOfMonth())!;
    expect(after.id).toBe(before.id);
    expect(after.group.extras - before.group.extras).toBe(300_000);
    expect(after.villas.find((each) => each.villaSlug === villa.slug)!.extras).toBe(750_000);
    expect(Date.parse(after.generatedAt)).toBeGreaterThan(Date.parse(before.generatedAt));
    const listed = ((await api.request().get('/api/statements').set('Cookie', investor).expect(200)).body as StatementsResponse).statements;
    expect(listed.filter((statement) => statement.month === month)).toHaveLength(1);
    // The month's mail went out once (mailed: false above: no second mail job was enqueued).
    const toInvestor = smtp.messages.filter((mail) => [mail.to].flat().some((to) => to?.text.includes('investor@prana.villas')) && mail.subject?.includes(formatMonth(month, 'en')));
    expect(toInvestor).toHaveLength(1);
  });

  it('downloads as CSV: a line for the group, each site and each villa, headers in the reader’s language', async () => {
    const statement = (await statementOfMonth())!;
    const response = await download(`/api/statements/${statement.id}/csv`).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="prana-statement-${month}.csv"`);
    const text = (response.body as Buffer).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = text.slice(1).trimEnd().split('\r\n').map((row) => row.split(','));
    const header = rows[0]!;
    expect(header.slice(0, 5)).toEqual(['Month', 'Scope', 'Site', 'Villa', 'Nights sold']);
    expect(rows).toHaveLength(1 + 1 + statement.sites.length + statement.villas.length);
    const column = (name: string) => header.indexOf(name);
    const group = rows[1]!;
    expect(group[column('Scope')]).toBe('All villas');
    expect(Number(group[column('Room revenue')])).toBe(statement.group.roomRevenue);
    expect(Number(group[column('Expenses')])).toBe(statement.group.expenses);
    expect(Number(group[column('Net')])).toBe(statement.group.net);
    const villaRow = rows.find((row) => row[column('Villa')] === villaName)!;
    expect(villaRow[column('Site')]).toBe(SITES[0]!.name);
    expect(Number(villaRow[column('Nights sold')])).toBe(4);
    expect(villaRow[column('Occupancy (%)')]).toBe(((4 / statement.villas.find((each) => each.villaSlug === villa.slug)!.nightsOpen) * 100).toFixed(1));
    expect(Number(villaRow[column('Room revenue: Direct')])).toBe(18_000_000);
    expect(villaRow[column('Expenses')]).toBe('');

    const indonesian = (await download(`/api/statements/${statement.id}/csv?lang=id`).expect(200)).body as Buffer;
    expect(indonesian.toString('utf8').split('\r\n')[0]).toContain('Bulan,Cakupan,Lokasi,Vila,Malam terjual');
  });

  it('downloads as PDF in English and Indonesian: the text holds the villa names and the figures', async () => {
    const statement = (await statementOfMonth())!;
    const master = await signIn(api, { staff: 'master' });
    for (const lang of ['en', 'id'] as const) {
      const response = await download(`/api/statements/${statement.id}/pdf?lang=${lang}`, lang === 'en' ? investor : master).expect(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="prana-${lang === 'id' ? 'laporan' : 'statement'}-${month}.pdf"`);
      const { text } = await pdfText(response.body as Buffer);
      const flat = text.replace(/\s+/g, ' ');
      expect(flat).toContain(formatMonth(month, lang));
      for (const each of statement.villas) expect(flat).toContain(each.villaName);
      for (const site of statement.sites) expect(flat).toContain(site.siteName);
      expect(flat).toContain(formatIdr(statement.group.roomRevenue, lang));
      expect(flat).toContain(formatIdr(statement.group.net!, lang));
      expect(flat).toContain(formatPercent(statement.group.occupancy, 1, lang));
      expect(flat).toContain(`${villaName} ${SITES[0]!.name}`);
      expect(flat).toContain(groupThousands(18_000_000));
      expect(flat).toContain(lang === 'en' ? 'Room revenue' : 'Pendapatan kamar');
    }
  });

  it('is refused with a coded answer: a role without reports, an unknown statement, a language it does not speak', async () => {
    const statement = (await statementOfMonth())!;
    for (const role of ['manager', 'staff'] as const) {
      const cookie = await signIn(api, { staff: role });
      for (const path of ['/api/statements', `/api/statements/${statement.id}/pdf`, `/api/statements/${statement.id}/csv`]) {
        const refused = await api.request().get(path).set('Cookie', cookie).expect(403);
        expect(refused.body).toMatchObject({ code: 'auth.roleCannot', params: { role, permission: 'reports.read' } });
      }
    }
    await api.request().get('/api/statements').expect(401);
    expect((await api.request().get('/api/statements/00000000-0000-4000-8000-000000000000/pdf').set('Cookie', investor).expect(404)).body.code).toBe('statement.notFound');
    expect((await api.request().get('/api/statements/not-an-id/csv').set('Cookie', investor).expect(404)).body.code).toBe('statement.notFound');
    expect((await api.request().get(`/api/statements/${statement.id}/pdf?lang=fr`).set('Cookie', investor).expect(400)).body.code).toBe('statement.language');
  });
});
