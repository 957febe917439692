import {
  DINING_ADD_ONS,
  DINING_ALL_DAY_ITEMS,
  HOUSEKEEPING_SERVICES,
  PRIVATE_TRANSPORT_OPTIONS,
  SHUTTLE_DEPARTURES,
  WELLNESS_SERVICES,
  GUIDE_ENTRIES,
} from '@prana/catalogue';
import { isIsoDate, type Localized } from '@prana/domain';
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
  if (!item) throw new ApiException(400, code);
  return item;
}

/**
 * Checks the catalogue ids a request refers to and prices what it costs: dining add-ons and
 * dishes, a wellness ritual, a private transport option. Shuttles, housekeeping and concierge
 * are complimentary. Throws 400 for an id the catalogue does not hold.
 */
export function chargesFor(body: CreateGuestRequestBody, today: string): ChargeDraft[] {
  switch (body.category) {
    case 'dining': {
      const metadata = body.metadata;
      if (!metadata) return [];
      const addOns = [...new Set(metadata.addOnIds ?? [])].map((id) => known(DINING_ADD_ONS, id, 'request.unknownAddOn'));
      const items = [...new Set(metadata.itemIds ?? [])].map((id) => known(DINING_ALL_DAY_ITEMS, id, 'request.unknownDish'));
      return [...addOns, ...items].map((entry) => ({ description: { ...entry.name }, amount: entry.price, category: 'Dining', date: today }));
    }
    case 'wellness': {
      const serviceId = body.metadata?.serviceId;
      if (!serviceId) return [];
      const service = known(WELLNESS_SERVICES, serviceId, 'request.chooseWellness');
      return [{ description: { ...service.name }, amount: service.price, category: 'Wellness', date: today }];
    }
    case 'transport': {
      const metadata = body.metadata;
      if (!metadata) return [];
      if (metadata.date !== undefined && !isIsoDate(metadata.date)) throw new ApiException(400, 'validation.isoDate');
      if (metadata.type === 'shuttle') {
        known(SHUTTLE_DEPARTURES, metadata.departureId, 'request.chooseShuttle');
        return [];
      }
      const option = known(PRIVATE_TRANSPORT_OPTIONS, metadata.optionId, 'request.choosePrivate');
      const date = metadata.date ?? today;
      return [
        {
          description: { en: `${option.name.en}, ${date}`, id: `${option.name.id}, ${date}` },
          amount: option.price,
          category: 'Transport',
          date,
        },
      ];
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
