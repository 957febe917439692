import { useCallback, useSyncExternalStore } from 'react';
import {
  onlineManager,
  useMutation,
  useMutationState,
  type Mutation,
  type MutateOptions,
  type MutationKey,
} from '@tanstack/react-query';
import { queryClient } from '../query-client.ts';

/**
 * The guest's outbox: writes made offline wait as paused TanStack mutations, are
 * saved with the guest's cache (persist.ts), and are sent in order when the connection returns.
 * Each carries the `Idempotency-Key` made when the guest pressed send, so a retry (a lost answer,
 * a reload mid-send) is stored once. A write opts in by its key: `outboxWrite` registers what it
 * sends as the key's mutation defaults (known again after a reload, before the cache is restored),
 * and its hook is `useOutboxMutation(write)`. Payments and staff writes never opt in: offline they
 * fail at once with `http.offline`.
 */

/** One line: outbox writes run one after another, in the order the guest made them. */
const OUTBOX_SCOPE = 'guest-outbox';

export type Queued<V> = V & { idempotencyKey: string };

/** Stored with the mutation (its context): it was made offline, so the guest sees it in the outbox. */
interface OutboxContext {
  queued: boolean;
}

export interface OutboxWrite<V, R> {
  mutationKey: MutationKey;
  /** Types only. */
  readonly types?: { variables: V; result: R };
}

interface OutboxWriteOptions<V, R> {
  mutationKey: MutationKey;
  send: (variables: V, idempotencyKey: string) => Promise<R>;
  /** Puts the answer in the cache; runs for writes sent after a reload too, so it may not use a component. */
  onSuccess?: (result: R) => void;
}

/** Declares a write that waits offline (call at module scope: its defaults must exist before a restore). */
export function outboxWrite<V extends object, R>({ mutationKey, send, onSuccess }: OutboxWriteOptions<V, R>): OutboxWrite<V, R> {
  queryClient.setMutationDefaults(mutationKey, {
    mutationFn: ({ idempotencyKey, ...variables }: Queued<V>) => send(variables as unknown as V, idempotencyKey),
    onMutate: (): OutboxContext => ({ queued: !onlineManager.isOnline() }),
    onSuccess: (result: R) => onSuccess?.(result),
    networkMode: 'online',
    scope: { id: OUTBOX_SCOPE },
    // A refused write stays until the guest edits or discards it.
    gcTime: Infinity,
    meta: { outbox: true },
  });
  return { mutationKey };
}

const wasQueued = (mutation: Mutation<unknown, Error, unknown, unknown>) => (mutation.state.context as OutboxContext | undefined)?.queued === true;

/** Kept with the guest's cache: any outbox write not yet answered, and refused ones not yet dealt with. */
export function shouldKeepWrite(mutation: Mutation<unknown, Error, unknown, unknown>): boolean {
  if (mutation.meta?.outbox !== true) return false;
  return mutation.state.status === 'pending' || (mutation.state.status === 'error' && wasQueued(mutation));
}

/** Shown in the outbox: made offline (or waiting for the connection) and not yet sent, or refused since. */
function isOutboxItem(mutation: Mutation<unknown, Error, unknown, unknown>): boolean {
  return shouldKeepWrite(mutation) && (mutation.state.isPaused || wasQueued(mutation));
}

/**
 * A TanStack mutation whose `mutate(variables)` adds a fresh idempotency key; the rest as useMutation.
 * `const create = useOutboxMutation(createRequestWrite); create.mutate(body, { onSuccess })`
 */
export function useOutboxMutation<V extends object, R>(write: OutboxWrite<V, R>) {
  const mutation = useMutation<R, Error, Queued<V>>({ mutationKey: write.mutationKey });
  const { mutate: send } = mutation;
  const mutate = useCallback(
    (variables: V, options?: MutateOptions<R, Error, Queued<V>>) => send({ ...variables, idempotencyKey: crypto.randomUUID() }, options),
    [send],
  );
  return { ...mutation, mutate };
}

export interface OutboxItem<V> {
  id: number;
  variables: V;
  /** Waiting for the connection (or being sent), or refused by the server. */
  state: 'waiting' | 'refused';
  error: unknown;
  submittedAt: number;
}

/** The write's items in the outbox, oldest first. */
export function useOutbox<V, R>(write: OutboxWrite<V, R>): OutboxItem<V>[] {
  return useMutationState({
    filters: { mutationKey: write.mutationKey, exact: true, predicate: isOutboxItem },
    select: (mutation) => ({
      id: mutation.mutationId,
      variables: mutation.state.variables as V,
      state: mutation.state.status === 'error' ? ('refused' as const) : ('waiting' as const),
      error: mutation.state.error,
      submittedAt: mutation.state.submittedAt,
    }),
  });
}

const findItem = (id: number) => queryClient.getMutationCache().find({ predicate: (mutation) => mutation.mutationId === id });

/** The guest lets a refused write go. */
export function discardOutboxItem(id: number): void {
  const mutation = findItem(id);
  if (mutation) queryClient.getMutationCache().remove(mutation);
}

/** The guest changed a refused write: it goes again (now, or when online) as a new write with a new key. */
export function resendOutboxItem<V extends object, R>(write: OutboxWrite<V, R>, id: number, variables: V): void {
  discardOutboxItem(id);
  // Shown in the outbox however it goes: it is an item the guest is dealing with.
  const mutation = queryClient.getMutationCache().build(queryClient, { mutationKey: write.mutationKey, onMutate: (): OutboxContext => ({ queued: true }) });
  mutation.execute({ ...variables, idempotencyKey: crypto.randomUUID() }).catch(() => undefined);
}

/** Whether the device has a connection, as TanStack Query sees it (it pauses queries and outbox writes). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline);
}
const subscribeOnline = (listener: (online: boolean) => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();
