import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutationState } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GuestRequestQueueItem, RequestStatus, ReservationQueueItem, ReservationStatusBody, StaffQueueItem, StayTimeDecision, TurnoverResponse } from '@prana/contracts';

import { useErrorText } from '../../../lib/error-text.ts';
import { useStoredText } from '../../../lib/use-stored-text.ts';
import { useSocketEvent } from '../../../lib/socket.ts';
import { useSession } from '../../../lib/session.tsx';
import { useDates } from '../../../lib/use-dates.ts';
import { useNotices } from '../shell/notices.tsx';
import { useBackgroundAlerts, type BackgroundAlerts } from './background-alerts.ts';
import {
  QUEUE_CHANGE_KEY,
  useAssignRequest,
  useChangeRequestStatus,
  useDecideStayTime,
  useChangeReservationStatus,
  useQueue,
  type RequestStatusChange,
} from './api/queue.ts';

const NO_TURNOVER_ALERTS: TurnoverResponse[] = [];

/** How long a row that just arrived or changed stays highlighted (BRAND "live changes highlighted briefly"). */
const HIGHLIGHT_MS = 4_000;

export interface ConciergeQueue {
  status: 'pending' | 'success' | 'error';
  items: StaffQueueItem[] | undefined;
  /** Villas not ready an hour before their turnover is due (kept live by turnover.* events). */
  turnoverAlerts: TurnoverResponse[];
  error: unknown;
  refetch: () => void;
  highlighted: ReadonlySet<string>;
  changing: ReadonlySet<string>;
  changeStatus: (item: GuestRequestQueueItem, status: RequestStatus) => Promise<void>;
  changeReservationStatus: (item: ReservationQueueItem, status: ReservationStatusBody['status']) => Promise<void>;
  /** Approve or decline an early check-in or late check-out. */
  decideStayTime: (item: GuestRequestQueueItem, decision: StayTimeDecision) => Promise<void>;
  /** Take (the viewer's id), give (a colleague's) or release (null) a guest request. */
  assign: (item: GuestRequestQueueItem, assigneeId: string | null) => Promise<void>;
  /** The signed-in person, for "Mine" and "Take". */
  viewerId: string | null;
  alerts: BackgroundAlerts;
}

/** Rows highlighted for a few seconds after they arrived or changed. */
function useHighlights() {
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

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
  return { highlighted, highlight };
}

/**
 * The live concierge queue: GET /api/staff/requests, then kept current by the request and
 * reservation events, which carry the queue's row (applied in place, never fetched again).
 */
export function useConciergeQueue(): ConciergeQueue {
  const { t } = useTranslation('admin');
  const dates = useDates();
  const errorText = useErrorText();
  const storedText = useStoredText();
  const { toast, alert } = useNotices();
  const query = useQueue();
  const { highlighted, highlight } = useHighlights();
  const changeRequest = useChangeRequestStatus();
  const changeReservation = useChangeReservationStatus();
  const decideStayTimeWrite = useDecideStayTime();
  const assignRequest = useAssignRequest();
  const viewerId = useSession().staff?.id ?? null;
  const alerts = useBackgroundAlerts(viewerId);
  // Rows with a status change on its way: their buttons wait.
  const changingIds = useMutationState({
    filters: { mutationKey: QUEUE_CHANGE_KEY, status: 'pending' },
    select: (mutation) => (mutation.state.variables as Pick<RequestStatusChange, 'id'>).id,
  });

  // The cache follows these events in the admin layout (api/live-cache.ts); the screen tells of them.
  useSocketEvent('request.created', ({ item }) => {
    const title = t('queue.toastRequest', { category: t(`queue.categories.${item.category}`) });
    const body = t('queue.toastBody', { guest: item.guestName, villa: item.villaName, title: storedText(item.titleText) });
    toast({ title, body });
    alerts.raise(title, body);
    highlight(item.id);
  });
  useSocketEvent('request.updated', ({ item }) => {
    // The guest cancelled: staff are told, as of a new request.
    if (item.status === 'cancelled') {
      toast({
        title: t('queue.toastCancelled', { category: t(`queue.categories.${item.category}`) }),
        body: t('queue.toastBody', { guest: item.guestName, villa: item.villaName, title: storedText(item.titleText) }),
      });
    }
    highlight(item.id);
  });
  // Everyone working the queue hears it in the app; those who hold requests.assign also get a push.
  useSocketEvent('request.late', ({ item }) => {
    const title = t('queue.toastLate');
    const body = t('queue.toastBody', { guest: item.guestName, villa: item.villaName, title: storedText(item.titleText) });
    toast({ title, body });
    alerts.raise(title, body);
    highlight(item.id);
  });
  useSocketEvent('request.assigned', ({ item }) => highlight(item.id));
  useSocketEvent('request.message', ({ message }) => {
    if (message.author !== 'guest') return;
    const title = t('queue.toastGuestMessage');
    toast({ title, body: message.text });
    alerts.raise(title, message.text);
    highlight(message.requestId);
  });
  useSocketEvent('reservation.created', ({ item }) => {
    toast({
      title: t('queue.toastReservation'),
      body: t('queue.toastBody', { guest: item.guestName, villa: item.villaName, title: t('queue.stayDates', { dates: dates.range(item.checkIn, item.checkOut) }) }),
    });
    highlight(item.id);
  });
  useSocketEvent('reservation.updated', ({ item }) => highlight(item.id));

  const { mutateAsync: changeRequestAsync } = changeRequest;
  const { mutateAsync: changeReservationAsync } = changeReservation;

  /** On failure the alert says why (the queue is fetched again by the mutation). */
  const changeStatus = useCallback(
    (item: GuestRequestQueueItem, status: RequestStatus) =>
      changeRequestAsync({ id: item.id, status }).then(
        () => undefined,
        (error: unknown) => alert(errorText(error)),
      ),
    [changeRequestAsync, alert, errorText],
  );

  const changeReservationStatus = useCallback(
    (item: ReservationQueueItem, status: ReservationStatusBody['status']) =>
      changeReservationAsync({ id: item.id, status }).then(
        () => undefined,
        (error: unknown) => alert(t('queue.reservationChangeError', { reason: errorText(error) })),
      ),
    [changeReservationAsync, alert, errorText, t],
  );

  const { mutateAsync: decideAsync } = decideStayTimeWrite;
  const decideStayTime = useCallback(
    (item: GuestRequestQueueItem, decision: StayTimeDecision) =>
      decideAsync({ id: item.id, decision }).then(
        () => undefined,
        (error: unknown) => alert(errorText(error)),
      ),
    [decideAsync, alert, errorText],
  );

  const { mutateAsync: assignAsync } = assignRequest;
  const assign = useCallback(
    (item: GuestRequestQueueItem, assigneeId: string | null) =>
      assignAsync({ id: item.id, assigneeId }).then(
        () => undefined,
        (error: unknown) => alert(errorText(error)),
      ),
    [assignAsync, alert, errorText],
  );

  return {
    assign,
    viewerId,
    alerts,
    status: query.status,
    items: query.data?.items,
    turnoverAlerts: query.data?.turnoverAlerts ?? NO_TURNOVER_ALERTS,
    error: query.error,
    refetch: () => void query.refetch(),
    highlighted,
    changing: new Set(changingIds),
    changeStatus,
    changeReservationStatus,
    decideStayTime,
  };
}
