import { BadRequestException } from '@nestjs/common';
import {
  DINING_ADD_ONS,
  DINING_ALL_DAY_ITEMS,
  HOUSEKEEPING_SERVICES,
  PRIVATE_TRANSPORT_OPTIONS,
  SHUTTLE_DEPARTURES,
  WELLNESS_SERVICES,
  GUIDE_ENTRIES,
} from '@prana/catalogue';
import { isIsoDate } from '@prana/domain';
import type { CreateGuestRequestBody, ChargeCategory, LocalizedMessage } from '@prana/contracts';

/** A charge a new request adds to the bill, priced from the catalogue (never from the client). */
interface ChargeDraft {
  description: LocalizedMessage;
  amount: number;
  category: ChargeCategory;
  /** Bali calendar date the charge belongs to. */
  date: string;
}

function known<T extends { id: string }>(items: readonly T[], id: string, message: string): T {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw new BadRequestException(message);
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
      const addOns = [...new Set(metadata.addOnIds ?? [])].map((id) => known(DINING_ADD_ONS, id, 'Unknown dining add-on.'));
      const items = [...new Set(metadata.itemIds ?? [])].map((id) => known(DINING_ALL_DAY_ITEMS, id, 'Unknown lunch or dinner item.'));
      return [...addOns, ...items].map((entry) => ({ description: { ...entry.name }, amount: entry.price, category: 'Dining', date: today }));
    }
    case 'wellness': {
      const serviceId = body.metadata?.serviceId;
      if (!serviceId) return [];
      const service = known(WELLNESS_SERVICES, serviceId, 'Choose a wellness ritual.');
      return [{ description: { ...service.name }, amount: service.price, category: 'Wellness', date: today }];
    }
    case 'transport': {
      const metadata = body.metadata;
      if (!metadata) return [];
      if (metadata.date !== undefined && !isIsoDate(metadata.date)) throw new BadRequestException('Use a date like 2026-11-21.');
      if (metadata.type === 'shuttle') {
        known(SHUTTLE_DEPARTURES, metadata.departureId, 'Choose a shuttle departure.');
        return [];
      }
      const option = known(PRIVATE_TRANSPORT_OPTIONS, metadata.optionId, 'Choose a private transport option.');
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
      if (body.metadata) known(HOUSEKEEPING_SERVICES, body.metadata.serviceId, 'Choose a housekeeping service.');
      return [];
    case 'concierge':
      if (body.metadata?.guideEntryId) known(GUIDE_ENTRIES, body.metadata.guideEntryId, 'Unknown guide entry.');
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
