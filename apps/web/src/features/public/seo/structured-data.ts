import { CONCIERGE_CONTACT, ESTATES, TESTIMONIALS, getVilla, villasOfSite, type Site, type Villa } from '@prana/catalogue';
import type { Lang, Localized } from '@prana/domain';

/** A schema.org node as JSON-LD. */
export type JsonLd = { [key: string]: unknown };

const pick = (text: Localized, language: Lang) => text[language] || text.en;

/** `Jl. Raya Mas, Mas, Ubud, Gianyar, Bali 80571` → street, locality, regency, then `Bali` and the postal code. */
export function postalAddress(address: string): JsonLd {
  const parts = address.split(', ');
  const [region = '', postalCode = ''] = (parts.at(-1) ?? '').split(' ');
  return {
    '@type': 'PostalAddress',
    streetAddress: parts.slice(0, -3).join(', '),
    addressLocality: parts.at(-3),
    addressRegion: region,
    postalCode,
    addressCountry: 'ID',
  };
}

/** The reviews of a site's villas in the catalogue, as an aggregate rating (none when it has no review). */
function siteRating(siteId: string): JsonLd | undefined {
  const ratings = TESTIMONIALS.filter((review) => getVilla(review.villaId)?.siteId === siteId).map((review) => review.rating);
  if (ratings.length === 0) return undefined;
  const average = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  return { '@type': 'AggregateRating', ratingValue: Math.round(average * 100) / 100, reviewCount: ratings.length, bestRating: 5, worstRating: 1 };
}

/** `IDR 2,100,000 – 4,600,000` from the catalogue's nightly rates. */
function priceRange(villas: readonly Villa[]): string {
  const rates = villas.map((villa) => villa.baseRate);
  const number = (rate: number) => rate.toLocaleString('en-US');
  const [low, high] = [Math.min(...rates), Math.max(...rates)];
  return low === high ? `IDR ${number(low)}` : `IDR ${number(low)} – ${number(high)}`;
}

/** One villa as a schema.org Accommodation: who it sleeps, its rooms, beds and size. */
function accommodation(villa: Villa, language: Lang, url: (path: string) => string): JsonLd {
  return {
    '@type': 'Accommodation',
    '@id': `${url(`/villas/${villa.id}`)}#accommodation`,
    name: villa.name,
    url: url(`/villas/${villa.id}`),
    description: pick(villa.highlight, language),
    image: url(villa.heroImage),
    occupancy: { '@type': 'QuantitativeValue', minValue: 1, maxValue: villa.capacity },
    numberOfRooms: villa.bedrooms,
    numberOfBedrooms: villa.bedrooms,
    numberOfBathroomsTotal: villa.bathrooms,
    bed: pick(villa.beds, language),
    floorSize: { '@type': 'QuantitativeValue', value: villa.sizeSqm, unitCode: 'MTK' },
  };
}

/**
 * A site as a schema.org LodgingBusiness: address, position, amenities, the rating of its reviews,
 * its price range and its villas. `url` makes a path absolute in the page's language.
 */
export function siteLodging(site: Site, language: Lang, url: (path: string) => string): JsonLd {
  const villas = villasOfSite(site.id);
  const estate = ESTATES.find((candidate) => candidate.siteId === site.id);
  return {
    '@context': 'https://schema.org',
    '@type': 'LodgingBusiness',
    '@id': `${url(`/sites/${site.id}`)}#lodging`,
    name: site.name,
    url: url(`/sites/${site.id}`),
    description: pick(site.summary, language),
    image: url(site.heroImage),
    telephone: CONCIERGE_CONTACT.phone,
    email: CONCIERGE_CONTACT.email,
    address: postalAddress(site.address),
    geo: { '@type': 'GeoCoordinates', latitude: site.coordinates.lat, longitude: site.coordinates.lng },
    amenityFeature: (estate?.amenities ?? []).map((amenity) => ({ '@type': 'LocationFeatureSpecification', name: pick(amenity, language), value: true })),
    aggregateRating: siteRating(site.id),
    priceRange: priceRange(villas),
    numberOfRooms: villas.length,
    containsPlace: villas.map((villa) => accommodation(villa, language, url)),
  };
}

/** A villa's own page: the villa as a vacation rental of its site (its price range) containing the Accommodation (its occupancy). */
export function villaRental(villa: Villa, site: Site, language: Lang, url: (path: string) => string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'VacationRental',
    '@id': `${url(`/villas/${villa.id}`)}#rental`,
    name: villa.name,
    url: url(`/villas/${villa.id}`),
    description: pick(villa.highlight, language),
    image: [villa.heroImage, ...villa.gallery].map(url),
    address: postalAddress(site.address),
    geo: { '@type': 'GeoCoordinates', latitude: site.coordinates.lat, longitude: site.coordinates.lng },
    priceRange: priceRange([villa]),
    containedInPlace: { '@id': `${url(`/sites/${site.id}`)}#lodging` },
    containsPlace: accommodation(villa, language, url),
  };
}
