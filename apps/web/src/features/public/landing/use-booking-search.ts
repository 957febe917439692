import { useCallback, useMemo, useState } from 'react';
import { SITE_OPTIONS } from '@prana/catalogue';
import {
  ANY_SITE,
  adjustGuests,
  defaultGuests,
  pickRangeDay,
  resizeAges,
  setChildAge,
  setInfantAge,
  stayLength,
  toAvailabilityParams,
  todayInBali,
  validateSearch,
  type GuestField,
  type Guests,
  type Lang,
  type SearchError,
} from '@prana/domain';
import type { SearchState } from '../shared/search-state.ts';

/** The landing booking form. */
export interface BookingSearch {
  checkIn: string | null;
  checkOut: string | null;
  guests: Guests;
  /** 'any' or a site id. */
  villaSite: string;
  selectedVillas: string[];
  flexibleDates: boolean;
}

/** Villa ids of a site in the selector (empty for 'any' or an unknown site). */
export function siteVillaIds(siteId: string): string[] {
  return SITE_OPTIONS.find((option) => option.id === siteId)?.villas.map((villa) => villa.id) ?? [];
}

/** The form as a prefilled search leaves it: values are taken as given and checked on submit. */
export function initialBookingSearch(state: SearchState | null): BookingSearch {
  const guests = defaultGuests();
  if (state?.adults !== undefined) guests.adults = state.adults;
  if (state?.children !== undefined) guests.children = state.children;
  if (state?.infants !== undefined) guests.infants = state.infants;
  guests.childrenAges = resizeAges(state?.childrenAges ?? [], guests.children);
  guests.infantAges = resizeAges(state?.infantAges ?? [], guests.infants);
  const site = state?.site && siteVillaIds(state.site).length > 0 ? state.site : ANY_SITE;
  const ids = siteVillaIds(site);
  const selected = state?.villaIds?.filter((id) => ids.includes(id)) ?? [];
  return {
    checkIn: state?.checkIn ?? null,
    checkOut: state?.checkOut ?? null,
    guests,
    villaSite: site,
    selectedVillas: site === ANY_SITE ? [] : state?.villaIds ? selected : ids,
    flexibleDates: state?.flexible ?? false,
  };
}

/** The /availability address for a search that passed validation. */
export function availabilityUrl(search: BookingSearch): string {
  const params = toAvailabilityParams({
    checkIn: search.checkIn ?? '',
    checkOut: search.checkOut ?? '',
    guests: search.guests,
    villaSite: search.villaSite,
    selectedVillas: search.selectedVillas,
    flexibleDates: search.flexibleDates,
  });
  return `/availability?${new URLSearchParams(params).toString()}`;
}

/** The form's state and the changes the booking form makes (calendar, guests, location, flexible). */
export function useBookingSearch(initial: SearchState | null) {
  const [search, setSearch] = useState<BookingSearch>(() => initialBookingSearch(initial));

  const pickDay = useCallback((day: string) => setSearch((s) => ({ ...s, ...pickRangeDay(s, day) })), []);
  const clearDates = useCallback(() => setSearch((s) => ({ ...s, checkIn: null, checkOut: null })), []);
  const changeGuests = useCallback(
    (field: GuestField, delta: number) => setSearch((s) => ({ ...s, guests: adjustGuests(s.guests, field, delta) })),
    [],
  );
  const changeChildAge = useCallback(
    (index: number, age: number | null) => setSearch((s) => ({ ...s, guests: setChildAge(s.guests, index, age) })),
    [],
  );
  const changeInfantAge = useCallback(
    (index: number, months: number | null) => setSearch((s) => ({ ...s, guests: setInfantAge(s.guests, index, months) })),
    [],
  );
  /** An estate selects all its villas; 'any' (all retreats) clears the selection. */
  const chooseLocation = useCallback(
    (siteId: string) => setSearch((s) => ({ ...s, villaSite: siteId, selectedVillas: siteId === ANY_SITE ? [] : siteVillaIds(siteId) })),
    [],
  );
  /** Ticking a villa of another estate moves the choice to that estate, with that villa only. */
  const toggleVilla = useCallback(
    (siteId: string, villaId: string) =>
      setSearch((s) => {
        if (s.villaSite !== siteId) return { ...s, villaSite: siteId, selectedVillas: [villaId] };
        const selected = s.selectedVillas.includes(villaId)
          ? s.selectedVillas.filter((id) => id !== villaId)
          : siteVillaIds(siteId).filter((id) => id === villaId || s.selectedVillas.includes(id));
        return { ...s, selectedVillas: selected };
      }),
    [],
  );
  const setFlexible = useCallback((flexibleDates: boolean) => setSearch((s) => ({ ...s, flexibleDates })), []);

  const nights = stayLength(search.checkIn, search.checkOut);
  const validate = useCallback(
    (lang: Lang): SearchError | null =>
      validateSearch(
        { ...search, siteVillaIds: search.villaSite === ANY_SITE ? [] : siteVillaIds(search.villaSite), today: todayInBali(new Date()) },
        lang,
      ),
    [search],
  );

  return useMemo(
    () => ({ search, nights, pickDay, clearDates, changeGuests, changeChildAge, changeInfantAge, chooseLocation, toggleVilla, setFlexible, validate }),
    [search, nights, pickDay, clearDates, changeGuests, changeChildAge, changeInfantAge, chooseLocation, toggleVilla, setFlexible, validate],
  );
}

export type BookingSearchController = ReturnType<typeof useBookingSearch>;
