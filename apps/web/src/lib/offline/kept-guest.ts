/**
 * localStorage: the booking whose cache this device keeps for offline use (lib/offline/persist.ts).
 * A module of its own so start-up can check it without loading the persistence code: only a
 * guest's device loads that.
 */
export const KEPT_GUEST_KEY = 'prana-guest-cache';

export function keptGuestBooking(): string | null {
  try {
    return localStorage.getItem(KEPT_GUEST_KEY);
  } catch {
    return null;
  }
}
