import type { Localized } from '../localized.ts';

/** The state of a connected service. */
export type IntegrationState = 'connected' | 'attention' | 'pending';

export const INTEGRATION_STATE_LABELS: Readonly<Record<IntegrationState, Localized>> = {
  connected: { en: 'Connected', id: 'Terhubung' },
  attention: { en: 'Needs attention', id: 'Perlu perhatian' },
  pending: { en: 'Setting up', id: 'Sedang disiapkan' },
};

/** A row of the integration status panel. */
export interface IntegrationStatus {
  id: 'rental-platform-sync' | 'card-payments' | 'messaging-concierge';
  name: Localized;
  state: IntegrationState;
  detail: Localized;
}

export const INTEGRATION_STATUS: readonly IntegrationStatus[] = [
  {
    id: 'rental-platform-sync',
    name: { en: 'Rental-platform sync', id: 'Sinkronisasi platform sewa' },
    state: 'connected',
    detail: {
      en: 'Villa calendars import on a schedule and on demand.',
      id: 'Kalender vila diimpor terjadwal dan sesuai permintaan.',
    },
  },
  {
    id: 'card-payments',
    name: { en: 'Card payments', id: 'Pembayaran kartu' },
    state: 'pending',
    detail: { en: 'Payment gateway in test mode.', id: 'Gerbang pembayaran masih dalam mode uji.' },
  },
  {
    id: 'messaging-concierge',
    name: { en: 'Messaging concierge', id: 'Concierge via pesan' },
    state: 'connected',
    detail: {
      en: 'Chat line answered 07:00 to 22:00 WITA.',
      id: 'Layanan chat dijawab pukul 07.00 sampai 22.00 WITA.',
    },
  },
];
