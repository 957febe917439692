import { describe, expect, it } from 'vitest';
import { blockLabel, syncDirectionLabel } from './availability-blocks.ts';

describe('blockLabel', () => {
  it('names the known sources', () => {
    expect(blockLabel('manual')).toBe('Manual Hold');
    expect(blockLabel('system')).toBe('System Hold');
    expect(blockLabel('direct')).toBe('Direct Booking');
    expect(blockLabel('airbnb')).toBe('Airbnb Reservation');
  });

  it('calls anything else an Airbnb reservation', () => {
    expect(blockLabel('vrbo')).toBe('Airbnb Reservation');
    expect(blockLabel(undefined)).toBe('Airbnb Reservation');
  });

  it('has Indonesian labels', () => {
    expect(blockLabel('direct', 'id')).toBe('Pemesanan Langsung');
  });
});

describe('syncDirectionLabel', () => {
  it('shows pull_airbnb as Pull and the rest as Push', () => {
    expect(syncDirectionLabel('pull_airbnb')).toBe('Pull');
    expect(syncDirectionLabel('push_ical')).toBe('Push');
  });
});
