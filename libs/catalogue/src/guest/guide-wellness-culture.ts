import { googleMapsSearchUrl, type GuideEntry } from './guide.ts';

/** Local Guide: yoga, spas and healing. */
export const GUIDE_WELLNESS: readonly GuideEntry[] = [
  {
    id: 'yoga-barn',
    category: 'wellness',
    name: 'The Yoga Barn',
    description: {
      en: 'Ubud’s best-known yoga centre, with classes from dawn to evening and regular sound journeys.',
      id: 'Pusat yoga paling dikenal di Ubud, dengan kelas dari subuh hingga malam dan sesi suara rutin.',
    },
    tags: ['yoga', 'sound'],
    priceLevel: '$$',
    link: 'https://www.theyogabarn.com',
  },
  {
    id: 'radiantly-alive',
    category: 'wellness',
    name: 'Radiantly Alive',
    description: {
      en: 'A calm yoga and meditation studio in central Ubud with a warm teaching team.',
      id: 'Studio yoga dan meditasi yang tenang di pusat Ubud dengan pengajar yang hangat.',
    },
    tags: ['yoga'],
    priceLevel: '$$',
    link: googleMapsSearchUrl('Radiantly Alive, Ubud, Bali'),
  },
  {
    id: 'pyramids-of-chi',
    category: 'wellness',
    name: 'Pyramids of Chi',
    description: {
      en: 'Sound baths and healing ceremonies inside two pyramids among the rice fields outside Ubud.',
      id: 'Mandi suara dan upacara penyembuhan di dalam dua piramida di tengah sawah pinggir Ubud.',
    },
    tags: ['sound', 'retreat'],
    priceLevel: '$$',
    link: googleMapsSearchUrl('Pyramids of Chi, Ubud, Bali'),
  },
  {
    id: 'karsa-spa',
    category: 'wellness',
    name: 'Karsa Spa',
    description: {
      en: 'A small garden spa on the Bangkiang Sidem path, surrounded by lotus ponds and rice fields.',
      id: 'Spa taman mungil di jalur Bangkiang Sidem, dikelilingi kolam teratai dan sawah.',
    },
    tags: ['spa', 'romantic'],
    priceLevel: '$$',
    link: googleMapsSearchUrl('Karsa Spa, Ubud, Bali'),
  },
  {
    id: 'fivelements',
    category: 'wellness',
    name: 'Fivelements Retreat',
    description: {
      en: 'A riverside retreat in Mambal with Balinese healing rituals and plant-based cuisine.',
      id: 'Retret tepi sungai di Mambal dengan ritual penyembuhan Bali dan hidangan nabati.',
    },
    tags: ['retreat', 'spa', 'plant-based'],
    priceLevel: '$$$$',
    link: googleMapsSearchUrl('Fivelements Retreat, Mambal, Bali'),
  },
];

/** Local Guide: temples, museums and dance. */
export const GUIDE_CULTURE: readonly GuideEntry[] = [
  {
    id: 'ubud-palace',
    category: 'culture',
    name: 'Ubud Palace (Puri Saren Agung)',
    description: {
      en: 'The royal palace of Ubud. Legong and Barong dances fill the courtyard most evenings.',
      id: 'Istana kerajaan Ubud. Tari Legong dan Barong digelar di pelatarannya hampir setiap malam.',
    },
    tags: ['dance', 'history'],
    priceLevel: '$',
    link: googleMapsSearchUrl('Puri Saren Agung, Ubud Palace, Bali'),
  },
  {
    id: 'pura-taman-saraswati',
    category: 'culture',
    name: 'Pura Taman Saraswati',
    description: {
      en: 'A water temple to the goddess of learning, framed by a pond of pink lotus.',
      id: 'Pura air untuk dewi ilmu pengetahuan, dibingkai kolam teratai merah muda.',
    },
    tags: ['temple', 'art'],
    link: googleMapsSearchUrl('Pura Taman Saraswati, Ubud, Bali'),
  },
  {
    id: 'goa-gajah',
    category: 'culture',
    name: 'Goa Gajah',
    description: {
      en: 'The ancient Elephant Cave sanctuary, with bathing pools and a carved entrance near Pejeng.',
      id: 'Situs kuno Goa Gajah dengan petirtaan dan pintu masuk berukir, dekat Pejeng.',
    },
    tags: ['temple', 'history'],
    priceLevel: '$',
    link: googleMapsSearchUrl('Goa Gajah, Bedulu, Bali'),
  },
  {
    id: 'tirta-empul',
    category: 'culture',
    name: 'Pura Tirta Empul',
    description: {
      en: 'The holy spring temple at Tampaksiring, where Balinese come for melukat purification.',
      id: 'Pura mata air suci di Tampaksiring, tempat umat Hindu Bali melakukan melukat.',
    },
    tags: ['temple', 'history'],
    priceLevel: '$',
    link: googleMapsSearchUrl('Pura Tirta Empul, Tampaksiring, Bali'),
  },
  {
    id: 'arma-museum',
    category: 'culture',
    name: 'ARMA Museum',
    description: {
      en: 'Agung Rai Museum of Art: Balinese painting from classical Kamasan to Walter Spies, in quiet gardens.',
      id: 'Museum Seni Agung Rai: lukisan Bali dari gaya klasik Kamasan hingga Walter Spies, di taman yang tenang.',
    },
    tags: ['art', 'history'],
    priceLevel: '$',
    link: googleMapsSearchUrl('ARMA Museum, Ubud, Bali'),
  },
  {
    id: 'pura-penataran-sasih',
    category: 'culture',
    name: 'Pura Penataran Sasih',
    description: {
      en: 'A Pejeng temple that keeps the Moon of Pejeng, a giant bronze drum over two thousand years old.',
      id: 'Pura di Pejeng yang menyimpan Bulan Pejeng, nekara perunggu raksasa berusia lebih dari dua ribu tahun.',
    },
    tags: ['temple', 'history'],
    link: googleMapsSearchUrl('Pura Penataran Sasih, Pejeng, Bali'),
  },
];
