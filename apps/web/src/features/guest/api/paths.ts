/** What every page of the companion reads first, named once for its queries and for the entry's early reads (app/first-reads.ts). */
export const PROFILE_PATH = '/api/guest/profile';
export const NOTIFICATIONS_PATH = '/api/guest/notifications';
/** The overview's check-in card reads it while check-in is open (from seven days before arrival). */
export const CHECK_IN_PATH = '/api/guest/check-in';
