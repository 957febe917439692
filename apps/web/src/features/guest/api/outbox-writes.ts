import { createRequestWrite } from './requests.ts';
import { markAllReadWrite, markReadWrite, notificationPreferencesWrite } from './notifications.ts';
import { guestMessageWrite } from './threads.ts';
import { checkInWrite } from './check-in.ts';

/**
 * The guest's writes that wait offline. Imported by app/start.tsx before the cache is restored, so
 * writes queued before a reload know how to send. A new one: declare it with `outboxWrite` beside
 * its endpoint and list it here.
 */
export const GUEST_OUTBOX_WRITES = [createRequestWrite, guestMessageWrite, markReadWrite, markAllReadWrite, notificationPreferencesWrite, checkInWrite];
