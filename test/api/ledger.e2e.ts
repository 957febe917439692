import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import {
  QUEUES,
  type ActivityEntryResponse,
  type DirectBookingResponse,
  type ExpensesResponse,
  type FinanceMonthlyResponse,
  type KpiResponse,
  type PayoutResponse,
  type StatementResponse,
  type StatementsResponse,
} from '@prana/contracts';
import { todayInBali } from '@prana/domain';
import { StatementsService } from '../../apps/api/src/back-office/statements/statements.service.ts';
import { AvailabilityBlock } from '../../apps/api/src/calendar-sync/availability-block.entity.ts';
import { Booking } from '../../apps/api/src/bookings/booking.entity.ts';
import { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import { GuestCharge } from '../../apps/api/src/guest-services/guest-charge.entity.ts';
import { GuestRequest } from '../../apps/api/src/guest-services/guest-request.entity.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { connect, nextEvent, type ClientSocket } from '../support/sockets.ts';
import { as, dbOf, drainUndo, signInAll, type Cookies } from '../support/back-office.ts';

/** A year no demo data reaches: the test's own stays are the only ones in it. */
const YEAR = Number(todayInBali(new Date()).slice(0, 4)) + 3;
const MAY = { from: `${YEAR}-05-01`, to: `${YEAR}-06-01` };
const VILLA = 'jungle-loft';
const SITE = 'prana-jungle';
const NOT_FOUND_ID = '00000000-0000-4000-8000-000000000000';

describe('the ledger: finance and KPIs move with bookings, payouts, charges and expenses', () => {
  let api: TestApi;
  let cookies: Cookies;
  const sockets: ClientSocket[] = [];
  const master = () => as(api, cookies.master);
  const monthly = async (year: number) => (await master().get(`/api/finance/monthly?year=${year}`).expect(200)).body as FinanceMonthlyResponse;
  const kpis = async (role: keyof Cookies = 'master', period = MAY) =>
    (await as(api, cookies[role]).get(`/api/kpis?from=${period.from}&to=${period.to}&site=${SITE}`).expect(200)).body as KpiResponse;
  const may = async () => (await monthly(YEAR)).months[4]!;
  const channel = (body: KpiResponse, name: string) => body.money!.channels.find((entry) => entry.channel === name)!;

  /** An imported reservation as a pull writes it (a feed's block); its payout starts as not known. */
  const imported = async (startsAt: string, endsAt: string, options: { summary?: string; status?: AvailabilityBlock['status'] } = {}) => {
    const em = dbOf(api);
    const block = new AvailabilityBlock(await em.findOneOrFail(Villa, { slug: VILLA }), 'airbnb', startsAt, endsAt);
    block.uid = `ledger-${Math.random().toString(36).slice(2)}@airbnb.com`;
    block.summary = options.summary ?? 'Reserved';
    block.status = options.status ?? 'active';
    await em.persist(block).flush();
    return block.id;
  };
  /** The month's shareholder statement as the monthly job produces it, read as an investor reads it. */
  const producedMonths = new Set<string>();
  const statement = async (month: string) => {
    const { id, mailed } = await api.app.get(StatementsService).produce(month);
    producedMonths.add(month);
    // This file's statements are for its checks only: nobody is mailed them.
    if (mailed) await api.app.get<Queue>(getQueueToken(QUEUES.notifications)).remove(`mail-statements-${id}`);
    const listed = ((await as(api, cookies.investor).get('/api/statements').expect(200)).body as StatementsResponse).statements;
    return listed.find((each) => each.month === month)!;
  };
  const villaLine = (body: StatementResponse) => body.villas.find((line) => line.villaSlug === VILLA)!;
  const channelLine = (line: StatementResponse['group'], name: string) => line.channels.find((entry) => entry.channel === name)?.revenue ?? 0;
  const payoutOf = async (id: string) => (await dbOf(api).getConnection().execute<{ payout: string | null }[]>('select payout from availability_blocks where id = ?', [id]))[0]!.payout;

  beforeAll(async () => {
    api = await startTestApi();
    cookies = await signInAll(api);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    const em = dbOf(api);
    await em.getConnection().execute(`delete from availability_blocks where villa_slug = ? and starts_at >= ?`, [VILLA, `${YEAR}-01-01`]);
    await em.nativeDelete(Booking, { villa: { slug: VILLA }, checkIn: { $gte: `${YEAR}-01-01` } });
    for (const month of producedMonths) await em.getConnection().execute(`delete from shareholder_statements where month = ?`, [`${month}-01`]);
    await api.close();
  });

  it('a direct booking at its quoted price, an imported reservation (amount not known, then its payout) and a charge move finance, the KPIs and the statement by their amounts', async () => {
    const [financeBefore, kpisBefore, statementBefore] = [await may(), await kpis(), await statement(`${YEAR}-05`)];
    const booked = await master()
      .post('/api/bookings/direct', { villaSlug: VILLA, checkIn: `${YEAR}-05-10`, checkOut: `${YEAR}-05-14`, guestName: 'Ledger Direct', email: 'ledger@example.com', adults: 2, children: 0, infants: 0 })
      .expect(201);
    const booking = (booked.body as DirectBookingResponse).booking;
    const quoted = booking.amount!;
    expect(quoted).toBeGreaterThan(0);

    const afterBooking = await kpis();
    expect((await may()).revenue - financeBefore.revenue).toBe(quoted);
    expect(afterBooking.stays.nightsSold - kpisBefore.stays.nightsSold).toBe(4);
    expect(channel(afterBooking, 'direct').revenue - channel(kpisBefore, 'direct').revenue).toBe(quoted);
    expect(afterBooking.money!.adr.value).toBe(Math.round(afterBooking.money!.roomRevenue / afterBooking.stays.nightsSold));
    expect(afterBooking.money!.revpar.value).toBe(Math.round(afterBooking.money!.roomRevenue / afterBooking.stays.nightsOpen));
    expect(afterBooking.stays.occupancy.value).toBeCloseTo(afterBooking.stays.nightsSold / afterBooking.stays.nightsOpen, 4);
    // The trend is computed against April, where the test has nothing: occupancy went up.
    expect(afterBooking.stays.occupancy.trend.direction).toBe('up');
    expect(afterBooking.previousFrom).toBe(`${YEAR}-03-31`);
    const bookedStatement = await statement(`${YEAR}-05`);
    expect(bookedStatement.group.roomRevenue - statementBefore.group.roomRevenue).toBe(quoted);
    expect(villaLine(bookedStatement).nightsSold - villaLine(statementBefore).nightsSold).toBe(4);
    expect(channelLine(villaLine(bookedStatement), 'direct') - channelLine(villaLine(statementBefore), 'direct')).toBe(quoted);

    // Imported with no payout: its nights are sold, its amount is counted as not known.
    const reservation = await imported(`${YEAR}-05-20`, `${YEAR}-05-23`);
    const unknown = await kpis();
    expect(unknown.stays.nightsSold - afterBooking.stays.nightsSold).toBe(3);
    expect(unknown.money!.nightsAmountUnknown).toBe(3);
    expect(channel(unknown, 'airbnb')).toMatchObject({ nights: 3, revenue: 0, amountUnknownStays: 1 });
    expect(unknown.money!.roomRevenue).toBe(afterBooking.money!.roomRevenue);
    const unknownMonth = await monthly(YEAR);
    expect(unknownMonth.nightsAmountUnknown[4]).toBe(3);
    expect(unknownMonth.months[4]!.revenue - financeBefore.revenue).toBe(quoted);
    // ADR counts only nights of known amount; occupancy counts them all.
    expect(unknown.money!.adr.value).toBe(afterBooking.money!.adr.value);

    const entered = (await master().put(`/api/finance/payouts/${reservation}`, { amount: 9_000_000 }).expect(200)).body as PayoutResponse;
    expect(entered).toMatchObject({ blockId: reservation, villaSlug: VILLA, channel: 'airbnb', nights: 3, payout: 9_000_000 });
    const paid = await kpis();
    expect(channel(paid, 'airbnb')).toMatchObject({ nights: 3, revenue: 9_000_000, amountUnknownStays: 0 });
    expect(paid.money!.nightsAmountUnknown).toBe(0);
    expect((await may()).revenue - financeBefore.revenue).toBe(quoted + 9_000_000);
    const paidStatement = await statement(`${YEAR}-05`);
    expect(channelLine(villaLine(paidStatement), 'airbnb') - channelLine(villaLine(bookedStatement), 'airbnb')).toBe(9_000_000);
    expect(paidStatement.group.roomRevenue - bookedStatement.group.roomRevenue).toBe(9_000_000);
    expect(villaLine(paidStatement).nightsSold - villaLine(bookedStatement).nightsSold).toBe(3);
    expect(villaLine(paidStatement).nightsAmountUnknown).toBe(villaLine(bookedStatement).nightsAmountUnknown);

    // A guest charge on the stay: extras, and the month's revenue, move by its amount; a complimentary one does not.
    const em = dbOf(api);
    const stay = await em.findOneOrFail(Booking, { id: booking.id });
    const charge = (amount: number, status: 'pending' | 'complimentary') =>
      new GuestCharge({ booking: stay, description: { en: 'Dinner', id: 'Makan malam' }, date: `${YEAR}-05-11`, amount, status, category: 'Dining', reference: `LED-${amount}` });
    await em.persist([charge(1_200_000, 'pending'), charge(700_000, 'complimentary')]).flush();
    const charged = await kpis();
    expect(charged.money!.extras.value! - paid.money!.extras.value!).toBe(1_200_000);
    expect(charged.money!.extras.trend.direction).toBe('up');
    expect((await may()).revenue - financeBefore.revenue).toBe(quoted + 9_000_000 + 1_200_000);
    const chargedStatement = await statement(`${YEAR}-05`);
    expect(villaLine(chargedStatement).extras - villaLine(paidStatement).extras).toBe(1_200_000);
    expect(chargedStatement.group.extras - paidStatement.group.extras).toBe(1_200_000);
    expect(chargedStatement.group.net! - paidStatement.group.net!).toBe(1_200_000);
  });

  it('an expense moves the month’s expenses and net, in finance and the statement; its undo moves them back', async () => {
    const today = todayInBali(new Date());
    const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    const before = (await monthly(year)).months[month - 1]!;
    const statementBefore = await statement(today.slice(0, 7));
    const categories = ((await master().get('/api/expenses?range=all').expect(200)).body as ExpensesResponse).categories;
    await master().post('/api/expenses', { categoryId: categories[0]!.id, description: 'Ledger test generator fuel', amount: 2_345_000, date: today }).expect(201);
    const after = (await monthly(year)).months[month - 1]!;
    expect(after.expenses! - before.expenses!).toBe(2_345_000);
    expect(before.net! - after.net!).toBe(2_345_000);
    expect(after.revenue).toBe(before.revenue);
    const statementAfter = await statement(today.slice(0, 7));
    expect(statementAfter.group.expenses! - statementBefore.group.expenses!).toBe(2_345_000);
    expect(statementBefore.group.net! - statementAfter.group.net!).toBe(2_345_000);
    // Expenses are the group's: no villa line carries them.
    expect(villaLine(statementAfter).expenses).toBeNull();
    await master().post('/api/expenses/undo').expect(200);
    expect((await monthly(year)).months[month - 1]).toEqual(before);
  });

  it('enters and clears a payout through the journal: logged, undone, and told live to the roles that read finance', async () => {
    await drainUndo(() => master().post('/api/finance/undo'));
    const reservation = await imported(`${YEAR}-07-02`, `${YEAR}-07-06`);
    const investorSocket = connect(api.url, cookies.investor);
    const managerSocket = connect(api.url, cookies.manager);
    sockets.push(investorSocket, managerSocket);
    await Promise.all([nextEvent(investorSocket, 'session.ready'), nextEvent(managerSocket, 'session.ready')]);
    const managerHeard: string[] = [];
    managerSocket.on('ledger.changed', (payload) => managerHeard.push(payload.cause));

    const heard = nextEvent(investorSocket, 'ledger.changed');
    await master().put(`/api/finance/payouts/${reservation}`, { amount: 14_500_000 }).expect(200);
    expect(await heard).toEqual({ cause: 'payout' });
    const cleared = (await master().put(`/api/finance/payouts/${reservation}`, { amount: null }).expect(200)).body as PayoutResponse;
    expect(cleared).toMatchObject({ payout: null, undoAvailable: 2 });
    const activity = (await as(api, cookies.investor).get('/api/finance/activity').expect(200)).body as ActivityEntryResponse[];
    expect(activity.slice(0, 2).map((entry) => entry.action)).toEqual(['payout.cleared', 'payout.entered']);
    expect(activity[1]!.details).toMatchObject({ villa: VILLA, from: null, to: 14_500_000 });

    const undone = nextEvent(investorSocket, 'ledger.changed');
    await master().post('/api/finance/undo').expect(200);
    await undone;
    expect(await payoutOf(reservation)).toBe('14500000');
    await master().post('/api/finance/undo').expect(200);
    expect(await payoutOf(reservation)).toBeNull();
    await master().post('/api/finance/undo').expect(409);
    // The manager sees no money: no ledger event reached them.
    expect(managerHeard).toEqual([]);
  });

  it('takes five identical payouts at once as one change: one log line, one undo entry', async () => {
    await drainUndo(() => master().post('/api/finance/undo'));
    const reservation = await imported(`${YEAR}-08-02`, `${YEAR}-08-05`);
    const answers = await Promise.all(Array.from({ length: 5 }, () => master().put(`/api/finance/payouts/${reservation}`, { amount: 6_000_000 })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const lines = await dbOf(api).getConnection().execute<{ count: string }[]>(`select count(*) from activity_log where panel = 'finance' and subject_id = ?`, [reservation]);
    expect(Number(lines[0]!.count)).toBe(1);
    expect(((await master().get(`/api/finance/payouts/${reservation}`).expect(200)).body as PayoutResponse).undoAvailable).toBe(1);
  });

  it('refuses bad payouts with a coded 4xx that changes nothing', async () => {
    const reservation = await imported(`${YEAR}-09-02`, `${YEAR}-09-05`);
    const put = (body: unknown, id = reservation, who: keyof Cookies = 'master') => as(api, cookies[who]).put(`/api/finance/payouts/${id}`, body);
    for (const body of [{ amount: -1 }, { amount: 1.5 }, { amount: '9000000' }, { amount: 10_000_000_001 }, {}, { amount: 5, note: 'x' }]) {
      const answer = await put(body).expect(400);
      expect(answer.body.code === 'ledger.payoutAmount' || answer.body.code === 'validation.unknownField', JSON.stringify(body)).toBe(true);
    }
    expect((await put({ amount: -1 }).expect(400)).body).toMatchObject({ code: 'ledger.payoutAmount', error: 'Enter the payout in whole rupiah, from 0 to 10,000,000,000, or mark the amount as not known.' });
    expect((await put({ amount: 1 }, NOT_FOUND_ID).expect(404)).body.code).toBe('backOffice.notFound');
    expect((await put({ amount: 1 }, 'not-a-uuid').expect(404)).body.code).toBe('backOffice.notFound');
    // A direct booking's own block: its amount is the quoted price, not a payout.
    const direct = await dbOf(api).getConnection().execute<{ id: string }[]>(`select id from availability_blocks where source = 'direct' limit 1`);
    expect((await put({ amount: 1 }, direct[0]!.id).expect(409)).body.code).toBe('ledger.notAReservation');
    // Gone from its feed before it ended: not on the ledger.
    const cancelled = await imported(`${YEAR}-09-10`, `${YEAR}-09-12`, { status: 'cancelled' });
    expect((await put({ amount: 1 }, cancelled).expect(409)).body.code).toBe('ledger.reservationCancelled');
    // An investor reads finance but never writes it; a manager does neither.
    expect((await put({ amount: 1 }, reservation, 'investor').expect(403)).body.code).toBe('auth.roleCannot');
    expect((await as(api, cookies.manager).get(`/api/finance/payouts/${reservation}`).expect(403)).body.code).toBe('auth.roleCannot');
    expect(await payoutOf(reservation)).toBeNull();
    expect(await payoutOf(cancelled)).toBeNull();
  });

  it('counts an imported block that only closes dates as neither sold nor closed, and an owner hold as closed', async () => {
    const before = await kpis('master', { from: `${YEAR}-10-01`, to: `${YEAR}-11-01` });
    await imported(`${YEAR}-10-03`, `${YEAR}-10-06`, { summary: 'Airbnb (Not available)' });
    await master().post(`/api/villas/${VILLA}/holds`, { checkIn: `${YEAR}-10-10`, checkOut: `${YEAR}-10-15`, reason: 'Owner stay' }).expect(201);
    const after = await kpis('master', { from: `${YEAR}-10-01`, to: `${YEAR}-11-01` });
    expect(after.stays.nightsSold).toBe(before.stays.nightsSold);
    expect(after.stays.nightsClosed - before.stays.nightsClosed).toBe(5);
    expect(before.stays.nightsOpen - after.stays.nightsOpen).toBe(5);
  });

  it('answers the concierge’s median minutes and share within the promise, by role', async () => {
    const em = dbOf(api);
    const stay = await em.findOneOrFail(Booking, { villa: { slug: VILLA }, checkIn: `${YEAR}-05-10` });
    const request = (createdMinute: number, answeredAfter: number | null) => {
      const row = new GuestRequest(stay, 'housekeeping', { kind: 'text', text: 'Fresh towels' }, '');
      row.serviceDate = stay.checkIn;
      row.createdAt = new Date(Date.parse(`${YEAR}-05-11T01:00:00Z`) + createdMinute * 60_000);
      row.updatedAt = row.createdAt;
      row.dueAt = new Date(row.createdAt.getTime() + 15 * 60_000);
      row.answeredAt = answeredAfter === null ? null : new Date(row.createdAt.getTime() + answeredAfter * 60_000);
      row.status = answeredAfter === null ? 'pending' : 'acknowledged';
      return row;
    };
    await em.persist([request(0, 4), request(10, 30), request(20, 8)]).flush();
    const body = await kpis('manager');
    expect(body.concierge).toMatchObject({ answered: 3, medianMinutesToAnswer: { value: 8 }, withinPromiseShare: { value: 0.6667 } });
    expect(body.money).toBeNull();
    const investor = await kpis('investor');
    expect(investor.concierge).toBeNull();
    expect(investor.money).not.toBeNull();
  });

  it('refuses a malformed period or site with a coded 400', async () => {
    const get = (query: string) => master().get(`/api/kpis?${query}`).expect(400);
    expect((await get('from=2027-05-01')).body.code).toBe('ledger.periodOrder');
    expect((await get('from=2027-05-10&to=2027-05-01')).body.code).toBe('ledger.periodOrder');
    expect((await get('from=2027-01-01&to=2028-06-01')).body.code).toBe('ledger.periodOrder');
    expect((await get('from=2027-02-30&to=2027-03-01')).body.code).toBe('ledger.periodDate');
    expect((await get('site=prana-moon')).body.code).toBe('ledger.site');
    await api.request().get('/api/kpis').expect(401);
    // Without a period: the current month.
    const current = (await master().get('/api/kpis').expect(200)).body as KpiResponse;
    expect(current.from).toBe(`${todayInBali(new Date()).slice(0, 7)}-01`);
  });
});
