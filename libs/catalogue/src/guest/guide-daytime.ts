import { googleMapsSearchUrl, type GuideEntry } from './guide.ts';

/** Local Guide: places to eat around Ubud. */
export const GUIDE_DINING: readonly GuideEntry[] = [
  {
    id: 'locavore-nxt',
    category: 'dining',
    name: 'Locavore NXT',
    description: {
      en: 'Tasting menus built from Balinese farms and forests, by the team behind Locavore.',
      id: 'Menu degustasi dari hasil kebun dan hutan Bali, oleh tim di balik Locavore.',
    },
    tags: ['fine-dining', 'romantic'],
    priceLevel: '$$$$',
    link: googleMapsSearchUrl('Locavore NXT, Ubud, Bali'),
  },
  {
    id: 'mozaic',
    category: 'dining',
    name: 'Mozaic',
    description: {
      en: 'French technique and Indonesian produce in a tropical garden in Sanggingan.',
      id: 'Teknik Prancis dan bahan Indonesia di taman tropis kawasan Sanggingan.',
    },
    tags: ['fine-dining', 'romantic'],
    priceLevel: '$$$$',
    link: googleMapsSearchUrl('Mozaic Restaurant, Ubud, Bali'),
  },
  {
    id: 'hujan-locale',
    category: 'dining',
    name: 'Hujan Locale',
    description: {
      en: 'Modern Indonesian plates and good cocktails in an airy house on Jalan Sri Wedari.',
      id: 'Hidangan Indonesia modern dan koktail enak di rumah lapang di Jalan Sri Wedari.',
    },
    tags: ['local-flavours', 'romantic'],
    priceLevel: '$$$',
    link: googleMapsSearchUrl('Hujan Locale, Ubud, Bali'),
  },
  {
    id: 'babi-guling-ibu-oka',
    category: 'dining',
    name: 'Warung Babi Guling Ibu Oka',
    description: {
      en: 'Ubud’s famous spit-roast suckling pig with crisp skin and spiced rice. Go early; it sells out.',
      id: 'Babi guling legendaris Ubud, kulit renyah dan nasi berbumbu. Datang pagi, sering cepat habis.',
    },
    tags: ['local-flavours', 'casual'],
    priceLevel: '$',
    link: googleMapsSearchUrl('Warung Babi Guling Ibu Oka, Ubud, Bali'),
  },
  {
    id: 'bebek-bengil',
    category: 'dining',
    name: 'Bebek Bengil',
    description: {
      en: 'Crispy duck in open pavilions beside the rice fields, an Ubud classic for decades.',
      id: 'Bebek goreng renyah di bale terbuka tepi sawah, andalan Ubud sejak puluhan tahun.',
    },
    tags: ['local-flavours', 'family'],
    priceLevel: '$$',
    link: googleMapsSearchUrl('Bebek Bengil, Ubud, Bali'),
  },
  {
    id: 'zest-ubud',
    category: 'dining',
    name: 'Zest Ubud',
    description: {
      en: 'Colourful plant-based bowls and smoothies on a leafy terrace in Penestanan.',
      id: 'Mangkuk nabati dan smoothie penuh warna di teras rindang kawasan Penestanan.',
    },
    tags: ['plant-based', 'casual'],
    priceLevel: '$$',
    link: googleMapsSearchUrl('Zest Ubud, Penestanan, Bali'),
  },
];

/** Local Guide: outings, walks and adventures. */
export const GUIDE_EXPERIENCES: readonly GuideEntry[] = [
  {
    id: 'campuhan-ridge-walk',
    category: 'experiences',
    name: 'Campuhan Ridge Walk',
    description: {
      en: 'An easy ridge path between two rivers. Start at sunrise, before the heat.',
      id: 'Jalur punggung bukit yang mudah di antara dua sungai. Mulai saat matahari terbit, sebelum panas.',
    },
    tags: ['nature', 'sunrise', 'family'],
    link: googleMapsSearchUrl('Campuhan Ridge Walk, Ubud, Bali'),
  },
  {
    id: 'tegallalang-terraces',
    category: 'experiences',
    name: 'Tegallalang Rice Terraces',
    description: {
      en: 'Sweeping terraces north of Ubud, shaped by the subak water system. Come early for soft light.',
      id: 'Terasering luas di utara Ubud, dibentuk oleh sistem pengairan subak. Datang pagi untuk cahaya lembut.',
    },
    tags: ['nature', 'family'],
    priceLevel: '$',
    link: googleMapsSearchUrl('Tegallalang Rice Terrace, Bali'),
  },
  {
    id: 'monkey-forest',
    category: 'experiences',
    name: 'Sacred Monkey Forest Sanctuary',
    description: {
      en: 'A temple forest home to long-tailed macaques. Keep bags zipped and sunglasses away.',
      id: 'Hutan pura tempat tinggal monyet ekor panjang. Tutup rapat tas dan simpan kacamata hitam.',
    },
    tags: ['nature', 'family'],
    priceLevel: '$',
    link: 'https://www.monkeyforestubud.com',
  },
  {
    id: 'mount-batur-sunrise',
    category: 'experiences',
    name: 'Mount Batur Sunrise Trek',
    description: {
      en: 'A pre-dawn climb of the active volcano for sunrise over Lake Batur. Pick-up around 02:00.',
      id: 'Pendakian dini hari ke gunung api aktif untuk menyambut matahari terbit di atas Danau Batur. Jemput sekitar 02:00.',
    },
    tags: ['adventure', 'sunrise'],
    priceLevel: '$$',
    link: googleMapsSearchUrl('Mount Batur, Kintamani, Bali'),
  },
  {
    id: 'ayung-rafting',
    category: 'experiences',
    name: 'Ayung River Rafting',
    description: {
      en: 'Gentle rapids through the gorge west of Ubud, past carved cliffs and small waterfalls.',
      id: 'Arus yang bersahabat di ngarai barat Ubud, melewati tebing berukir dan air terjun kecil.',
    },
    tags: ['adventure', 'family'],
    priceLevel: '$$',
    link: googleMapsSearchUrl('Ayung River Rafting, Ubud, Bali'),
  },
  {
    id: 'paon-bali-cooking',
    category: 'experiences',
    name: 'Paon Bali Cooking Class',
    description: {
      en: 'A morning market visit, then a family kitchen in Laplapan village cooking Balinese dishes from scratch.',
      id: 'Kunjungan pasar pagi, lalu memasak hidangan Bali dari awal di dapur keluarga Desa Laplapan.',
    },
    tags: ['hands-on', 'local-flavours'],
    priceLevel: '$$',
    link: googleMapsSearchUrl('Paon Bali Cooking Class, Ubud, Bali'),
  },
];
