import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { AvailabilitySearchResponse, DirectBookingResponse, PricingResponse, SeasonResponse, StayQuoteResponse } from '@prana/contracts';
import { addDays, todayInBali } from '@prana/domain';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { as, dbOf, drainUndo, signInAll, type Cookies } from '../support/back-office.ts';

// Years ahead, so no other test's stays share these nights; the test database has no demo seasons.
const start = addDays(todayInBali(new Date()), 1_500);
const day = (offset: number) => addDays(start, offset);
const VILLA = 'jungle-loft';
const BASE = 7_800_000;

describe('nightly pricing api', () => {
  let api: TestApi;
  let cookies: Cookies;
  const tag = randomUUID().slice(0, 8);
  let address = 0;
  const master = () => as(api, cookies.master);
  const season = (overrides: Partial<SeasonResponse> = {}) => ({
    name: `Peak ${tag}`,
    firstNight: day(0),
    lastNight: day(30),
    ratePercent: 150,
    minStayNights: null,
    ...overrides,
  });
  const quote = async (checkIn: string, checkOut: string) =>
    (await api.request().get(`/api/villas/${VILLA}/quote?checkIn=${checkIn}&checkOut=${checkOut}`).expect(200)).body as StayQuoteResponse;
  const searchTotal = async (checkIn: string, checkOut: string) => {
    const found = (await api.request().get(`/api/availability?checkIn=${checkIn}&checkOut=${checkOut}&villaIds=${VILLA}`).expect(200)).body as AvailabilitySearchResponse;
    return found.villas[0]!.stay;
  };
  const book = (checkIn: string, checkOut: string) =>
    master().post('/api/bookings/direct', { villaSlug: VILLA, checkIn, checkOut, guestName: `Priced Guest ${tag}`, email: 'priced@example.com', adults: 2, children: 0, infants: 0 });
  const request = (checkIn: string, checkOut: string) =>
    api
      .request()
      .post('/api/reservation-requests')
      .set('X-Forwarded-For', `198.51.100.${200 + ++address}`)
      .send({ villaId: VILLA, checkIn, checkOut, adults: 2, children: 0, infants: 0, fullName: `Wayan ${tag}`, email: 'wayan@example.com', phone: null, notes: null });
  const pricing = async () => (await master().get('/api/pricing').expect(200)).body as PricingResponse;
  const ourSeasons = async () => (await pricing()).seasons.filter((row) => row.name.includes(tag));

  beforeAll(async () => {
    api = await startTestApi();
    cookies = await signInAll(api);
    await drainUndo(() => master().post('/api/pricing/undo'));
  });
  afterAll(async () => {
    const db = dbOf(api).getConnection();
    await db.execute(`delete from reservation_requests where full_name = ?`, [`Wayan ${tag}`]);
    await db.execute(`delete from availability_blocks where booking_id in (select id from bookings where guest_name in (?, ?))`, [`Priced Guest ${tag}`, `Wayan ${tag}`]);
    await db.execute(`delete from bookings where guest_name in (?, ?)`, [`Priced Guest ${tag}`, `Wayan ${tag}`]);
    await db.execute(`delete from pricing_seasons where name like ?`, [`%${tag}%`]);
    await db.execute(`delete from rate_overrides where night >= ?`, [start]);
    await db.execute(`update villas set base_rate = ?, min_stay_nights = 2 where slug = ?`, [BASE, VILLA]);
    await api.close();
  });

  it('prices the public quote, the search and a new direct booking from a season, and a rate change shows at once', async () => {
    // Read once before the change, so the cached public answers must be dropped by it.
    expect((await quote(day(10), day(13))).stay?.total).toBe(3 * BASE);
    expect((await searchTotal(day(10), day(13)))?.total).toBe(3 * BASE);

    const created = (await master().post('/api/pricing/seasons', season()).expect(201)).body as SeasonResponse;
    const priced = await quote(day(-1), day(2));
    expect(priced.stay?.nights).toEqual([
      { night: day(-1), rate: BASE, source: 'base' },
      { night: day(0), rate: 11_700_000, source: 'season' },
      { night: day(1), rate: 11_700_000, source: 'season' },
    ]);
    expect(priced.stay).toMatchObject({ total: BASE + 2 * 11_700_000, minStayNights: 2, belowMinimum: false });
    expect((await searchTotal(day(10), day(13)))?.total).toBe(3 * 11_700_000);

    await master().put(`/api/pricing/seasons/${created.id}`, season({ ratePercent: 200 })).expect(200);
    // Saving it again unchanged is no change: nothing logged (the log below has one edit).
    await master().put(`/api/pricing/seasons/${created.id}`, season({ ratePercent: 200 })).expect(200);
    expect((await quote(day(10), day(13))).stay?.total).toBe(3 * 15_600_000);
    expect((await searchTotal(day(10), day(13)))?.total).toBe(3 * 15_600_000);
    const booked = (await book(day(10), day(13))).body as DirectBookingResponse;
    expect(booked.booking.amount).toBe(3 * 15_600_000);

    // A single-date override wins over the season, for that villa only.
    await master().put('/api/pricing/overrides', { villaSlug: VILLA, night: day(20), rate: 5_000_000 }).expect(200);
    expect((await quote(day(19), day(22))).stay?.total).toBe(15_600_000 + 5_000_000 + 15_600_000);
    expect(((await book(day(19), day(22))).body as DirectBookingResponse).booking.amount).toBe(15_600_000 + 5_000_000 + 15_600_000);
    const other = (await api.request().get(`/api/villas/jungle-honeymoon-1/quote?checkIn=${day(20)}&checkOut=${day(21)}`).expect(200)).body as StayQuoteResponse;
    expect(other.stay?.nights[0]?.source).toBe('season');

    const listed = await pricing();
    expect(listed.activity.slice(0, 3).map((entry) => entry.action)).toEqual(['override.set', 'season.edited', 'season.added']);
    expect(listed.overrides).toContainEqual(expect.objectContaining({ villaSlug: VILLA, night: day(20), rate: 5_000_000 }));
  });

  it('refuses a stay shorter than the villa’s or the season’s minimum, before sending and on booking', async () => {
    await master().put(`/api/pricing/villas/${VILLA}`, { baseRate: BASE, minStayNights: 3 }).expect(200);
    expect((await quote(day(40), day(42))).stay).toMatchObject({ minStayNights: 3, belowMinimum: true });
    const refused = await request(day(40), day(42)).expect(400);
    expect(refused.body).toMatchObject({
      code: 'pricing.stayTooShort',
      params: { villa: 'Jungle Loft', nights: 3 },
      fields: { checkOut: { code: 'pricing.stayTooShort' } },
      error: 'A stay at Jungle Loft on these dates is at least 3 nights. Choose a longer stay.',
    });
    expect((await book(day(40), day(42))).body.code).toBe('pricing.stayTooShort');

    const [peak] = await ourSeasons();
    await master().put(`/api/pricing/seasons/${peak!.id}`, season({ ratePercent: 200, minStayNights: 5 })).expect(200);
    // A stay that only touches the season keeps its rule.
    expect((await quote(day(-2), day(2))).stay).toMatchObject({ minStayNights: 5, belowMinimum: true });
    expect((await request(day(-2), day(2)).expect(400)).body.params).toEqual({ villa: 'Jungle Loft', nights: 5 });
    const sent = await request(day(-2), day(3)).expect(201);
    expect(sent.body.quotedTotal).toBe(2 * BASE + 3 * 15_600_000);
    // The rate changes before staff confirm it: the booking keeps the price the visitor was quoted.
    await master().put(`/api/pricing/seasons/${peak!.id}`, season({ ratePercent: 180, minStayNights: 5 })).expect(200);
    const confirmed = await master().post(`/api/staff/reservation-requests/${sent.body.id}/booking`).expect(201);
    expect(confirmed.body.booking.amount).toBe(2 * BASE + 3 * 15_600_000);
    await master().put(`/api/pricing/seasons/${peak!.id}`, season({ ratePercent: 200, minStayNights: 5 })).expect(200);
    const stored = await dbOf(api).getConnection().execute(`select count(*)::int as count from bookings where guest_name = ? and check_in = ?`, [`Priced Guest ${tag}`, day(40)]);
    expect(stored[0].count).toBe(0);
  });

  it('refuses overlapping seasons, even sent at once, and bad input, with coded errors that change nothing', async () => {
    const before = await pricing();
    const overlap = await master().post('/api/pricing/seasons', season({ name: `Clash ${tag}`, firstNight: day(30), lastNight: day(35) })).expect(409);
    expect(overlap.body).toMatchObject({ code: 'pricing.seasonOverlap', params: { season: `Peak ${tag}` }, fields: { firstNight: { code: 'pricing.seasonOverlap' } } });

    const cases: [Record<string, unknown>, string][] = [
      [season({ firstNight: day(60), lastNight: day(59) }), 'pricing.seasonDates'],
      [season({ firstNight: day(60), lastNight: day(500) }), 'pricing.seasonDates'],
      [season({ firstNight: '2031-02-30', lastNight: day(70) }), 'validation.realDateText'],
      [season({ firstNight: day(60), lastNight: day(70), ratePercent: -10 }), 'pricing.seasonPercent'],
      [season({ firstNight: day(60), lastNight: day(70), minStayNights: 1 }), 'pricing.minimumStay'],
      [season({ firstNight: day(60), lastNight: day(70), name: '  ' }), 'validation.required'],
    ];
    for (const [body, code] of cases) expect((await master().post('/api/pricing/seasons', body).expect(400)).body.code, JSON.stringify(body)).toBe(code);
    expect((await master().put(`/api/pricing/villas/${VILLA}`, { baseRate: -5, minStayNights: 2 }).expect(400)).body).toMatchObject({ code: 'pricing.rate', fields: { baseRate: { code: 'pricing.rate' } } });
    expect((await master().put(`/api/pricing/villas/${VILLA}`, { baseRate: 1.5, minStayNights: 2 }).expect(400)).body.code).toBe('pricing.rate');
    expect((await master().put('/api/pricing/overrides', { villaSlug: VILLA, night: day(61), rate: 0 }).expect(400)).body.code).toBe('pricing.rate');
    expect((await master().put('/api/pricing/overrides', { villaSlug: 'no-such-villa', night: day(61), rate: 1_000_000 }).expect(404)).body.code).toBe('booking.villaNotFound');
    expect((await master().put('/api/pricing/villas/no-such-villa', { baseRate: 1_000_000, minStayNights: 2 }).expect(404)).body.code).toBe('booking.villaNotFound');
    await master().delete('/api/pricing/seasons/not-an-id').expect(404);

    // Two masters' windows sending overlapping seasons at once: the panel's lock lets one in.
    const raced = await Promise.all(
      [0, 1, 2].map((index) => master().post('/api/pricing/seasons', season({ name: `Race ${index} ${tag}`, firstNight: day(80 + index), lastNight: day(90) }))),
    );
    expect(raced.map((response) => response.status).sort()).toEqual([201, 409, 409]);
    const after = await pricing();
    expect(after.seasons.filter((row) => !row.name.startsWith('Race'))).toEqual(before.seasons);
    expect(after.villas).toEqual(before.villas);
    expect(after.overrides).toEqual(before.overrides);
  });

  it('refuses every role but master, and signed-out callers', async () => {
    for (const role of ['investor', 'manager', 'staff'] as const) {
      const refused = await as(api, cookies[role]).put(`/api/pricing/villas/${VILLA}`, { baseRate: 1_000_000, minStayNights: 2 }).expect(403);
      expect(refused.body.code).toBe('auth.roleCannot');
      await as(api, cookies[role]).get('/api/pricing').expect(403);
      await as(api, cookies[role]).post('/api/pricing/seasons', season({ firstNight: day(200), lastNight: day(210) })).expect(403);
      await as(api, cookies[role]).post('/api/pricing/undo').expect(403);
    }
    await api.request().get('/api/pricing').expect(401);
    expect((await pricing()).villas.find((villa) => villa.slug === VILLA)).toMatchObject({ baseRate: BASE, minStayNights: 3 });
  });

  it('undoes a base rate change, and the public quote is back at once', async () => {
    await master().put(`/api/pricing/villas/${VILLA}`, { baseRate: 9_000_000, minStayNights: 3 }).expect(200);
    expect((await quote(day(100), day(103))).stay?.total).toBe(3 * 9_000_000);
    expect((await pricing()).undoNext).toEqual({ action: 'rate.changed', details: { villa: 'Jungle Loft', baseRate: 9_000_000, minStay: 3 } });
    const undone = await master().post('/api/pricing/undo').expect(200);
    expect(undone.body.reverted.action).toBe('rate.changed');
    expect((await quote(day(100), day(103))).stay?.total).toBe(3 * BASE);

    // Removing the season and undoing it puts it back, with its id.
    const [peak] = await ourSeasons();
    await master().delete(`/api/pricing/seasons/${peak!.id}`).expect(204);
    expect((await quote(day(10), day(11))).stay?.nights[0]?.source).toBe('base');
    await master().post('/api/pricing/undo').expect(200);
    expect((await ourSeasons()).find((row) => row.id === peak!.id)).toEqual(peak);
    expect((await quote(day(10), day(11))).stay?.nights[0]).toEqual({ night: day(10), rate: 15_600_000, source: 'season' });
  });
});
