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
  earliestServiceStart,
  SERVICE_LEAD_MINUTES,
  serviceDateProblem,
  serviceStartTimes,
  startsInTime,
  startTimesInTime,
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
    expect(serviceStartTimes(hours, 60)).toEqual(['06:00', '06:15', '06:30', '06:45', '07:00']);
    expect(serviceStartTimes({ opens: '10:00', closes: '21:00' }, 45).at(-1)).toBe('20:15');
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

describe('a dated service starts at least its lead time after now (Bali)', () => {
  // 22:10 in Bali (UTC+8) on 24 November: the evening the companion accepted an 18:00 massage.
  const evening = new Date('2026-11-24T14:10:00Z');
  const today = '2026-11-24';

  it('refuses today at 18:00 or 08:00 at 22:10, and any time of a passed day', () => {
    expect(startsInTime('wellness', today, '18:00', evening)).toBe(false);
    expect(startsInTime('housekeeping', today, '08:00', evening)).toBe(false);
    expect(startsInTime('wellness', '2026-11-23', '23:00', evening)).toBe(false);
    expect(earliestServiceStart('wellness', '2026-11-23', evening)).toBeNull();
  });

  it('allows any time of a later day', () => {
    expect(earliestServiceStart('wellness', '2026-11-25', evening)).toBe('00:00');
    expect(startsInTime('wellness', '2026-11-25', '06:00', evening)).toBe(true);
    expect(startsInTime('housekeeping', '2026-11-25', '00:00', evening)).toBe(true);
  });

  it('takes each category’s lead time, both edges: exactly the lead is in time, a minute less is not', () => {
    const morning = new Date('2026-11-24T01:00:00Z'); // 09:00 in Bali
    for (const [category, lead] of Object.entries(SERVICE_LEAD_MINUTES) as [keyof typeof SERVICE_LEAD_MINUTES, number][]) {
      const edge = `${String(9 + Math.floor(lead / 60)).padStart(2, '0')}:${String(lead % 60).padStart(2, '0')}`;
      expect(earliestServiceStart(category, today, morning)).toBe(edge);
      expect(startsInTime(category, today, edge, morning)).toBe(true);
    }
    expect(startsInTime('wellness', today, '09:59', morning)).toBe(false);
    expect(startsInTime('dining', today, '09:44', morning)).toBe(false);
    expect(startsInTime('housekeeping', today, '09:29', morning)).toBe(false);
    expect(startsInTime('transport', today, '09:59', morning)).toBe(false);
  });

  it('rounds a moment within a minute up: 09:00:30 plus an hour is 10:01', () => {
    const moment = new Date('2026-11-24T01:00:30Z');
    expect(earliestServiceStart('wellness', today, moment)).toBe('10:01');
    expect(startsInTime('wellness', today, '10:00', moment)).toBe(false);
  });

  it('leaves nothing today once the lead time reaches past midnight, and carries it into the next day', () => {
    expect(earliestServiceStart('wellness', today, evening)).toBe('23:10');
    const late = new Date('2026-11-24T15:30:00Z'); // 23:30
    expect(earliestServiceStart('wellness', today, late)).toBeNull();
    expect(earliestServiceStart('wellness', '2026-11-25', late)).toBe('00:30');
    expect(startsInTime('wellness', '2026-11-25', '00:29', late)).toBe(false);
    expect(startsInTime('wellness', '2026-11-25', '00:30', late)).toBe(true);
    expect(earliestServiceStart('wellness', '2026-11-26', late)).toBe('00:00');
    expect(earliestServiceStart('housekeeping', today, new Date('2026-11-24T15:29:00Z'))).toBe('23:59');
    expect(startTimesInTime('wellness', today, serviceStartTimes({ opens: '09:00', closes: '22:00' }, 60), evening)).toEqual([]);
  });

  it('offers the listed times still in time, in their order', () => {
    const afternoon = new Date('2026-11-24T08:20:00Z'); // 16:20 in Bali
    expect(startTimesInTime('housekeeping', today, ['08:00', '15:30', '16:50', '18:00', '20:30'], afternoon)).toEqual(['16:50', '18:00', '20:30']);
    expect(startTimesInTime('wellness', today, serviceStartTimes({ opens: '10:00', closes: '20:00' }, 75), afternoon)).toEqual(['17:30', '17:45', '18:00', '18:15', '18:30', '18:45']);
  });

  it('offers a time exactly when it is at least the lead time away, at any moment of the day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 60 * 60 - 1 }), fc.constantFrom(...(Object.keys(SERVICE_LEAD_MINUTES) as (keyof typeof SERVICE_LEAD_MINUTES)[])), (second, category) => {
        const now = new Date(Date.UTC(2026, 10, 23, 16, 0, 0) + second * 1000); // 24 November, 00:00 Bali, plus `second`
        const times = Array.from({ length: 96 }, (_, index) => `${String(Math.floor(index / 4)).padStart(2, '0')}:${String((index % 4) * 15).padStart(2, '0')}`);
        for (const [day, dayOffset] of [[today, 0], ['2026-11-25', 1]] as const) {
          const offered = startTimesInTime(category, day, times, now);
          for (const time of times) {
            const [hours, minutes] = time.split(':').map(Number);
            const secondsAway = dayOffset * 86_400 + hours! * 3600 + minutes! * 60 - second;
            expect(offered.includes(time)).toBe(secondsAway >= SERVICE_LEAD_MINUTES[category] * 60);
          }
        }
      }),
    );
  });
});
