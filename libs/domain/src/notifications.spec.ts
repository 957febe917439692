import { describe, expect, it } from 'vitest';
import {
  deliveryChannels,
  nothingOutstandingNotification,
  paymentNotification,
  requestCreatedNotification,
  statusChangeNotification,
} from './notifications.ts';
import type { RequestTitle } from './stored-text.ts';

const yoga: RequestTitle = { kind: 'wellness', serviceId: 'sunrise-yoga' };

describe('request notifications', () => {
  it('confirm a new request, by what it is about', () => {
    expect(requestCreatedNotification(yoga)).toEqual({ type: 'confirmation', message: { kind: 'request-received', title: yoga } });
  });

  it('say confirmed for confirmed or acknowledged', () => {
    expect(statusChangeNotification(yoga, 'pending', 'confirmed')).toEqual({ type: 'reminder', message: { kind: 'request-confirmed', title: yoga } });
    expect(statusChangeNotification(yoga, 'pending', 'acknowledged')?.message.kind).toBe('request-confirmed');
  });

  it('say updated for other changes', () => {
    expect(statusChangeNotification(yoga, 'pending', 'scheduled')?.message.kind).toBe('request-updated');
    expect(statusChangeNotification(yoga, 'acknowledged', 'pending')?.message.kind).toBe('request-updated');
  });

  it('say nothing when the status does not change', () => {
    expect(statusChangeNotification(yoga, 'pending', 'pending')).toBeNull();
  });
});

describe('payment notifications', () => {
  it('confirm a payment with the amount and method', () => {
    expect(paymentNotification(820_000, 'Visa •••• 4242')).toEqual({
      type: 'confirmation',
      message: { kind: 'payment', amount: 820_000, method: 'Visa •••• 4242' },
    });
  });

  it('remind when nothing is outstanding', () => {
    expect(nothingOutstandingNotification()).toEqual({ type: 'reminder', message: { kind: 'nothing-outstanding' } });
  });
});

describe('deliveryChannels', () => {
  it('sends what staff did by push and email, keeps what the guest did in the companion, and Send test on its own channel whatever the toggles', () => {
    expect(deliveryChannels({ kind: 'request-confirmed', title: yoga })).toEqual({ channels: ['push', 'email'], evenWhenOff: false });
    expect(deliveryChannels({ kind: 'request-updated', title: yoga })).toEqual({ channels: ['push', 'email'], evenWhenOff: false });
    expect(deliveryChannels({ kind: 'request-received', title: yoga })).toEqual({ channels: [], evenWhenOff: false });
    expect(deliveryChannels({ kind: 'test', channel: 'push' })).toEqual({ channels: ['push'], evenWhenOff: true });
    expect(deliveryChannels({ kind: 'test', channel: 'email' })).toEqual({ channels: ['email'], evenWhenOff: true });
  });
});
