import { describe, expect, it } from 'vitest';
import { notificationMail, reservationConfirmationMail } from './guest-mail.tsx';

const SITE = 'https://prana.example';

describe('guest mail', () => {
  it('writes a notification in Indonesian, its plain text made from the same HTML', async () => {
    const mail = await notificationMail({ kind: 'request-confirmed', title: { kind: 'wellness', serviceId: 'balinese-massage' } }, 'Made', 'id', SITE);
    expect(mail.subject).toBe('Pijat Bali: dikonfirmasi');
    expect(mail.text).toBe('Halo Made,\n\nPijat Bali: dikonfirmasi\n\nBuka pendamping Prana Anda https://prana.example/app/notifications\n\nConcierge Prana, Ubud\nhttps://prana.example');
    expect(mail.html).toMatch(/<html[^>]* lang="id"/);
  });

  it('writes the stay’s dates in words and a name as text, never as HTML', async () => {
    const mail = await reservationConfirmationMail({ reference: 'PRR-AB23CD', fullName: 'Ayu <Lestari>', villaName: 'Jungle Loft', checkIn: '2027-03-01', checkOut: '2027-03-05' }, 'en', SITE);
    expect(mail.subject).toBe('Your reservation request PRR-AB23CD');
    expect(mail.text).toContain('Dear Ayu <Lestari>,');
    expect(mail.text).toContain('at Jungle Loft from Monday, 1 March 2027 to Friday, 5 March 2027.');
    expect(mail.html).toContain('Dear Ayu &lt;Lestari&gt;,');
    expect(mail.html).not.toContain('<Lestari>');
  });
});
