import type { Localized } from './localized.ts';
import { getVilla } from './villas.ts';

/** A guest review shown on the landing page. */
export interface Testimonial {
  id: string;
  /** How the reviewer signed, e.g. 'Sophie & Tom'. */
  reviewer: string;
  origin: Localized;
  /** Stars, 1–5. */
  rating: number;
  source: 'Airbnb';
  sourceUrl: string;
  /** Review date, YYYY-MM-DD. */
  date: string;
  quote: Localized;
  /** The villa reviewed. */
  villaId: string;
  /** e.g. `{ en: 'Jungle Loft · 5 nights', id: 'Jungle Loft · 5 malam' }`. */
  stayLabel: Localized;
}

/** The review summary shown beside the testimonials. */
export const TESTIMONIAL_SUMMARY = { average: 4.98, count: 186, platform: 'Airbnb' } as const;

/** Time between rotations of the testimonials, in ms. */
export const TESTIMONIAL_ROTATE_MS = 7000;

/** Testimonials shown at a time. */
export const TESTIMONIALS_VISIBLE = 3;

/** Where the source links point until the listings' own review pages are published. */
const AIRBNB_REVIEWS_URL = 'https://www.airbnb.com/s/Ubud--Bali/homes';

type Seed = Omit<Testimonial, 'source' | 'sourceUrl' | 'stayLabel' | 'rating'> & { nights: number; rating?: number };

const review = ({ nights, rating = 5, ...seed }: Seed): Testimonial => {
  const name = getVilla(seed.villaId)!.name;
  return {
    ...seed,
    rating,
    source: 'Airbnb',
    sourceUrl: AIRBNB_REVIEWS_URL,
    stayLabel: { en: `${name} · ${nights} nights`, id: `${name} · ${nights} malam` },
  };
};

/** Twelve reviews, newest first; the landing page shows three at a time and rotates. */
export const TESTIMONIALS: readonly Testimonial[] = [
  review({
    id: 'rina-cempaka', reviewer: 'Rina', origin: { en: 'Surabaya, Indonesia', id: 'Surabaya, Indonesia' },
    date: '2025-06-01', villaId: 'ubud-treetop-1', nights: 3, rating: 4,
    quote: {
      en: 'A long weekend with my sister and our children. The concierge replied within minutes, every single time.',
      id: 'Akhir pekan panjang bersama kakak saya dan anak-anak kami. Concierge selalu membalas dalam hitungan menit, setiap kali.',
    },
  }),
  review({
    id: 'james-oliver-lontar', reviewer: 'James & Oliver', origin: { en: 'New York, USA', id: 'New York, Amerika Serikat' },
    date: '2025-05-11', villaId: 'palms-1bd-2', nights: 4,
    quote: {
      en: 'Small, calm and beautifully made. We went home with a mask carved by the man who made our villa door.',
      id: 'Kecil, tenang, dan dibuat dengan indah. Kami pulang membawa topeng ukiran bapak yang membuat pintu vila kami.',
    },
  }),
  review({
    id: 'mei-lin-sagu', reviewer: 'Mei Lin', origin: { en: 'Kuala Lumpur, Malaysia', id: 'Kuala Lumpur, Malaysia' },
    date: '2025-04-06', villaId: 'palms-2bd-2', nights: 4,
    quote: {
      en: "My daughter's seventh birthday: a film on the lawn under the palms. She wants to come back every year.",
      id: 'Ulang tahun ketujuh putri saya: nonton film di halaman di bawah pohon palem. Dia ingin kembali setiap tahun.',
    },
  }),
  review({
    id: 'sophie-tom-loft', reviewer: 'Sophie & Tom', origin: { en: 'London, United Kingdom', id: 'London, Inggris' },
    date: '2025-03-14', villaId: 'jungle-loft', nights: 5,
    quote: {
      en: 'Every morning began with mist in the trees and the river below. The loft felt like a secret, and the team knew what we needed before we asked.',
      id: 'Setiap pagi diawali kabut di pepohonan dan suara sungai di bawah. Lotengnya terasa seperti rahasia, dan timnya tahu kebutuhan kami sebelum kami meminta.',
    },
  }),
  review({
    id: 'aiko-kunang', reviewer: 'Aiko', origin: { en: 'Tokyo, Japan', id: 'Tokyo, Jepang' },
    date: '2025-02-02', villaId: 'jungle-honeymoon-1', nights: 6,
    quote: {
      en: 'Our bath was full of frangipani when we arrived. After dinner we watched fireflies from the deck. Perfect.',
      id: 'Bak mandi kami sudah penuh bunga kamboja saat kami tiba. Setelah makan malam, kami menonton kunang-kunang dari dek. Sempurna.',
    },
  }),
  review({
    id: 'priya-arjun-pinang', reviewer: 'Priya & Arjun', origin: { en: 'Singapore', id: 'Singapura' },
    date: '2025-01-19', villaId: 'palms-1bd-3', nights: 3,
    quote: {
      en: 'We came for our tenth anniversary and found the tub strewn with petals and a handwritten card. Mas is lovely to wander, too.',
      id: 'Kami datang untuk ulang tahun pernikahan kesepuluh dan disambut bak mandi bertabur kelopak bunga serta kartu tulisan tangan. Desa Mas juga menyenangkan untuk dijelajahi.',
    },
  }),
  review({
    id: 'hartono-bulan', reviewer: 'The Hartono family', origin: { en: 'Jakarta, Indonesia', id: 'Jakarta, Indonesia' },
    date: '2024-12-28', villaId: 'ubud-mansion-1', nights: 5,
    quote: {
      en: "Ten of us, three generations, one long table under the stars. The chef's bebek betutu night is still all the children talk about.",
      id: 'Kami bersepuluh, tiga generasi, satu meja panjang di bawah bintang. Malam bebek betutu dari chef masih jadi cerita favorit anak-anak.',
    },
  }),
  review({
    id: 'marco-sawah', reviewer: 'Marco', origin: { en: 'Milan, Italy', id: 'Milan, Italia' },
    date: '2024-11-09', villaId: 'ubud-lux-1', nights: 7,
    quote: {
      en: 'Swimming towards the rice fields at sunrise is something I will not forget. A spotless villa, kind people and the best nasi campur of our trip.',
      id: 'Berenang ke arah sawah saat matahari terbit tidak akan saya lupakan. Vila yang bersih sempurna, orang-orang yang ramah, dan nasi campur terbaik selama perjalanan kami.',
    },
  }),
  review({
    id: 'emma-kenanga', reviewer: 'Emma', origin: { en: 'Melbourne, Australia', id: 'Melbourne, Australia' },
    date: '2024-10-05', villaId: 'ubud-treetop-2', nights: 6,
    quote: {
      en: 'The kids napped in the hammock net every afternoon. The hourly shuttle made Ubud easy without hiring a car.',
      id: 'Anak-anak tidur siang di jaring gantung setiap sore. Antar-jemput setiap jam membuat kami mudah ke Ubud tanpa menyewa mobil.',
    },
  }),
  review({
    id: 'lukas-jana-embun', reviewer: 'Lukas & Jana', origin: { en: 'Munich, Germany', id: 'München, Jerman' },
    date: '2024-09-22', villaId: 'jungle-honeymoon-2', nights: 4,
    quote: {
      en: 'Quiet, green and thoughtfully made. Coffee on the deck above the valley was the best part of every day.',
      id: 'Tenang, hijau, dan dibuat dengan penuh perhatian. Kopi di dek di atas lembah menjadi bagian terbaik setiap hari.',
    },
  }),
  review({
    id: 'claire-rotan', reviewer: 'Claire', origin: { en: 'Paris, France', id: 'Paris, Prancis' },
    date: '2024-08-17', villaId: 'palms-2bd-3', nights: 5,
    quote: {
      en: 'We renewed our vows in the pavilion by the pool. The team arranged a blessing, flowers and a gamelan trio in two days.',
      id: 'Kami memperbarui janji nikah di paviliun tepi kolam. Dalam dua hari, tim menyiapkan upacara pemberkatan, bunga, dan trio gamelan.',
    },
  }),
  review({
    id: 'daniel-surya', reviewer: 'Daniel', origin: { en: 'Toronto, Canada', id: 'Toronto, Kanada' },
    date: '2024-07-03', villaId: 'ubud-mansion-2', nights: 7,
    quote: {
      en: 'Eight of us came for a week of yoga. The shala catches the first light, and the chef fed us like family.',
      id: 'Kami berdelapan datang untuk seminggu penuh yoga. Shala-nya menangkap cahaya pertama, dan chef memanjakan kami seperti keluarga sendiri.',
    },
  }),
];
