import { describe, expect, it } from 'vitest';
import type { RequestTitle } from '@prana/domain';
import { renderText } from './stored-text.ts';

const massage: RequestTitle = { kind: 'wellness', serviceId: 'balinese-massage' };

describe('renderText', () => {
  it('keeps the English wording and says the same in Indonesian', () => {
    expect(renderText({ kind: 'request-received', title: { kind: 'text', text: 'Sunrise yoga' } }, 'en')).toBe('Sunrise yoga request received');
    expect(renderText({ kind: 'request-received', title: massage }, 'en')).toBe('Balinese massage request received');
    expect(renderText({ kind: 'request-received', title: massage }, 'id')).toBe('Pijat Bali: permintaan diterima');
    expect(renderText({ kind: 'request-confirmed', title: { kind: 'text', text: 'Towels' } }, 'en')).toBe('Towels confirmed');
    expect(renderText({ kind: 'request-updated', title: { kind: 'text', text: 'Towels' } }, 'id')).toBe('Towels: diperbarui');
  });

  it('names catalogue requests in the reader’s language, and keeps words a person chose', () => {
    expect(renderText({ kind: 'breakfast', time: '08:00', guests: 1 }, 'en')).toBe('Breakfast at 08:00 for 1 guest');
    expect(renderText({ kind: 'breakfast', time: '08:00', guests: 2 }, 'id')).toBe('Sarapan pukul 08:00 untuk 2 tamu');
    expect(renderText({ kind: 'concierge', type: 'celebration' }, 'id')).toBe('Perencanaan perayaan');
    expect(renderText({ kind: 'text', text: 'Late checkout' }, 'id')).toBe('Late checkout');
    expect(renderText({ kind: 'wellness', serviceId: 'retired-ritual' }, 'en')).toBe('retired-ritual');
  });

  it('names a dining order by its meal and what it orders', () => {
    expect(renderText({ kind: 'dining-order', meal: 'breakfast', time: '08:15', guests: 1, itemIds: [] }, 'en')).toBe('Breakfast at 08:15 for 1 guest');
    expect(renderText({ kind: 'dining-order', meal: 'dinner', time: '19:30', guests: 2, itemIds: ['twilight-dinner', 'chef-barbecue'] }, 'en')).toBe(
      'Dinner at 19:30 for 2 guests: Twilight dinner, Chef’s barbecue',
    );
    expect(renderText({ kind: 'dining-order', meal: 'lunch', time: '12:30', guests: 3, itemIds: ['chef-lunch'] }, 'id')).toBe('Makan siang pukul 12:30 untuk 3 tamu: Makan siang pilihan chef');
  });

  it('renders payments, fallbacks and older two-language texts', () => {
    expect(renderText({ kind: 'payment', amount: 820_000, method: 'Visa •••• 4242' }, 'en')).toBe('Paid IDR 820.000 via Visa •••• 4242');
    expect(renderText({ kind: 'payment', amount: 820_000, method: 'PayPal' }, 'id')).toBe('Dibayar Rp 820.000 melalui PayPal');
    expect(renderText({ kind: 'notes-fallback', screen: 'special' }, 'id')).toBe('Tidak ada catatan khusus.');
    expect(renderText({ kind: 'localized', text: { en: 'Welcome', id: 'Selamat datang' } }, 'id')).toBe('Selamat datang');
  });
});

describe('staff alerts', () => {
  it('render staff pushes in the reader’s language', () => {
    expect(renderText({ kind: 'staff-new-request', title: massage, villa: 'Cempaka Treetop' }, 'en')).toBe('New request: Balinese massage (Cempaka Treetop)');
    expect(renderText({ kind: 'staff-late-request', title: massage, villa: 'Cempaka Treetop' }, 'id')).toBe('Terlambat: Pijat Bali (Cempaka Treetop)');
  });
});
