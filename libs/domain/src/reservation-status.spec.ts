import { describe, expect, it } from 'vitest';
import { canConfirmReservation, canMoveReservation, isOpenReservationStatus, nextReservationStatuses } from './reservation-status.ts';

describe('reservation request statuses', () => {
  it('move forward only: new to contacted or closed, contacted to closed, closed nowhere', () => {
    expect(nextReservationStatuses('new')).toEqual(['contacted', 'closed']);
    expect(nextReservationStatuses('contacted')).toEqual(['closed']);
    expect(nextReservationStatuses('closed')).toEqual([]);
    expect(canMoveReservation('new', 'closed')).toBe(true);
    expect(canMoveReservation('contacted', 'closed')).toBe(true);
    expect(canMoveReservation('closed', 'contacted')).toBe(false);
    expect(canMoveReservation('contacted', 'new')).toBe(false);
    expect(canMoveReservation('contacted', 'contacted')).toBe(false);
  });

  it('keep new and contacted requests in the queue, not closed ones', () => {
    expect(isOpenReservationStatus('new')).toBe(true);
    expect(isOpenReservationStatus('contacted')).toBe(true);
    expect(isOpenReservationStatus('closed')).toBe(false);
  });

  it('confirm as a booking only a new or contacted request; a confirmed one stays in the queue until closed', () => {
    expect(canConfirmReservation('new')).toBe(true);
    expect(canConfirmReservation('contacted')).toBe(true);
    expect(canConfirmReservation('confirmed')).toBe(false);
    expect(canConfirmReservation('closed')).toBe(false);
    // Staff never set confirmed by hand (only "Confirm as booking" does), and may close it after.
    expect(nextReservationStatuses('confirmed')).toEqual(['closed']);
    expect(canMoveReservation('new', 'confirmed')).toBe(false);
    expect(isOpenReservationStatus('confirmed')).toBe(true);
  });
});
