import type { Texts } from './texts.ts';

/** The guest namespace: English, then Bahasa Indonesia with the same keys. */
export const guestEn = {
  shell: {
    title: 'Guest Companion',
    navLabel: 'Guest companion sections',
    booking: 'Booking {{code}}',
  },
};

export const guestId: Texts<typeof guestEn> = {
  shell: {
    title: 'Pendamping Tamu',
    navLabel: 'Bagian pendamping tamu',
    booking: 'Pemesanan {{code}}',
  },
};
