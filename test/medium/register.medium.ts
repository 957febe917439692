import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckInsRepository, type CheckInPersonRow } from '../../apps/api/src/check-in/check-ins.repository.ts';
import { RegisterRepository } from '../../apps/api/src/check-in/register.repository.ts';
import type { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import type { StaffUser } from '../../apps/api/src/auth/staff-user.entity.ts';
import { medium, type Medium } from './medium.ts';
import { newBooking, newStaff, newVilla, removeStaff, removeVilla } from './factories.ts';

describe('RegisterRepository on the database (medium)', () => {
  let tier: Medium;
  let checkIns: CheckInsRepository;
  let register: RegisterRepository;
  let villa: Villa;
  let staff: StaffUser;

  const person = (position: number, fullName: string, nationality: string): CheckInPersonRow => ({
    position,
    ageGroup: 'adult',
    fullName,
    sex: 'M',
    birthDate: '1985-09-02',
    nationality,
    documentType: nationality === 'IDN' ? 'ktp' : 'passport',
    documentNumber: nationality === 'IDN' ? '3174056104880003' : `C01X00T4${position}`,
    issuingCountry: nationality,
    documentExpiry: nationality === 'IDN' ? null : '2031-01-01',
    levy: { status: 'unknown', voucher: null, reason: null },
  });
  const fields = { arrivalTime: null, flight: null, phone: '+62 812 555 0101', signature: Buffer.from([0x89, 0x50, 0x4e, 0x47]), signedAt: new Date('2026-12-01T02:00:00Z') };

  beforeAll(async () => {
    tier = await medium({ providers: [CheckInsRepository, RegisterRepository] });
    checkIns = tier.get(CheckInsRepository);
    register = tier.get(RegisterRepository);
    villa = await newVilla(tier.em());
    staff = await newStaff(tier.em());
  });
  afterAll(async () => {
    await removeVilla(tier.em(), villa.slug);
    await removeStaff(tier.em(), [staff.id]);
    await tier.close();
  });

  it('lists the stays a day touches with the villa and whether they checked in online, and each person with who acted', async () => {
    const booking = await newBooking(tier.em(), villa, { fromToday: 40, nights: 3 });
    const other = await newBooking(tier.em(), villa, { fromToday: 50, nights: 2 });
    expect((await register.staysOn(booking.checkIn)).filter((stay) => stay.villaName === villa.name)).toEqual([
      expect.objectContaining({ bookingId: booking.id, bookingCode: booking.code, checkIn: booking.checkIn, checkOut: booking.checkOut, checkedInOnline: false }),
    ]);
    expect((await register.staysOn(booking.checkOut)).map((stay) => stay.bookingId)).toContain(booking.id);
    expect((await register.staysOf([other.id])).map((stay) => stay.bookingId)).toEqual([other.id]);

    await checkIns.save(booking.id, fields, [person(0, 'Thomas Becker', 'D'), person(1, 'Dewi Santoso', 'IDN')], new Date());
    await checkIns.verify(booking.id, 0, staff.id, new Date('2026-12-01T07:00:00Z'));
    expect((await register.staysOf([booking.id]))[0]!.checkedInOnline).toBe(true);
    const persons = await register.persons([booking.id]);
    expect(persons.map((row) => [row.position, row.fullName, row.verifiedBy, row.reportNumber, row.levyStatus])).toEqual([
      [0, 'Thomas Becker', staff.name, null, 'unknown'],
      [1, 'Dewi Santoso', null, null, 'unknown'],
    ]);
  });

  it('reports once and the check-out only after it; raises an overdue report once, only for an unreported foreign guest past the hours', async () => {
    const booking = await newBooking(tier.em(), villa, { fromToday: 60 });
    await checkIns.save(booking.id, fields, [person(0, 'Thomas Becker', 'D'), person(1, 'Dewi Santoso', 'IDN')], new Date());
    const arrived = new Date('2026-12-01T07:00:00Z');
    await checkIns.verify(booking.id, 0, staff.id, arrived);
    await checkIns.verify(booking.id, 1, staff.id, arrived);

    expect(await register.markOverdue(booking.id, 0, 24, new Date('2026-12-02T06:59:00Z'))).toBe(false);
    expect(await register.markOverdue(booking.id, 1, 24, new Date('2026-12-03T07:00:00Z'))).toBe(false);
    expect(await register.markOverdue(booking.id, 0, 24, new Date('2026-12-02T07:00:00Z'))).toBe(true);
    expect(await register.markOverdue(booking.id, 0, 24, new Date('2026-12-02T08:00:00Z'))).toBe(false);
    expect((await register.overdueStays()).map((stay) => stay.bookingId)).toContain(booking.id);

    expect(await register.reportCheckout(booking.id, 0, staff.id, new Date())).toBe(false);
    expect(await register.report(booking.id, 0, 'APOA-1', staff.id, new Date('2026-12-02T09:00:00Z'))).toBe(true);
    expect(await register.report(booking.id, 0, 'APOA-2', staff.id, new Date())).toBe(false);
    expect(await register.reportCheckout(booking.id, 0, staff.id, new Date('2026-12-04T03:00:00Z'))).toBe(true);
    expect(await register.reportCheckout(booking.id, 0, staff.id, new Date())).toBe(false);
    expect((await register.overdueStays()).map((stay) => stay.bookingId)).not.toContain(booking.id);

    await register.setLevy(booking.id, 0, { status: 'exempt', voucher: null, reason: 'KITAS holder' });
    const [reported] = await register.persons([booking.id]);
    expect(reported).toMatchObject({
      reportNumber: 'APOA-1',
      reportedAt: new Date('2026-12-02T09:00:00Z'),
      reportedBy: staff.name,
      reportOverdueAt: new Date('2026-12-02T07:00:00Z'),
      checkoutReportedAt: new Date('2026-12-04T03:00:00Z'),
      checkoutReportedBy: staff.name,
      levyStatus: 'exempt',
      levyExemptReason: 'KITAS holder',
    });
  });
});
