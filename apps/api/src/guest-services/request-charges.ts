import { MEAL_TIMES, SHUTTLE_DEPARTURES, dishesForMeal, type PublishedCatalogue } from '@prana/catalogue';
import { CLOCK_TIME, fitsServiceHours, latestStart, type Localized, type OfferingSection } from '@prana/domain';
import type { CreateGuestRequestBody, ChargeCategory, PlainErrorCode } from '@prana/contracts';
import { ApiException } from '../common/api-exception.ts';

/** A charge a new request adds to the bill, priced from the catalogue (never from the client). */
interface ChargeDraft {
  description: Localized;
  amount: number;
  category: ChargeCategory;
  /** Bali calendar date the charge belongs to. */
  date: string;
}

function known<T extends { id: string }>(items: readonly T[], id: string, code: PlainErrorCode): T {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw new ApiException(code);
  return item;
}

/** A published item that may be ordered now: a paused one is refused (a companion may still show it from before). */
function orderable<T extends { id: string; paused: boolean }>(items: readonly T[], id: string, code: PlainErrorCode): T {
  const item = known(items, id, code);
  if (item.paused) throw new ApiException('offering.paused');
  return item;
}

/** The catalogue sections a request refers to, so only those are read. */
export function offeringSectionsFor(body: CreateGuestRequestBody): OfferingSection[] {
  switch (body.category) {
    case 'dining':
      return body.metadata ? ['dining-add-on', 'dining-dish'] : [];
    case 'wellness':
      return body.metadata?.serviceId ? ['wellness'] : [];
    case 'transport':
      return body.metadata?.type === 'private' ? ['transport'] : [];
    case 'housekeeping':
      return body.metadata ? ['housekeeping'] : [];
    case 'concierge':
      return body.metadata?.guideEntryId ? ['guide'] : [];
  }
}

/**
 * Checks what a request refers to against the published catalogue and prices what it costs at the
 * published prices: dining add-ons (breakfast) and dishes (lunch, dinner) at one of the meal's
 * times, a wellness ritual inside its hours, a private transport option on the service day.
 * Shuttles, housekeeping and concierge are complimentary. Throws 400 for anything the published
 * catalogue does not offer, 409 for a paused item.
 */
export function chargesFor(body: CreateGuestRequestBody, serviceDate: string, catalogue: PublishedCatalogue): ChargeDraft[] {
  switch (body.category) {
    case 'dining': {
      const metadata = body.metadata;
      if (!metadata) return [];
      const meal = metadata.meal ?? 'breakfast';
      if (metadata.slot !== undefined && !MEAL_TIMES[meal].includes(metadata.slot)) throw new ApiException('request.mealTime');
      const addOns = [...new Set(metadata.addOnIds ?? [])].map((id) => orderable(catalogue.diningAddOns, id, 'request.unknownAddOn'));
      const items = [...new Set(metadata.itemIds ?? [])].map((id) => orderable(catalogue.dishes, id, 'request.unknownDish'));
      // What is ordered is what the title says: no dinner dishes on a breakfast, no breakfast add-ons at dinner.
      if (meal !== 'breakfast' && addOns.length > 0) throw new ApiException('request.addOnsBreakfastOnly');
      if (items.some((item) => !dishesForMeal(catalogue.dishes, meal).includes(item))) throw new ApiException('request.dishNotForMeal');
      if (meal !== 'breakfast' && items.length === 0) throw new ApiException('request.dishesRequired');
      return [...addOns, ...items].map((entry) => ({ description: { en: entry.name.en, id: entry.name.id }, amount: entry.price, category: 'Dining', date: serviceDate }));
    }
    case 'wellness': {
      const serviceId = body.metadata?.serviceId;
      if (!serviceId) return [];
      const service = orderable(catalogue.wellness, serviceId, 'request.chooseWellness');
      const start = body.scheduledTime?.trim();
      if (start && CLOCK_TIME.test(start) && !fitsServiceHours(start, service.hours, service.durationMinutes)) {
        throw new ApiException('request.wellnessHours', { opens: service.hours.opens, latest: latestStart(service.hours, service.durationMinutes), closes: service.hours.closes });
      }
      return [{ description: { en: service.name.en, id: service.name.id }, amount: service.price, category: 'Wellness', date: serviceDate }];
    }
    case 'transport': {
      const metadata = body.metadata;
      if (!metadata) return [];
      if (metadata.type === 'shuttle') {
        known(SHUTTLE_DEPARTURES, metadata.departureId, 'request.chooseShuttle');
        return [];
      }
      const option = orderable(catalogue.transport, metadata.optionId, 'request.choosePrivate');
      // The day is the charge's date, shown beside it in the reader's language: never in the text.
      return [{ description: { en: option.name.en, id: option.name.id }, amount: option.price, category: 'Transport', date: serviceDate }];
    }
    case 'housekeeping':
      if (body.metadata) orderable(catalogue.housekeeping, body.metadata.serviceId, 'request.chooseHousekeeping');
      return [];
    case 'concierge':
      if (body.metadata?.guideEntryId) known(catalogue.guide, body.metadata.guideEntryId, 'request.unknownGuideEntry');
      return [];
  }
}

const REFERENCE_PREFIX: Readonly<Record<ChargeCategory, string>> = {
  Dining: 'DIN',
  Transport: 'TRN',
  Wellness: 'WEL',
  Other: 'OTH',
};

/** A short reference for the bill, e.g. DIN-3F9A2C. */
export function chargeReference(category: ChargeCategory, id: string): string {
  return `${REFERENCE_PREFIX[category]}-${id.replace(/-/g, '').slice(0, 6).toUpperCase()}`;
}
