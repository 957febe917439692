import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  GuestRequestChangedResponse,
  GuestRequestQueueItem,
  RequestStatus,
  ReservationChangedResponse,
  ReservationQueueItem,
  ReservationStatusBody,
  StaffQueueItem,
  StaffQueueResponse,
} from '@prana/contracts';
import { isOpenReservationStatus } from '@prana/domain';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { useReconnect, useSocketEvent } from '../../../lib/socket.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { useNotices } from '../shell/notices.tsx';
import { applyRequestUpdate, applyReservationUpdate } from './queue-items.ts';

/** How long a row that just arrived or changed stays highlighted (BRAND "live changes highlighted briefly"). */
const HIGHLIGHT_MS = 4_000;

export interface ConciergeQueue {
  status: 'loading' | 'success' | 'error';
  items: StaffQueueItem[] | undefined;
  error: unknown;
  refetch: () => void;
  highlighted: ReadonlySet<string>;
  changing: ReadonlySet<string>;
  changeStatus: (item: GuestRequestQueueItem, status: RequestStatus) => Promise<void>;
  changeReservationStatus: (item: ReservationQueueItem, status: ReservationStatusBody['status']) => Promise<void>;
}

/**
 * The live concierge queue: GET /api/staff/requests, then kept current by the request and
 * reservation events (a new item is fetched in its place; a status change is applied at once).
 */
export function useConciergeQueue(): ConciergeQueue {
  const { t } = useTranslation('admin');
  const { toast, alert } = useNotices();
  const query = useApiQuery<StaffQueueResponse>('/api/staff/requests');
  const { refetch } = query;
  const [items, setItems] = useState<StaffQueueItem[] | undefined>(undefined);
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(new Set());
  const [changing, setChanging] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const itemsRef = useRef(items);

  useEffect(() => {
    if (query.data) setItems(query.data.items);
  }, [query.data]);

  useEffect(() => {
    itemsRef.current = items;
  }, [items]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const highlight = useCallback((id: string) => {
    setHighlighted((current) => new Set(current).add(id));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setHighlighted((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }, HIGHLIGHT_MS);
    timers.current.add(timer);
  }, []);

  useSocketEvent('request.created', ({ request }) => {
    toast({
      title: t('queue.toastRequest', { category: t(`queue.categories.${request.category}`) }),
      body: t('queue.toastBody', { guest: request.guestName, villa: request.villaName, title: request.title }),
    });
    highlight(request.id);
    refetch();
  });

  useSocketEvent('request.updated', ({ request }) => {
    highlight(request.id);
    setItems((current) => (current ? (applyRequestUpdate(current, request) ?? current) : current));
    // A request we do not list yet (created while we were away): ask again.
    if (!itemsRef.current?.some((item) => item.id === request.id)) refetch();
  });

  useSocketEvent('reservation.created', ({ reservation }) => {
    toast({
      title: t('queue.toastReservation'),
      body: t('queue.toastBody', { guest: reservation.fullName, villa: reservation.villaName, title: `${reservation.checkIn} – ${reservation.checkOut}` }),
    });
    highlight(reservation.id);
    refetch();
  });

  useSocketEvent('reservation.updated', ({ item }) => {
    highlight(item.id);
    setItems((current) => (current ? (applyReservationUpdate(current, item) ?? current) : current));
    // An open request we do not list yet (created while we were away): ask again.
    if (isOpenReservationStatus(item.status) && !itemsRef.current?.some((entry) => entry.id === item.id)) refetch();
  });

  useReconnect(refetch);

  /** Runs one status change of a row: its buttons are disabled meanwhile; on failure the alert says why and the queue is fetched again. */
  const whileChanging = useCallback(
    async (id: string, change: () => Promise<void>, failure: (error: unknown) => string) => {
      setChanging((current) => new Set(current).add(id));
      try {
        await change();
      } catch (error) {
        alert(failure(error));
        refetch();
      } finally {
        setChanging((current) => {
          const next = new Set(current);
          next.delete(id);
          return next;
        });
      }
    },
    [alert, refetch],
  );

  const changeStatus = useCallback(
    (item: GuestRequestQueueItem, status: RequestStatus) =>
      whileChanging(
        item.id,
        async () => {
          const answer = await api.patch<GuestRequestChangedResponse>(`/api/staff/requests/${encodeURIComponent(item.id)}`, { status });
          setItems((current) => (current ? (applyRequestUpdate(current, answer.request) ?? current) : current));
        },
        (error) => errorMessage(error, t('queue.changeError')),
      ),
    [whileChanging, t],
  );

  const changeReservationStatus = useCallback(
    (item: ReservationQueueItem, status: ReservationStatusBody['status']) =>
      whileChanging(
        item.id,
        async () => {
          const body: ReservationStatusBody = { status };
          const answer = await api.patch<ReservationChangedResponse>(`/api/staff/reservation-requests/${encodeURIComponent(item.id)}`, body);
          setItems((current) => (current ? (applyReservationUpdate(current, answer.item) ?? current) : current));
        },
        (error) => t('queue.reservationChangeError', { reason: errorMessage(error) }),
      ),
    [whileChanging, t],
  );

  return {
    status: query.status,
    items: items ?? query.data?.items,
    error: query.error,
    refetch,
    highlighted,
    changing,
    changeStatus,
    changeReservationStatus,
  };
}
