import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { KEPT_GUEST_KEY, keptGuestBooking as readPointer } from './kept-guest.ts';
import { shouldKeepWrite } from './outbox.ts';

/**
 * The guest's last-seen data and waiting writes, kept on the device per booking:
 * the TanStack cache dehydrated into IndexedDB `prana-guest-<bookingId>`, restored at start-up so
 * /app opens offline with what the guest last saw. Only a guest's cache is kept (never staff
 * data); the store is deleted on log out or when someone else signs in (with any store a closed
 * page left behind), and a store is restored only for the booking this device's pointer names
 * (the one signed in when it was written).
 */

const POINTER = KEPT_GUEST_KEY;
const KEY = 'client';
/** The shape of what is saved; a newer build with another shape starts empty. */
const VERSION = 1;
/** Older than a stay is long: not worth showing. */
const MAX_AGE_MS = 30 * 24 * 3600 * 1000;
const SAVE_DELAY_MS = 300;

interface Saved {
  bookingId: string;
  savedAt: number;
  version: number;
  state: ReturnType<typeof dehydrate>;
}

const stores = new Map<string, UseStore>();
const STORE_PREFIX = 'prana-guest-';
const storeName = (bookingId: string) => `${STORE_PREFIX}${bookingId}`;
function storeOf(bookingId: string): UseStore {
  let store = stores.get(bookingId);
  if (!store) stores.set(bookingId, (store = createStore(storeName(bookingId), 'cache')));
  return store;
}

/** At start-up, before anything asks the api: the cache of the guest this device kept, if any. */
export async function restoreGuestCache(client: QueryClient): Promise<void> {
  const bookingId = readPointer();
  if (!bookingId || typeof indexedDB === 'undefined') return;
  try {
    const saved = await get<Saved>(KEY, storeOf(bookingId));
    if (!saved || saved.bookingId !== bookingId || saved.version !== VERSION || Date.now() - saved.savedAt > MAX_AGE_MS) return;
    hydrate(client, saved.state);
    // As old as it is: each query asks again once a page shows it and the device is online.
    void client.invalidateQueries({ refetchType: 'none' });
  } catch {
    // Private mode or a broken store: start empty, as without one.
  }
}

let kept: { bookingId: string; stop: () => void } | null = null;

/** While `bookingId`'s guest is signed in, every change of the cache is saved (debounced) to their store. */
export function keepGuestCache(client: QueryClient, bookingId: string): void {
  if (kept?.bookingId === bookingId || typeof indexedDB === 'undefined') return;
  stopKeeping();
  try {
    localStorage.setItem(POINTER, bookingId);
  } catch {
    return;
  }
  const store = storeOf(bookingId);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    const state = dehydrate(client, { shouldDehydrateMutation: shouldKeepWrite });
    // One being sent may not have arrived: after a reload it goes again (its key makes that safe).
    state.mutations = state.mutations.map((item) => (item.state.status === 'pending' ? { ...item, state: { ...item.state, isPaused: true } } : item));
    const saved: Saved = { bookingId, savedAt: Date.now(), version: VERSION, state };
    void set(KEY, saved, store).catch(() => undefined);
  };
  const schedule = () => void (timer ??= setTimeout(save, SAVE_DELAY_MS));
  // A phone may freeze the page when it is hidden: save now.
  const onHidden = () => void (document.visibilityState === 'hidden' && timer !== undefined && save());
  const stopQueries = client.getQueryCache().subscribe(schedule);
  // A write just answered is saved at once: a reload right after must not find it waiting and send it again.
  const stopMutations = client.getMutationCache().subscribe((event) => (event.type === 'updated' && event.action.type === 'success' ? save() : schedule()));
  document.addEventListener('visibilitychange', onHidden);
  schedule();
  kept = {
    bookingId,
    stop: () => {
      clearTimeout(timer);
      stopQueries();
      stopMutations();
      document.removeEventListener('visibilitychange', onHidden);
    },
  };
}

/** Stops saving (staff or nobody signed in); what was saved stays until forgotten. */
export function stopKeeping(): void {
  kept?.stop();
  kept = null;
}

/** Log out, or someone else signed in: the booking's store is emptied and deleted, and no longer restored. */
export async function forgetGuestCache(bookingId: string): Promise<void> {
  if (kept?.bookingId === bookingId) stopKeeping();
  if (readPointer() === bookingId) localStorage.removeItem(POINTER);
  if (typeof indexedDB === 'undefined') return;
  const store = storeOf(bookingId);
  stores.delete(bookingId);
  try {
    await del(KEY, store);
    // idb-keyval keeps its connection open, which would block the deletion: close it first.
    await store('readonly', (objects) => objects.transaction.db.close());
  } catch {
    // Nothing was stored.
  }
  indexedDB.deleteDatabase(storeName(bookingId));
}

/**
 * Follows who is signed in: a guest's cache is kept in their booking's store; another booking's
 * store on this device, and any store once staff or nobody is signed in, is forgotten.
 */
export function followSession(client: QueryClient, guestBookingId: string | null): void {
  const previous = readPointer();
  if (previous !== null && previous !== guestBookingId) void forgetGuestCache(previous);
  void forgetOtherStores(guestBookingId);
  if (guestBookingId === null) stopKeeping();
  else keepGuestCache(client, guestBookingId);
}

/**
 * Deletes every guest store on the device but `keep`'s: a log out whose page closed before the
 * deletion ran has already dropped the pointer, so only a sweep finds what it left.
 */
async function forgetOtherStores(keep: string | null): Promise<void> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  const kept = keep === null ? null : storeName(keep);
  const databases = await indexedDB.databases().catch(() => []);
  for (const { name } of databases) if (name?.startsWith(STORE_PREFIX) && name !== kept) indexedDB.deleteDatabase(name);
}
