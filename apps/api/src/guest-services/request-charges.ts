import {
  DINING_ADD_ONS,
  DINING_ALL_DAY_ITEMS,
  HOUSEKEEPING_SERVICES,
  PRIVATE_TRANSPORT_OPTIONS,
  MEAL_TIMES,
  SHUTTLE_DEPARTURES,
  WELLNESS_SERVICES,
  GUIDE_ENTRIES,
  mealItems,
} from '@prana/catalogue';
import { CLOCK_TIME, fitsServiceHours, latestStart, type Localized } from '@prana/domain';
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

/**
 * Checks what a request refers to against the catalogue and prices what it costs: dining add-ons
 * (breakfast) and dishes (lunch, dinner) at one of the meal's times, a wellness ritual inside its
 * hours, a private transport option on the service day. Shuttles, housekeeping and concierge are
 * complimentary. Throws 400 for anything the catalogue does not offer.
 */
export function chargesFor(body: CreateGuestRequestBody, serviceDate: string): ChargeDraft[] {
  switch (body.category) {
    case 'dining': {
      const metadata = body.metadata;
      if (!metadata) return [];
      const meal = metadata.meal ?? 'breakfast';
      if (metadata.slot !== undefined && !MEAL_TIMES[meal].includes(metadata.slot)) throw new ApiException('request.mealTime');
      const addOns = [...new Set(metadata.addOnIds ?? [])].map((id) => known(DINING_ADD_ONS, id, 'request.unknownAddOn'));
      const items = [...new Set(metadata.itemIds ?? [])].map((id) => known(DINING_ALL_DAY_ITEMS, id, 'request.unknownDish'));
      // What is ordered is what the title says: no dinner dishes on a breakfast, no breakfast add-ons at dinner.
      if (meal !== 'breakfast' && addOns.length > 0) throw new ApiException('request.addOnsBreakfastOnly');
      if (items.some((item) => !mealItems(meal).includes(item))) throw new ApiException('request.dishNotForMeal');
      if (meal !== 'breakfast' && items.length === 0) throw new ApiException('request.dishesRequired');
      return [...addOns, ...items].map((entry) => ({ description: { ...entry.name }, amount: entry.price, category: 'Dining', date: serviceDate }));
    }
    case 'wellness': {
      const serviceId = body.metadata?.serviceId;
      if (!serviceId) return [];
      const service = known(WELLNESS_SERVICES, serviceId, 'request.chooseWellness');
      const start = body.scheduledTime?.trim();
      if (start && CLOCK_TIME.test(start) && !fitsServiceHours(start, service.hours, service.durationMinutes)) {
        throw new ApiException('request.wellnessHours', { opens: service.hours.opens, latest: latestStart(service.hours, service.durationMinutes), closes: service.hours.closes });
      }
      return [{ description: { ...service.name }, amount: service.price, category: 'Wellness', date: serviceDate }];
    }
    case 'transport': {
      const metadata = body.metadata;
      if (!metadata) return [];
      if (metadata.type === 'shuttle') {
        known(SHUTTLE_DEPARTURES, metadata.departureId, 'request.chooseShuttle');
        return [];
      }
      const option = known(PRIVATE_TRANSPORT_OPTIONS, metadata.optionId, 'request.choosePrivate');
      // The day is the charge's date, shown beside it in the reader's language: never in the text.
      return [{ description: { ...option.name }, amount: option.price, category: 'Transport', date: serviceDate }];
    }
    case 'housekeeping':
      if (body.metadata) known(HOUSEKEEPING_SERVICES, body.metadata.serviceId, 'request.chooseHousekeeping');
      return [];
    case 'concierge':
      if (body.metadata?.guideEntryId) known(GUIDE_ENTRIES, body.metadata.guideEntryId, 'request.unknownGuideEntry');
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
