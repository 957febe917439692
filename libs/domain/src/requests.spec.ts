import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baliClock } from './bali-time.ts';
import {
  allowedStatuses,
  bookableServiceDays,
  fitsServiceHours,
  hasDeparted,
  isOpenForGuest,
  latestStart,
  serviceDateProblem,
  startWithinHours,
  INITIAL_REQUEST_STATUS,
  isAllowedTransition,
  isRequestCategory,
  isRequestStatus,
  notesOrFallback,
  REQUEST_CATEGORIES,
  REQUEST_STATUSES,
  toggleStatus,
} from './requests.ts';

describe('request status toggles', () => {
  it('start pending', () => {
    expect(INITIAL_REQUEST_STATUS).toBe('pending');
  });

  it('follow the per-category pairs', () => {
    expect(toggleStatus('wellness', 'pending')).toBe('scheduled');
    expect(toggleStatus('wellness', 'scheduled')).toBe('pending');
    expect(toggleStatus('transport', 'pending')).toBe('confirmed');
    expect(toggleStatus('housekeeping', 'pending')).toBe('acknowledged');
    expect(toggleStatus('concierge', 'acknowledged')).toBe('pending');
    expect(toggleStatus('dining', 'pending')).toBe('confirmed');
  });

  it('send a status the category does not use back to pending', () => {
    expect(toggleStatus('wellness', 'confirmed')).toBe('pending');
  });

  it('list the allowed statuses, pending first', () => {
    expect(allowedStatuses('transport')).toEqual(['pending', 'confirmed']);
  });

  it('allow only moves within the pair', () => {
    expect(isAllowedTransition('wellness', 'pending', 'scheduled')).toBe(true);
    expect(isAllowedTransition('wellness', 'pending', 'confirmed')).toBe(false);
    expect(isAllowedTransition('wellness', 'pending', 'pending')).toBe(false);
  });

  it('toggle twice back to the start and always make an allowed move', () => {
    fc.assert(
      fc.property(fc.constantFrom(...REQUEST_CATEGORIES), fc.boolean(), (category, fromPending) => {
        const from = allowedStatuses(category)[fromPending ? 0 : 1];
        const to = toggleStatus(category, from);
        return toggleStatus(category, to) === from && isAllowedTransition(category, from, to);
      }),
    );
  });

  it('guard categories and statuses', () => {
    expect(REQUEST_STATUSES.every(isRequestStatus)).toBe(true);
    expect(isRequestStatus('done')).toBe(false);
    expect(isRequestCategory('spa')).toBe(false);
  });
});

describe('notesOrFallback', () => {
  it('trims notes and falls back when blank', () => {
    expect(notesOrFallback('  extra pillows  ', 'No special notes.')).toBe('extra pillows');
    expect(notesOrFallback('   ', 'No special notes.')).toBe('No special notes.');
    expect(notesOrFallback(undefined, 'No extra notes.')).toBe('No extra notes.');
    expect(notesOrFallback(null, 'No additional notes.')).toBe('No additional notes.');
  });
});

describe('what the guest may still change', () => {
  it('cancels or rewrites only a request staff have not answered; nobody moves a cancelled one', () => {
    expect(REQUEST_STATUSES.filter(isOpenForGuest)).toEqual(['pending']);
    for (const category of REQUEST_CATEGORIES) {
      for (const status of REQUEST_STATUSES) {
        expect(isAllowedTransition(category, 'cancelled', status)).toBe(false);
        expect(isAllowedTransition(category, status, 'cancelled')).toBe(false);
      }
    }
  });
});

describe('service days and hours', () => {
  const stay = { checkIn: '2026-11-24', checkOut: '2026-11-28' };

  it('books a day from arrival to departure that has not passed', () => {
    expect(serviceDateProblem('2026-11-24', stay, '2026-11-24')).toBeNull();
    expect(serviceDateProblem('2026-11-28', stay, '2026-11-24')).toBeNull();
    expect(serviceDateProblem('2026-11-23', stay, '2026-11-20')).toBe('request.serviceDateOutsideStay');
    expect(serviceDateProblem('2026-11-29', stay, '2026-11-24')).toBe('request.serviceDateOutsideStay');
    expect(serviceDateProblem('2026-11-25', stay, '2026-11-26')).toBe('request.serviceDatePast');
    expect(bookableServiceDays(stay, '2026-11-20')).toEqual({ first: '2026-11-24', last: '2026-11-28' });
    expect(bookableServiceDays(stay, '2026-11-26')).toEqual({ first: '2026-11-26', last: '2026-11-28' });
    expect(bookableServiceDays(stay, '2026-11-29')).toBeNull();
  });

  it('fits a ritual inside its hours: from opening, over by closing', () => {
    const hours = { opens: '06:00', closes: '08:00' };
    expect(fitsServiceHours('06:00', hours, 60)).toBe(true);
    expect(fitsServiceHours('07:00', hours, 60)).toBe(true);
    expect(fitsServiceHours('07:01', hours, 60)).toBe(false);
    expect(fitsServiceHours('05:59', hours, 60)).toBe(false);
    expect(latestStart(hours, 60)).toBe('07:00');
    expect(startWithinHours('18:00', hours, 60)).toBe('07:00');
    expect(startWithinHours('18:00', { opens: '09:00', closes: '22:00' }, 60)).toBe('18:00');
    expect(startWithinHours('03:00', { opens: '09:00', closes: '22:00' }, 60)).toBe('09:00');
  });

  it('closes a departure once its time has come in Bali, on its own day only', () => {
    expect(hasDeparted('2026-11-24', '14:00', '2026-11-24', '14:00')).toBe(true);
    expect(hasDeparted('2026-11-24', '14:00', '2026-11-24', '13:59')).toBe(false);
    expect(hasDeparted('2026-11-25', '08:00', '2026-11-24', '23:00')).toBe(false);
    expect(hasDeparted('2026-11-23', '23:00', '2026-11-24', '00:10')).toBe(true);
    // 22:30 UTC is 06:30 the next day in Bali.
    expect(baliClock(new Date('2026-11-24T22:30:00Z'))).toBe('06:30');
  });
});
