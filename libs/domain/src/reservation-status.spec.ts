import { describe, expect, it } from 'vitest';
import { canMoveReservation, isOpenReservationStatus, nextReservationStatuses } from './reservation-status.ts';

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
});
