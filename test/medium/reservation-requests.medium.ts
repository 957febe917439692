import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { addDays, todayInBali } from '@prana/domain';
import type { CreateReservationRequest } from '@prana/contracts';
import { ReservationsModule } from '../../apps/api/src/reservations/reservations.module.ts';
import { ReservationRequestsRepository } from '../../apps/api/src/reservations/reservation-requests.repository.ts';
import { ReservationsService } from '../../apps/api/src/reservations/reservations.service.ts';
import { ReservationRequest, newReservationReference } from '../../apps/api/src/reservations/reservation-request.entity.ts';
import { Booking } from '../../apps/api/src/bookings/booking.entity.ts';
import type { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import { medium, type Medium } from './medium.ts';
import { newBlock, newVilla, removeVilla } from './factories.ts';
import { newReservationRequest } from './core-factories.ts';

describe('Reservation requests on the database (medium)', () => {
  let tier: Medium;
  let requests: ReservationRequestsRepository;
  let service: ReservationsService;
  let villa: Villa;
  const day = (offset: number) => addDays(todayInBali(new Date()), offset);
  const stored = (id: string) => tier.em().findOneOrFail(ReservationRequest, { id }, { populate: ['booking'] });

  beforeAll(async () => {
    tier = await medium({ imports: [ReservationsModule] });
    requests = tier.get(ReservationRequestsRepository);
    service = tier.get(ReservationsService);
    villa = await newVilla(tier.em(), { maxGuests: 4 });
  });
  afterAll(async () => {
    await removeVilla(tier.em(), villa.slug);
    await tier.close();
  });
  beforeEach(() => tier.events.clear());

  it('stores a new request as sent, and reads it back with its villa and no booking', async () => {
    const id = randomUUID();
    const createdAt = new Date('2026-11-20T08:00:00.123Z');
    await requests.insert({
      id,
      reference: newReservationReference(),
      villaSlug: villa.slug,
      checkIn: day(30),
      checkOut: day(33),
      adults: 2,
      children: 1,
      infants: 1,
      fullName: 'Made Wirawan',
      email: 'made@example.com',
      phone: '+62 812 0000',
      notes: 'Late arrival',
      language: 'id',
      quotedTotal: 6_600_000,
      createdAt,
    });
    const row = await requests.lock(id);
    expect(row).toMatchObject({
      id,
      villaSlug: villa.slug,
      villaName: villa.name,
      checkIn: day(30),
      checkOut: day(33),
      adults: 2,
      children: 1,
      infants: 1,
      fullName: 'Made Wirawan',
      email: 'made@example.com',
      phone: '+62 812 0000',
      notes: 'Late arrival',
      status: 'new',
      quotedTotal: 6_600_000,
      createdAt,
      bookingCode: null,
    });
    expect((await stored(id)).language).toBe('id');
    expect(await requests.lock(randomUUID())).toBeUndefined();
  });

  it('lists newest first, of one status or all, up to the limit', async () => {
    const older = await newReservationRequest(tier.em(), villa, { createdAt: new Date(Date.now() + 60_000), status: 'contacted' });
    const newer = await newReservationRequest(tier.em(), villa, { createdAt: new Date(Date.now() + 120_000) });
    expect((await requests.list(undefined, 2)).map((row) => row.id)).toEqual([newer.id, older.id]);
    expect((await requests.list('contacted', 1)).map((row) => row.id)).toEqual([older.id]);
    expect((await requests.list('new', 50)).every((row) => row.status === 'new')).toBe(true);
  });

  it('reads the requests of the statuses asked', async () => {
    const closed = await newReservationRequest(tier.em(), villa, { status: 'closed' });
    const open = await newReservationRequest(tier.em(), villa, { status: 'contacted' });
    const ids = (await requests.withStatus(['new', 'contacted'])).map((row) => row.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(closed.id);
  });

  it('sets a status, and confirms a request as a booking whose code it then reads', async () => {
    const request = await newReservationRequest(tier.em(), villa);
    await requests.setStatus(request.id, 'contacted');
    expect((await stored(request.id)).status).toBe('contacted');
    const confirmed = await service.confirmAsBooking(request.id, 'medium');
    expect(await requests.lock(request.id)).toMatchObject({ status: 'confirmed', bookingCode: confirmed.bookingCode });
    expect((await stored(request.id)).booking?.id).toBe(confirmed.booking.id);
  });

  it('stores a visitor’s request and tells each role what it may see of it', async () => {
    const body: CreateReservationRequest = {
      villaId: villa.slug,
      checkIn: day(100),
      checkOut: day(103),
      adults: 2,
      children: 0,
      infants: 0,
      fullName: 'Komang Sari',
      email: 'komang@example.com',
      phone: '+62 811 1111',
      notes: null,
      language: 'en',
    };
    // The recorder keeps toStaffWith; a role's own copy goes through toStaff.
    const sent: { event: string; role: string | undefined; item: { id: string; email: string | null } }[] = [];
    const toStaff = vi.spyOn(tier.events, 'toStaff').mockImplementation((event, payload, role) => {
      sent.push({ event, role, item: (payload as { item: { id: string; email: string | null } }).item });
    });
    const created = await service.create(body, `medium-${randomUUID()}`);
    toStaff.mockRestore();
    expect(created).toMatchObject({ villaId: villa.slug, villaName: villa.name, status: 'new', fullName: 'Komang Sari', email: 'komang@example.com' });
    expect(created.reference).toMatch(/^PRR-[A-Z2-9]{6}$/);
    expect(await stored(created.id)).toMatchObject({ reference: created.reference, checkIn: day(100), status: 'new' });
    expect(sent.length).toBeGreaterThan(1);
    expect(sent.every(({ event, item }) => event === 'reservation.created' && item.id === created.id)).toBe(true);
    expect(sent.find(({ role }) => role === 'master')?.item.email).toBe('komang@example.com');
    expect(sent.find(({ role }) => role === 'investor')?.item.email).toBeNull();
  });

  it('refuses a request over nights an active block covers, an inactive villa and a party too large', async () => {
    await newBlock(tier.em(), villa, { startsAt: day(110), endsAt: day(112) });
    const body = { villaId: villa.slug, checkIn: day(111), checkOut: day(113), adults: 2, children: 0, infants: 0, fullName: 'A B', email: 'a@example.com', phone: null, notes: null, language: 'en' } as const;
    await expect(service.create(body, `medium-${randomUUID()}`)).rejects.toMatchObject({ coded: { code: 'reservation.overlap' } });
    await expect(service.create({ ...body, checkIn: day(112), checkOut: day(114), adults: 5 }, `medium-${randomUUID()}`)).rejects.toMatchObject({ coded: { code: 'reservation.villaHosts' } });
    await expect(service.create({ ...body, villaId: 'no-such-villa' }, `medium-${randomUUID()}`)).rejects.toMatchObject({ coded: { code: 'reservation.villaNotFound' } });
  });

  it('moves a request forward only, and the same status again changes nothing', async () => {
    const request = await newReservationRequest(tier.em(), villa);
    expect(await service.changeStatus(request.id, 'contacted', 'medium')).toMatchObject({ changed: true, item: { id: request.id, status: 'contacted', villaName: villa.name } });
    expect(tier.events.of('reservation.updated')).toHaveLength(1);
    expect(await service.changeStatus(request.id, 'contacted', 'medium')).toMatchObject({ changed: false });
    expect(await service.changeStatus(request.id, 'closed', 'medium')).toMatchObject({ changed: true, item: { status: 'closed' } });
    await expect(service.changeStatus(request.id, 'contacted', 'medium')).rejects.toMatchObject({ coded: { code: 'reservation.backwards' } });
    expect((await stored(request.id)).status).toBe('closed');
    await expect(service.changeStatus(randomUUID(), 'closed', 'medium')).rejects.toMatchObject({ coded: { code: 'reservation.notFound' } });
    expect(tier.events.of('reservation.updated').map((entry) => entry.payload.item.status)).toEqual(['contacted', 'closed']);
  });

  it('makes one booking of a request confirmed by several staff at once: the request’s row lock', async () => {
    const request = await newReservationRequest(tier.em(), villa, { fromToday: 120 });
    const results = await Promise.allSettled(Array.from({ length: 4 }, () => service.confirmAsBooking(request.id, 'medium')));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((result) => result.status === 'rejected')) {
      expect(result.reason).toMatchObject({ coded: { code: 'calendar.notConfirmable' } });
    }
    expect(await tier.em().count(Booking, { villa: { slug: villa.slug }, checkIn: day(120) })).toBe(1);
  });

  it('leaves the request as it was when its nights are taken', async () => {
    const request = await newReservationRequest(tier.em(), villa, { fromToday: 130 });
    await newBlock(tier.em(), villa, { startsAt: day(131), endsAt: day(132) });
    await expect(service.confirmAsBooking(request.id, 'medium')).rejects.toMatchObject({ coded: { code: 'calendar.blocked' } });
    expect(await stored(request.id)).toMatchObject({ status: 'new', booking: null });
  });
});
