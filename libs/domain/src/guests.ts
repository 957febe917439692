/** Largest party any villa hosts. */
export const MAX_GUESTS = 16;
/** Adults are 13 and older. */
export const ADULT_MIN_AGE = 13;
/** Children are 2 to 12 years old. */
export const CHILD_AGE_MIN = 2;
export const CHILD_AGE_MAX = 12;
/** Infants are under 2: their age is picked in months, 0 to 23. */
export const INFANT_MONTHS_MIN = 0;
export const INFANT_MONTHS_MAX = 23;

/** The three counters of the guest selector. */
export const GUEST_FIELDS = ['adults', 'children', 'infants'] as const;
export type GuestField = (typeof GUEST_FIELDS)[number];

/** Party size by age group. */
export interface GuestCounts {
  adults: number;
  children: number;
  infants: number;
}

/** Party size with the picked ages; an unpicked age is null. */
export interface Guests extends GuestCounts {
  childrenAges: (number | null)[];
  infantAges: (number | null)[];
}

/** Lowest value of each counter. */
export const MIN_GUEST_COUNTS: Readonly<GuestCounts> = { adults: 1, children: 0, infants: 0 };

/** The party a search starts with: 2 adults. */
export const DEFAULT_GUESTS: Readonly<GuestCounts> = { adults: 2, children: 0, infants: 0 };

function range(from: number, to: number): readonly number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/** Child age options in years: 2 to 12. */
export const CHILD_AGE_OPTIONS: readonly number[] = range(CHILD_AGE_MIN, CHILD_AGE_MAX);
/** Infant age options in months: 0 to 23. */
export const INFANT_MONTH_OPTIONS: readonly number[] = range(INFANT_MONTHS_MIN, INFANT_MONTHS_MAX);

/** Empty guest selection: 2 adults, no ages. */
export function defaultGuests(): Guests {
  return { ...DEFAULT_GUESTS, childrenAges: [], infantAges: [] };
}

/** Everyone in the party, infants included. */
export function totalGuests(guests: GuestCounts): number {
  return guests.adults + guests.children + guests.infants;
}

/** True for a whole number of years from 2 to 12. */
export function isValidChildAge(age: unknown): age is number {
  return Number.isInteger(age) && (age as number) >= CHILD_AGE_MIN && (age as number) <= CHILD_AGE_MAX;
}

/** True for a whole number of months from 0 to 23. */
export function isValidInfantMonths(months: unknown): months is number {
  return (
    Number.isInteger(months) && (months as number) >= INFANT_MONTHS_MIN && (months as number) <= INFANT_MONTHS_MAX
  );
}

/** Cuts or pads (with null) an ages list to `count` entries. */
export function resizeAges(ages: readonly (number | null)[], count: number): (number | null)[] {
  const size = Math.max(0, count);
  return Array.from({ length: size }, (_, index) => ages[index] ?? null);
}

/**
 * Applies a +/- step of the guest selector. Counts never go below their minimum (adults 1,
 * children and infants 0); a step that would take the party above MAX_GUESTS is ignored.
 * The ages lists keep one entry per child / infant. Returns a new object.
 */
export function adjustGuests(guests: Guests, field: GuestField, delta: number): Guests {
  if (!Number.isInteger(delta)) throw new RangeError(`delta must be an integer: ${delta}`);
  const next: GuestCounts = {
    adults: guests.adults,
    children: guests.children,
    infants: guests.infants,
    [field]: Math.max(MIN_GUEST_COUNTS[field], guests[field] + delta),
  };
  const growsPastCap = delta > 0 && totalGuests(next) > MAX_GUESTS;
  const counts = growsPastCap ? guests : next;
  return {
    adults: counts.adults,
    children: counts.children,
    infants: counts.infants,
    childrenAges: resizeAges(guests.childrenAges, counts.children),
    infantAges: resizeAges(guests.infantAges, counts.infants),
  };
}

/** Sets one child's age (index into childrenAges); out-of-range indexes are ignored. */
export function setChildAge(guests: Guests, index: number, age: number | null): Guests {
  if (index < 0 || index >= guests.children) return guests;
  const childrenAges = resizeAges(guests.childrenAges, guests.children);
  childrenAges[index] = age;
  return { ...guests, childrenAges };
}

/** Sets one infant's age in months; out-of-range indexes are ignored. */
export function setInfantAge(guests: Guests, index: number, months: number | null): Guests {
  if (index < 0 || index >= guests.infants) return guests;
  const infantAges = resizeAges(guests.infantAges, guests.infants);
  infantAges[index] = months;
  return { ...guests, infantAges };
}
