import type { Localized } from './localized.ts';
import { CONCIERGE_CONTACT } from './contact.ts';
import { POLICY_PAGES } from './policies.ts';
import { SITES } from './sites.ts';

/** A section of an information page. */
export interface PageSection {
  heading: Localized;
  body: Localized;
}

/** A simple information page: /guide, /contact and the four policies. */
export interface PageContent {
  title: Localized;
  intro: Localized;
  sections: readonly PageSection[];
}

/** Routes of the information pages linked from the landing page and footer. */
export type InfoPagePath =
  | '/guide'
  | '/contact'
  | '/policies/flexible'
  | '/policies/refund'
  | '/policies/terms'
  | '/policies/privacy';

/** Content of /guide. */
const GUIDE_PAGE: PageContent = {
  title: { en: 'Your stay guide', id: 'Panduan menginap' },
  intro: {
    en: 'A few things worth knowing before you land, so your first hours in Ubud are easy ones.',
    id: 'Beberapa hal yang perlu Anda ketahui sebelum mendarat, agar jam-jam pertama Anda di Ubud terasa ringan.',
  },
  sections: [
    {
      heading: { en: 'Getting here', id: 'Menuju ke sini' },
      body: {
        en: 'Ubud is about 90 minutes by car from Ngurah Rai airport. Send us your flight number and a driver will wait at arrivals with your name; the transfer is IDR 550K one way.',
        id: 'Ubud berjarak sekitar 90 menit berkendara dari Bandara Ngurah Rai. Kirimkan nomor penerbangan Anda, dan sopir kami akan menunggu di kedatangan dengan papan nama Anda; biaya penjemputan Rp550 ribu sekali jalan.',
      },
    },
    {
      heading: { en: 'Arrival', id: 'Kedatangan' },
      body: {
        en: 'Your villa is ready from 15:00 on your arrival day. Arriving earlier? Leave your bags with us, take a swim, and we will call you the moment the villa is ready.',
        id: 'Vila Anda siap mulai pukul 15:00 pada hari kedatangan. Tiba lebih awal? Titipkan tas Anda pada kami, silakan berenang, dan kami akan mengabari begitu vila siap.',
      },
    },
    {
      heading: { en: 'Getting around', id: 'Berkeliling' },
      body: {
        en: 'A free shuttle runs to central Ubud every hour. For the day, book a private driver (up to 12 hours) or a scooter delivered to your door; riding one needs a valid licence for motorcycles.',
        id: 'Antar-jemput gratis ke pusat Ubud berangkat setiap jam. Untuk seharian, pesan sopir pribadi (hingga 12 jam) atau skuter yang diantar ke vila; mengendarainya memerlukan SIM sepeda motor yang berlaku.',
      },
    },
    {
      heading: { en: 'Temples and offerings', id: 'Pura dan sesajen' },
      body: {
        en: 'Wear a sarong and sash in temples (we keep them in every villa) and cover your shoulders. Step around the small palm-leaf offerings, canang sari, that you will see on paths and doorsteps.',
        id: 'Kenakan kain dan selendang saat memasuki pura (tersedia di setiap vila) dan tutupi bahu Anda. Hindari menginjak canang sari, sesajen kecil dari janur yang akan Anda temui di jalan dan depan pintu.',
      },
    },
    {
      heading: { en: 'Weather', id: 'Cuaca' },
      body: {
        en: 'April to October is dry and bright; November to March brings warm afternoon rain. Evenings in Ubud are cooler than the coast, so pack a light layer.',
        id: 'April hingga Oktober cenderung kering dan cerah; November hingga Maret membawa hujan sore yang hangat. Malam di Ubud lebih sejuk daripada di pesisir, jadi bawalah pakaian tipis berlapis.',
      },
    },
    {
      heading: { en: 'Good to know', id: 'Perlu diketahui' },
      body: {
        en: 'Drink the filtered water in your villa rather than tap water. On Nyepi, the Balinese day of silence, the whole island stays in: we will make sure your kitchen is stocked.',
        id: 'Minumlah air tersaring yang tersedia di vila, bukan air keran. Saat Nyepi, hari hening umat Hindu Bali, seluruh pulau berdiam diri: kami akan memastikan dapur Anda terisi penuh.',
      },
    },
  ],
};

/** Content of /contact. */
const CONTACT_PAGE: PageContent = {
  title: { en: 'Contact the concierge', id: 'Hubungi concierge' },
  intro: {
    en: 'We are on site from 07:00 to 23:00 and reply within 15 minutes between 07:00 and 22:00 WITA.',
    id: 'Kami ada di lokasi pukul 07:00–23:00 dan membalas dalam 15 menit antara pukul 07:00 dan 22:00 WITA.',
  },
  sections: [
    {
      heading: { en: 'WhatsApp', id: 'WhatsApp' },
      body: {
        en: `Message us on ${CONCIERGE_CONTACT.phone}: the fastest way to reach us, before and during your stay.`,
        id: `Kirim pesan ke ${CONCIERGE_CONTACT.phone}: cara tercepat menghubungi kami, sebelum maupun selama Anda menginap.`,
      },
    },
    {
      heading: { en: 'Email', id: 'Email' },
      body: {
        en: `Write to ${CONCIERGE_CONTACT.email} for reservations, invoices and longer plans. We answer within the same day.`,
        id: `Kirim email ke ${CONCIERGE_CONTACT.email} untuk reservasi, tagihan, dan rencana yang lebih panjang. Kami membalas di hari yang sama.`,
      },
    },
    {
      heading: { en: 'On site', id: 'Di lokasi' },
      body: {
        en: 'During your stay, a host can be at your villa within ten minutes. After 23:00, night security reaches the duty manager for anything urgent.',
        id: 'Selama Anda menginap, tuan rumah kami bisa tiba di vila dalam sepuluh menit. Setelah pukul 23:00, petugas keamanan malam akan menghubungi manajer jaga untuk keperluan mendesak.',
      },
    },
    {
      heading: { en: 'Our addresses', id: 'Alamat kami' },
      body: {
        en: SITES.map((s) => `${s.name}: ${s.address}`).join('\n'),
        id: SITES.map((s) => `${s.name}: ${s.address}`).join('\n'),
      },
    },
  ],
};

/** Every information page by its route. */
export const INFO_PAGES: Readonly<Record<InfoPagePath, PageContent>> = {
  '/guide': GUIDE_PAGE,
  '/contact': CONTACT_PAGE,
  ...POLICY_PAGES,
};
