import { LANGS, type DiningMeal, type RequestCategory, type RequestTitle } from '@prana/domain';
import { renderText } from './stored-text.ts';
import { SHUTTLE_DEPARTURES } from './transport.ts';

/** What the catalogue calls a request with these ids, if it describes it. */
function catalogueTitle(category: RequestCategory, metadata: Readonly<Record<string, unknown>> | null): RequestTitle | null {
  const text = (key: string) => (typeof metadata?.[key] === 'string' ? (metadata[key] as string) : null);
  switch (category) {
    case 'wellness':
      return text('serviceId') ? { kind: 'wellness', serviceId: text('serviceId')! } : null;
    case 'housekeeping':
      return text('serviceId') ? { kind: 'housekeeping', serviceId: text('serviceId')! } : null;
    case 'transport': {
      if (text('type') === 'private' && text('optionId')) return { kind: 'private-transport', optionId: text('optionId')! };
      const departure = SHUTTLE_DEPARTURES.find((candidate) => candidate.id === text('departureId'));
      return text('type') === 'shuttle' && departure ? { kind: 'shuttle', time: departure.time } : null;
    }
    case 'dining': {
      if (!text('slot') || typeof metadata?.guests !== 'number') return null;
      const ids = (key: string) => (Array.isArray(metadata[key]) ? [...new Set(metadata[key] as string[])] : []);
      const meal = (text('meal') ?? 'breakfast') as DiningMeal;
      return { kind: 'dining-order', meal, time: text('slot')!, guests: metadata.guests, itemIds: [...ids('addOnIds'), ...ids('itemIds')] };
    }
    case 'concierge':
      if (text('type') === 'guide-share' && text('guideEntryId')) return { kind: 'guide-share', entryId: text('guideEntryId')! };
      return text('type') === 'in-person' || text('type') === 'celebration' ? { kind: 'concierge', type: text('type') as 'in-person' | 'celebration' } : null;
  }
}

/**
 * What a request is called, by meaning: a dining order is named by what it orders; otherwise, when
 * the title sent is the catalogue's name of what the request asks for (in either language), that name, so every reader sees it in their own
 * language; any other title (an api client's own words) as written.
 */
export function requestTitleOf(category: RequestCategory, title: string, metadata: Readonly<Record<string, unknown>> | null | undefined): RequestTitle {
  const meaning = catalogueTitle(category, metadata ?? null);
  const trimmed = title.trim();
  // A dining order is always called what it orders (a title sent for breakfast must not name a dinner).
  if (meaning?.kind === 'dining-order') return meaning;
  if (meaning && LANGS.some((lang) => renderText(meaning, lang) === trimmed)) return meaning;
  return { kind: 'text', text: trimmed };
}
