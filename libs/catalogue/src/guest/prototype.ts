import type { Localized } from '../localized.ts';

/** Stay statuses as the prototype labels them. */
export type PrototypeStayStatus = 'upcoming' | 'in-residence' | 'completed';

export const PROTOTYPE_STAY_STATUS_LABELS: Readonly<Record<PrototypeStayStatus, Localized>> = {
  upcoming: { en: 'Upcoming stay', id: 'Masa inap mendatang' },
  'in-residence': { en: 'In residence', id: 'Sedang menginap' },
  completed: { en: 'Completed stay', id: 'Masa inap selesai' },
};

/** The greeting of the prototype dashboard. */
export function prototypeGreeting(lastName: string): Localized {
  return { en: `Welcome back, ${lastName}`, id: `Selamat datang kembali, ${lastName}` };
}

/** A quick action button of the prototype. */
export interface PrototypeQuickAction {
  id: 'book-shuttle' | 'reserve-dining' | 'chat-concierge' | 'pay-outstanding';
  label: Localized;
  description: Localized;
  href: string;
}

export const PROTOTYPE_QUICK_ACTIONS: readonly PrototypeQuickAction[] = [
  {
    id: 'book-shuttle',
    label: { en: 'Book shuttle', id: 'Pesan shuttle' },
    description: { en: 'Next free run at 14:00.', id: 'Perjalanan gratis berikutnya pukul 14:00.' },
    href: '/app/transport',
  },
  {
    id: 'reserve-dining',
    label: { en: 'Reserve dining', id: 'Pesan santapan' },
    description: { en: 'Breakfast, lunch or a twilight dinner.', id: 'Sarapan, makan siang, atau makan malam senja.' },
    href: '/app/dining',
  },
  {
    id: 'chat-concierge',
    label: { en: 'Chat concierge', id: 'Chat concierge' },
    description: { en: 'Replies within 15 minutes.', id: 'Dibalas dalam 15 menit.' },
    href: '/app/concierge',
  },
  {
    id: 'pay-outstanding',
    label: { en: 'Pay outstanding', id: 'Bayar tagihan' },
    description: { en: 'Settle your extras balance.', id: 'Lunasi tagihan layanan tambahan Anda.' },
    href: '/app/billing',
  },
];

/** A highlight card of the prototype. */
export interface PrototypeHighlight {
  id: string;
  title: Localized;
  description: Localized;
}

export const PROTOTYPE_HIGHLIGHTS: readonly PrototypeHighlight[] = [
  {
    id: 'sunrise-yoga',
    title: { en: 'Sunrise yoga on your terrace', id: 'Yoga pagi di teras Anda' },
    description: { en: 'Tomorrow at 06:30, mats and tea ready.', id: 'Besok pukul 06:30, matras dan teh sudah siap.' },
  },
  {
    id: 'legong-dance',
    title: { en: 'Legong at Ubud Palace', id: 'Tari Legong di Puri Ubud' },
    description: {
      en: 'Tonight at 19:30; the shuttle can take you.',
      id: 'Malam ini pukul 19:30; shuttle siap mengantar.',
    },
  },
  {
    id: 'late-checkout',
    title: { en: 'Late checkout held for you', id: 'Late check-out untuk Anda' },
    description: {
      en: 'A Gold perk: stay until 14:00 on departure day.',
      id: 'Keuntungan Gold: tinggal hingga 14:00 di hari kepulangan.',
    },
  },
];

/** The status of a prototype request. */
export type PrototypeRequestStatus = 'scheduled' | 'pending' | 'acknowledged';

/** An upcoming request of the prototype. */
export interface PrototypeRequest {
  id: string;
  title: Localized;
  time: Localized;
  status: PrototypeRequestStatus;
}

export const PROTOTYPE_UPCOMING_REQUESTS: readonly PrototypeRequest[] = [
  {
    id: 'floating-breakfast',
    title: { en: 'Floating breakfast', id: 'Sarapan apung' },
    time: { en: 'Tomorrow, 08:15', id: 'Besok, 08:15' },
    status: 'scheduled',
  },
  {
    id: 'sound-healing',
    title: { en: 'Sound healing', id: 'Terapi suara' },
    time: { en: 'Today, 18:00', id: 'Hari ini, 18:00' },
    status: 'pending',
  },
  {
    id: 'fresh-towels',
    title: { en: 'Fresh towels', id: 'Handuk bersih' },
    time: { en: 'Today, 15:30', id: 'Hari ini, 15:30' },
    status: 'acknowledged',
  },
];

/** The kind of a prototype notification. */
export type PrototypeNotificationLabel = 'confirmation' | 'reminder' | 'loyalty';

export const PROTOTYPE_NOTIFICATION_LABELS: Readonly<Record<PrototypeNotificationLabel, Localized>> = {
  confirmation: { en: 'Confirmation', id: 'Konfirmasi' },
  reminder: { en: 'Reminder', id: 'Pengingat' },
  loyalty: { en: 'Loyalty', id: 'Loyalitas' },
};

/** A notification of the prototype. */
export interface PrototypeNotification {
  id: string;
  label: PrototypeNotificationLabel;
  message: Localized;
}

export const PROTOTYPE_NOTIFICATIONS: readonly PrototypeNotification[] = [
  {
    id: 'breakfast-confirmed',
    label: 'confirmation',
    message: { en: 'Floating breakfast confirmed for 08:15.', id: 'Sarapan apung dikonfirmasi pukul 08:15.' },
  },
  {
    id: 'shuttle-reminder',
    label: 'reminder',
    message: { en: 'Your shuttle to Ubud leaves at 14:00.', id: 'Shuttle Anda ke Ubud berangkat pukul 14:00.' },
  },
  {
    id: 'gold-savings',
    label: 'loyalty',
    message: { en: 'Gold savings applied to your extras.', id: 'Potongan Gold diterapkan pada layanan tambahan Anda.' },
  },
];
