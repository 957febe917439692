import { describe, expect, it } from 'vitest';
import { blockLabel, isImportedReservation, isImportedStay, isSharedWithOtherChannels, isStayBlock, spansOverlap, syncDirectionLabel } from './availability-blocks.ts';

describe('blockLabel', () => {
  it('names the known sources', () => {
    expect(blockLabel('manual')).toBe('Manual Hold');
    expect(blockLabel('system')).toBe('System Hold');
    expect(blockLabel('direct')).toBe('Direct Booking');
    expect(blockLabel('airbnb')).toBe('Airbnb Reservation');
  });

  it('names the other channels, in both languages', () => {
    expect(blockLabel('booking')).toBe('Booking.com');
    expect(blockLabel('vrbo')).toBe('Vrbo');
    expect(blockLabel('other', 'id')).toBe('Feed lain');
  });

  it('calls anything else an Airbnb reservation', () => {
    expect(blockLabel('tripadvisor')).toBe('Airbnb Reservation');
    expect(blockLabel(undefined)).toBe('Airbnb Reservation');
  });

  it('has Indonesian labels', () => {
    expect(blockLabel('direct', 'id')).toBe('Pemesanan Langsung');
  });
});

describe('syncDirectionLabel', () => {
  it('shows pull_airbnb as Pull and the rest as Push', () => {
    expect(syncDirectionLabel('pull_airbnb')).toBe('Pull');
    expect(syncDirectionLabel('pull')).toBe('Pull');
    expect(syncDirectionLabel('push_ical')).toBe('Push');
  });
});

describe('isImportedReservation', () => {
  it("counts Airbnb's Reserved events as stays", () => {
    expect(isImportedReservation('Reserved')).toBe(true);
    expect(isImportedReservation('Booked: Jane')).toBe(true);
    expect(isImportedReservation(null)).toBe(true);
  });

  it('treats closed dates as holds, not stays', () => {
    expect(isImportedReservation('Airbnb (Not available)')).toBe(false);
    expect(isImportedReservation('CLOSED - Not available')).toBe(false);
    expect(isImportedReservation('Blocked')).toBe(false);
  });
});

describe('isImportedStay', () => {
  it('counts a reservation, and closed dates only once staff entered a payout for them', () => {
    expect(isImportedStay({ summary: 'Reserved', payout: null })).toBe(true);
    expect(isImportedStay({ summary: 'CLOSED - Not available', payout: null })).toBe(false);
    // Booking.com names its stays like closed dates: the payout says it was one.
    expect(isImportedStay({ summary: 'CLOSED - Not available', payout: 4_200_000 })).toBe(true);
    expect(isImportedStay({ summary: 'Airbnb (Not available)', payout: 0 })).toBe(true);
  });
});

describe('isSharedWithOtherChannels', () => {
  it("sends other channels a channel's stays, not the closed dates that may be its echo of Prana's feed", () => {
    expect(isSharedWithOtherChannels('airbnb', 'Reserved')).toBe(true);
    expect(isSharedWithOtherChannels('airbnb', 'Airbnb (Not available)')).toBe(false);
    expect(isSharedWithOtherChannels('vrbo', 'Blocked')).toBe(false);
  });

  it("sends all of Booking.com's events, which never name stays apart", () => {
    expect(isSharedWithOtherChannels('booking', 'CLOSED - Not available')).toBe(true);
  });
});

describe('spansOverlap', () => {
  const stay = { startsAt: '2027-01-10', endsAt: '2027-01-14' };

  it('sees a shared night', () => {
    expect(spansOverlap(stay, { startsAt: '2027-01-13', endsAt: '2027-01-15' })).toBe(true);
    expect(spansOverlap(stay, { startsAt: '2027-01-08', endsAt: '2027-01-20' })).toBe(true);
  });

  it('lets a stay start on the day another checks out', () => {
    expect(spansOverlap(stay, { startsAt: '2027-01-14', endsAt: '2027-01-16' })).toBe(false);
    expect(spansOverlap(stay, { startsAt: '2027-01-08', endsAt: '2027-01-10' })).toBe(false);
  });
});

describe('isStayBlock', () => {
  it('counts direct bookings and imported reservations, never holds or the host’s closed dates', () => {
    expect(isStayBlock({ source: 'direct', summary: null, payout: null })).toBe(true);
    expect(isStayBlock({ source: 'airbnb', summary: 'Reserved', payout: null })).toBe(true);
    expect(isStayBlock({ source: 'manual', summary: null, payout: null })).toBe(false);
    expect(isStayBlock({ source: 'system', summary: null, payout: null })).toBe(false);
    expect(isStayBlock({ source: 'airbnb', summary: 'Airbnb (Not available)', payout: null })).toBe(false);
  });

  it('counts closed dates staff entered a payout for (Booking.com names its stays like closed dates)', () => {
    expect(isStayBlock({ source: 'booking', summary: 'CLOSED - Not available', payout: null })).toBe(false);
    expect(isStayBlock({ source: 'booking', summary: 'CLOSED - Not available', payout: 0 })).toBe(true);
  });
});
