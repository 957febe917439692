import { MIN_GUEST_COUNTS } from '@prana/domain';

export interface EditedSearch {
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  infants: number;
}

/** The edited search as /availability query parameters; other parameters (site, villaIds, flexible) stay. */
export function applyEditedSearch(current: URLSearchParams, edit: EditedSearch): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of [['checkIn', edit.checkIn], ['checkOut', edit.checkOut]] as const) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  next.set('adults', String(Math.max(MIN_GUEST_COUNTS.adults, edit.adults)));
  next.set('children', String(Math.max(MIN_GUEST_COUNTS.children, edit.children)));
  next.set('infants', String(Math.max(MIN_GUEST_COUNTS.infants, edit.infants)));
  // One age per child and infant: extra ages go, missing ones stay unknown.
  for (const [key, count] of [['childrenAges', edit.children], ['infantAges', edit.infants]] as const) {
    const ages = (next.get(key) ?? '').split(',').filter((age) => age.trim() !== '').slice(0, count);
    if (ages.length > 0) next.set(key, ages.join(','));
    else next.delete(key);
  }
  return next;
}
