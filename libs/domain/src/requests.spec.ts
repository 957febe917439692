import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedStatuses,
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
