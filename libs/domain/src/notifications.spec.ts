import { describe, expect, it } from 'vitest';
import {
  nothingOutstandingNotification,
  paymentNotification,
  requestCreatedNotification,
  statusChangeNotification,
} from './notifications.ts';

describe('request notifications', () => {
  it('confirm a new request', () => {
    expect(requestCreatedNotification('Sunrise yoga')).toEqual({ type: 'confirmation', message: 'Sunrise yoga request received' });
    expect(requestCreatedNotification('Sunrise yoga', 'id').message).toBe('Sunrise yoga: permintaan diterima');
  });

  it('say confirmed for confirmed or acknowledged', () => {
    expect(statusChangeNotification('Airport transfer', 'pending', 'confirmed')).toEqual({
      type: 'reminder',
      message: 'Airport transfer confirmed',
    });
    expect(statusChangeNotification('Towels', 'pending', 'acknowledged')?.message).toBe('Towels confirmed');
  });

  it('say updated for other changes', () => {
    expect(statusChangeNotification('Sunrise yoga', 'pending', 'scheduled')?.message).toBe('Sunrise yoga updated');
    expect(statusChangeNotification('Towels', 'acknowledged', 'pending')?.message).toBe('Towels updated');
    expect(statusChangeNotification('Towels', 'acknowledged', 'pending', 'id')?.message).toBe('Towels: diperbarui');
  });

  it('say nothing when the status does not change', () => {
    expect(statusChangeNotification('Towels', 'pending', 'pending')).toBeNull();
  });
});

describe('payment notifications', () => {
  it('confirm a payment with the amount and method', () => {
    expect(paymentNotification(820_000, 'Visa •••• 4242')).toEqual({
      type: 'confirmation',
      message: 'Paid IDR 820.000 via Visa •••• 4242',
    });
    expect(paymentNotification(820_000, 'PayPal', 'id').message).toBe('Dibayar Rp 820.000 melalui PayPal');
  });

  it('remind when nothing is outstanding', () => {
    expect(nothingOutstandingNotification()).toEqual({ type: 'reminder', message: 'No outstanding balance to settle right now.' });
  });
});
