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

/** A booking code for someone who may see that a booking exists but not sign in as its guest: `PRN-2402` → `PRN-••02`. */
export function maskBookingCode(code: string): string {
  const dash = code.indexOf('-');
  const head = code.slice(0, dash + 1);
  const tail = code.slice(Math.max(dash + 1, code.length - 2));
  return `${head}${'•'.repeat(code.length - head.length - tail.length)}${tail}`;
}
