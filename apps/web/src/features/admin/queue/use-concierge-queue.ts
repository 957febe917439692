import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuestRequestChangedResponse, GuestRequestQueueItem, RequestStatus, StaffQueueItem, StaffQueueResponse } from '@prana/contracts';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { useReconnect, useSocketEvent } from '../../../lib/socket.ts';
import { useApiQuery } from '../../../lib/use-api-query.ts';
import { useNotices } from '../shell/notices.tsx';
import { applyRequestUpdate } from './queue-items.ts';

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

  useReconnect(refetch);

  const changeStatus = useCallback(
    async (item: GuestRequestQueueItem, status: RequestStatus) => {
      setChanging((current) => new Set(current).add(item.id));
      try {
        const answer = await api.patch<GuestRequestChangedResponse>(`/api/staff/requests/${encodeURIComponent(item.id)}`, { status });
        setItems((current) => (current ? (applyRequestUpdate(current, answer.request) ?? current) : current));
      } catch (error) {
        alert(errorMessage(error, t('queue.changeError')));
        refetch();
      } finally {
        setChanging((current) => {
          const next = new Set(current);
          next.delete(item.id);
          return next;
        });
      }
    },
    [alert, refetch, t],
  );

  return { status: query.status, items: items ?? query.data?.items, error: query.error, refetch, highlighted, changing, changeStatus };
}
