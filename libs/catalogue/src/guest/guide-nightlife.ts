import { googleMapsSearchUrl, type GuideEntry } from './guide.ts';

/** Local Guide: bars and live music. */
export const GUIDE_NIGHTLIFE: readonly GuideEntry[] = [
  {
    id: 'night-rooster',
    category: 'nightlife',
    name: 'Night Rooster',
    description: {
      en: 'A cocktail bar by the Locavore team, built on house infusions and local botanicals.',
      id: 'Bar koktail dari tim Locavore, berbahan infus racikan sendiri dan rempah lokal.',
    },
    tags: ['cocktails', 'romantic'],
    priceLevel: '$$$',
    link: googleMapsSearchUrl('Night Rooster, Ubud, Bali'),
  },
  {
    id: 'cp-lounge',
    category: 'nightlife',
    name: 'CP Lounge',
    description: {
      en: 'Ubud’s late-night venue, with live bands, a garden pool and dancing after midnight.',
      id: 'Tempat hiburan malam Ubud, dengan band langsung, kolam taman, dan dansa lewat tengah malam.',
    },
    tags: ['live-music', 'late-night'],
    priceLevel: '$$',
    link: googleMapsSearchUrl('CP Lounge, Ubud, Bali'),
  },
  {
    id: 'laughing-buddha',
    category: 'nightlife',
    name: 'Laughing Buddha Bar',
    description: {
      en: 'A small bar on Jalan Monkey Forest with live blues, soul and jazz most nights.',
      id: 'Bar kecil di Jalan Monkey Forest dengan musik blues, soul, dan jazz hampir setiap malam.',
    },
    tags: ['live-music', 'cocktails'],
    priceLevel: '$$',
    link: googleMapsSearchUrl('Laughing Buddha Bar, Ubud, Bali'),
  },
  {
    id: 'no-mas',
    category: 'nightlife',
    name: 'No Mas Bar',
    description: {
      en: 'A lively spot on Jalan Monkey Forest with DJs, live sets and small plates.',
      id: 'Tempat ramai di Jalan Monkey Forest dengan DJ, penampilan langsung, dan hidangan kecil.',
    },
    tags: ['live-music', 'late-night'],
    priceLevel: '$$',
    link: googleMapsSearchUrl('No Mas Bar, Ubud, Bali'),
  },
  {
    id: 'bridges-bali',
    category: 'nightlife',
    name: 'Bridges Bali',
    description: {
      en: 'A wine bar and restaurant above the Campuhan river gorge, best at sunset.',
      id: 'Bar anggur dan restoran di atas ngarai Sungai Campuhan, paling indah saat senja.',
    },
    tags: ['wine', 'romantic'],
    priceLevel: '$$$',
    link: googleMapsSearchUrl('Bridges Bali, Campuhan, Ubud'),
  },
];
