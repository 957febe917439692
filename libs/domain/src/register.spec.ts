import { describe, expect, it } from 'vitest';
import { immigrationReportDue, registerSection } from './register.ts';

describe('the register', () => {
  it('places a stay on a day: arriving on its first, leaving on its last, in residence between, absent otherwise', () => {
    const stay = { checkIn: '2026-12-01', checkOut: '2026-12-04' };
    expect(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'].map((day) => registerSection(stay, day))).toEqual([
      null,
      'arrival',
      'residence',
      'residence',
      'departure',
      null,
    ]);
  });

  it('dues a foreign guest’s report the set hours after their arrival at the door; never an Indonesian’s, nor before arrival', () => {
    const arrived = new Date('2026-12-01T07:00:00Z');
    expect(immigrationReportDue({ nationality: 'D', verifiedAt: arrived }, 24)).toEqual(new Date('2026-12-02T07:00:00Z'));
    expect(immigrationReportDue({ nationality: 'IDN', verifiedAt: arrived }, 24)).toBeNull();
    expect(immigrationReportDue({ nationality: 'D', verifiedAt: null }, 24)).toBeNull();
  });
});
