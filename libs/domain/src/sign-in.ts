// How sign-in names are compared: the database lookup and the sign-in limits use these same
// functions, so a look-alike spelling (`ſ` for `s`, full-width letters) finds the same account
// and the same counter.

/** A staff username as stored: NFKC, trimmed, lower case. */
export function normalizeUsername(value: string): string {
  return value.normalize('NFKC').trim().toLowerCase();
}

/** A booking code as stored: NFKC, trimmed, upper case. */
export function normalizeBookingCode(value: string): string {
  return value.normalize('NFKC').trim().toUpperCase();
}
