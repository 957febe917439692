import type { Localized } from '../localized.ts';

/** A staffing shift of the operations panel. */
export interface StaffingShift {
  id: string;
  team: Localized;
  /** HH:mm. */
  start: string;
  /** HH:mm. */
  end: string;
  lead: string;
  onDuty: number;
  required: number;
}

export const STAFFING_SHIFTS: readonly StaffingShift[] = [
  {
    id: 'concierge-morning',
    team: { en: 'Concierge, morning', id: 'Concierge, pagi' },
    start: '07:00',
    end: '15:00',
    lead: 'Ayu Lestari',
    onDuty: 3,
    required: 3,
  },
  {
    id: 'concierge-evening',
    team: { en: 'Concierge, evening', id: 'Concierge, malam' },
    start: '15:00',
    end: '23:00',
    lead: 'Ayu Lestari',
    onDuty: 2,
    required: 3,
  },
  {
    id: 'housekeeping-day',
    team: { en: 'Housekeeping', id: 'Tata graha' },
    start: '08:00',
    end: '16:00',
    lead: 'Made Surya',
    onDuty: 6,
    required: 6,
  },
  {
    id: 'wellness-day',
    team: { en: 'Wellness', id: 'Kebugaran' },
    start: '10:00',
    end: '21:00',
    lead: 'Ni Luh Sari',
    onDuty: 3,
    required: 4,
  },
  {
    id: 'maintenance-day',
    team: { en: 'Maintenance', id: 'Pemeliharaan' },
    start: '08:00',
    end: '17:00',
    lead: 'Komang Adi',
    onDuty: 2,
    required: 2,
  },
  {
    id: 'transport-day',
    team: { en: 'Transport', id: 'Transportasi' },
    start: '07:00',
    end: '19:00',
    lead: 'Kadek Dewi',
    onDuty: 3,
    required: 3,
  },
];

/** A line of the crew's day on the staff briefing. */
export interface CrewScheduleItem {
  id: string;
  /** HH:mm. */
  time: string;
  title: Localized;
  crew: string;
  location: Localized;
}

export const CREW_SCHEDULE: readonly CrewScheduleItem[] = [
  {
    id: 'briefing',
    time: '07:00',
    title: { en: 'Morning briefing', id: 'Briefing pagi' },
    crew: 'All teams',
    location: { en: 'Staff pavilion, Prana Ubud', id: 'Bale staf, Prana Ubud' },
  },
  {
    id: 'shuttle-0800',
    time: '08:00',
    title: { en: 'Shuttle to central Ubud', id: 'Shuttle ke pusat Ubud' },
    crew: 'Kadek Dewi',
    location: { en: 'Main gate', id: 'Gerbang utama' },
  },
  {
    id: 'turnover',
    time: '11:00',
    title: { en: 'Villa turnover after checkout', id: 'Persiapan vila setelah check-out' },
    crew: 'Made Surya',
    location: { en: 'Prana Palms', id: 'Prana Palms' },
  },
  {
    id: 'arrivals-check',
    time: '14:30',
    title: { en: 'Arrival readiness check', id: 'Cek kesiapan kedatangan' },
    crew: 'Ayu Lestari',
    location: { en: 'All three sites', id: 'Ketiga properti' },
  },
  {
    id: 'sound-healing-setup',
    time: '17:30',
    title: { en: 'Sound healing setup', id: 'Persiapan terapi suara' },
    crew: 'Ni Luh Sari',
    location: { en: 'Prana Jungle', id: 'Prana Jungle' },
  },
  {
    id: 'turndown',
    time: '18:00',
    title: { en: 'Turndown round', id: 'Putaran layanan malam' },
    crew: 'Made Surya',
    location: { en: 'All three sites', id: 'Ketiga properti' },
  },
];

/** A quick reply the staff can send. Placeholders: {guest}, {time}. */
export interface MessageTemplate {
  id: string;
  title: Localized;
  body: Localized;
}

/** The seed of the stored quick replies (reply_templates, seeded once by its migration); screens read the api. */
export const MESSAGE_TEMPLATES: readonly MessageTemplate[] = [
  {
    id: 'acknowledged',
    title: { en: 'Request received', id: 'Permintaan diterima' },
    body: {
      en: 'Thank you, {guest}. We have your request and are on it.',
      id: 'Terima kasih, {guest}. Permintaan Anda sudah kami terima dan sedang kami siapkan.',
    },
  },
  {
    id: 'on-the-way',
    title: { en: 'On the way', id: 'Dalam perjalanan' },
    body: {
      en: 'Our team is on the way to your villa and will be there within ten minutes.',
      id: 'Tim kami sedang menuju vila Anda dan tiba dalam sepuluh menit.',
    },
  },
  {
    id: 'shuttle-reminder',
    title: { en: 'Shuttle reminder', id: 'Pengingat shuttle' },
    body: {
      en: 'A reminder that your shuttle to Ubud leaves at {time} from the main gate.',
      id: 'Pengingat: shuttle Anda ke Ubud berangkat pukul {time} dari gerbang utama.',
    },
  },
  {
    id: 'dining-confirmed',
    title: { en: 'Dining confirmed', id: 'Santapan dikonfirmasi' },
    body: {
      en: 'Your table is set for {time}. Tell us about any allergies before then.',
      id: 'Meja Anda siap pukul {time}. Kabari kami bila ada alergi sebelum waktunya.',
    },
  },
  {
    id: 'housekeeping-done',
    title: { en: 'Housekeeping done', id: 'Tata graha selesai' },
    body: {
      en: 'Your villa is refreshed and ready. Enjoy your afternoon, {guest}.',
      id: 'Vila Anda sudah dirapikan dan siap. Selamat menikmati sore Anda, {guest}.',
    },
  },
  {
    id: 'late-checkout',
    title: { en: 'Late checkout', id: 'Late check-out' },
    body: {
      en: 'Good news: late checkout until 14:00 is confirmed for your departure day.',
      id: 'Kabar baik: late check-out hingga pukul 14.00 sudah dikonfirmasi untuk hari kepulangan Anda.',
    },
  },
];
