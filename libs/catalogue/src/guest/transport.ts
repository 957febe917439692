import type { Localized } from '../localized.ts';

/** The shuttle promise shown above the departures. */
export const SHUTTLE_PROMISE: Localized = {
  en: 'Complimentary shuttle to central Ubud, hourly on request.',
  id: 'Antar-jemput gratis ke pusat Ubud, setiap jam sesuai permintaan.',
};

/** A scheduled complimentary shuttle run. */
export interface ShuttleDeparture {
  id: string;
  /** HH:mm, WITA. */
  time: string;
  seatsTotal: number;
  seatsTaken: number;
  notes: Localized;
}

export const SHUTTLE_DEPARTURES: readonly ShuttleDeparture[] = [
  {
    id: 'shuttle-0800',
    time: '08:00',
    seatsTotal: 9,
    seatsTaken: 5,
    notes: {
      en: 'Drops at Ubud Palace, in time for the morning market.',
      id: 'Turun di Puri Ubud, tepat untuk pasar pagi.',
    },
  },
  {
    id: 'shuttle-1000',
    time: '10:00',
    seatsTotal: 9,
    seatsTaken: 7,
    notes: { en: 'Stops at Monkey Forest and Ubud Palace.', id: 'Berhenti di Monkey Forest dan Puri Ubud.' },
  },
  {
    id: 'shuttle-1400',
    time: '14:00',
    seatsTotal: 9,
    seatsTaken: 2,
    notes: {
      en: 'Afternoon run to the art market and cafés of Jalan Hanoman.',
      id: 'Perjalanan sore ke pasar seni dan kafe di Jalan Hanoman.',
    },
  },
];

/** Seats a guest can book on one shuttle. */
export const SEAT_OPTIONS: readonly number[] = [1, 2, 3, 4];

/** Seats still free on a departure, never below 0. */
export function shuttleSeatsRemaining(departure: Pick<ShuttleDeparture, 'seatsTotal' | 'seatsTaken'>): number {
  return Math.max(0, departure.seatsTotal - departure.seatsTaken);
}

/** The kind of private transport. */
export type PrivateTransportType = 'scooter' | 'driver' | 'transfer';

/** A private transport option. Price in IDR. */
export interface PrivateTransportOption {
  id: string;
  name: Localized;
  description: Localized;
  price: number;
  /** What the price covers, e.g. 'per day', 'one-way'. */
  priceUnit: Localized;
  type: PrivateTransportType;
  duration: Localized;
}

export const PRIVATE_TRANSPORT_OPTIONS: readonly PrivateTransportOption[] = [
  {
    id: 'scooter',
    name: { en: 'Scooter rental', id: 'Sewa skuter' },
    description: {
      en: 'An automatic scooter with two helmets, delivered to your villa with a full tank.',
      id: 'Skuter matik dengan dua helm, diantar ke vila dengan tangki penuh.',
    },
    price: 160_000,
    priceUnit: { en: 'per day', id: 'per hari' },
    type: 'scooter',
    duration: { en: 'Per day', id: 'Per hari' },
  },
  {
    id: 'private-driver',
    name: { en: 'Private driver', id: 'Sopir pribadi' },
    description: {
      en: 'An air-conditioned car and an English-speaking driver for temples, terraces or the coast.',
      id: 'Mobil ber-AC dengan sopir berbahasa Inggris untuk ke pura, sawah, atau pantai.',
    },
    price: 950_000,
    priceUnit: { en: 'per day', id: 'per hari' },
    type: 'driver',
    duration: { en: '12 hours', id: '12 jam' },
  },
  {
    id: 'airport-transfer',
    name: { en: 'Airport transfer', id: 'Antar-jemput bandara' },
    description: {
      en: 'Meet and greet at Ngurah Rai arrivals, cold towels and water on the way.',
      id: 'Penjemputan di kedatangan Ngurah Rai, handuk dingin dan air minum selama perjalanan.',
    },
    price: 550_000,
    priceUnit: { en: 'one-way', id: 'sekali jalan' },
    type: 'transfer',
    duration: { en: '90 minutes', id: '90 menit' },
  },
];

/** The name used when a private transport request leaves the guest name blank. */
export const PRIMARY_GUEST_FALLBACK: Localized = { en: 'Primary guest', id: 'Tamu utama' };
