/** The last name and booking code remembered to prefill the sign-in form on return. */
export const GUEST_CREDENTIALS_KEY = 'prana.guestCredentials';

export interface GuestCredentials {
  lastName: string;
  bookingCode: string;
}

export function readCredentials(): GuestCredentials {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(GUEST_CREDENTIALS_KEY) ?? 'null');
    if (stored && typeof stored === 'object' && 'lastName' in stored && 'bookingCode' in stored) {
      const { lastName, bookingCode } = stored as Record<string, unknown>;
      if (typeof lastName === 'string' && typeof bookingCode === 'string') return { lastName, bookingCode };
    }
    if (stored !== null) window.localStorage.removeItem(GUEST_CREDENTIALS_KEY);
  } catch {
    // Unreadable: silently cleared, like a corrupt profile.
    try {
      window.localStorage.removeItem(GUEST_CREDENTIALS_KEY);
    } catch {
      // storage unavailable
    }
  }
  return { lastName: '', bookingCode: '' };
}

/**
 * An explicit log out on a shared device forgets the booking code (the key to the stay) and keeps
 * only the last name, so the next person cannot walk into this stay.
 */
export function forgetBookingCode(): void {
  const { lastName } = readCredentials();
  if (lastName) rememberCredentials({ lastName, bookingCode: '' });
  else
    try {
      window.localStorage.removeItem(GUEST_CREDENTIALS_KEY);
    } catch {
      // storage unavailable
    }
}

export function rememberCredentials(credentials: GuestCredentials): void {
  try {
    window.localStorage.setItem(GUEST_CREDENTIALS_KEY, JSON.stringify(credentials));
  } catch {
    // Private mode or storage full: nothing to prefill next time.
  }
}
