import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CalendarResponse, StaffQueueResponse, TurnoverChangedPayload, TurnoverResponse, TurnoversResponse, TurnoverState, UpdateTurnoverBody } from '@prana/contracts';
import { compareTurnovers } from '@prana/domain';
import { api } from '../../../lib/api-client.ts';
import { queueQuery } from '../queue/api/queue.ts';

export const turnoversQuery = queryOptions({
  queryKey: ['staff', 'turnovers'],
  queryFn: ({ signal }) => api.get<TurnoversResponse>('/api/turnovers', { signal }),
});

/** The housekeeping board: today's and tomorrow's turnovers; turnover.* events keep it current. */
export const useTurnovers = () => useQuery(turnoversQuery);

const byBoardOrder = (a: TurnoverResponse, b: TurnoverResponse) => compareTurnovers(a, b);

/**
 * A turnover changed (here, on another device, or by a calendar change): written in place on the
 * board (dropped when cancelled or off its two days), in the staff queue's alerts (dropped once
 * ready) and as the villa's readiness on the multi-calendar. A row older than the one held is ignored.
 */
export function storeTurnover(cache: QueryClient, { id, villaSlug, turnover }: TurnoverChangedPayload, alert = false): void {
  cache.setQueryData<TurnoversResponse>(turnoversQuery.queryKey, (board) => {
    if (!board) return board;
    const held = board.turnovers.find((row) => row.id === id);
    if (held && turnover && held.version > turnover.version) return board;
    const others = board.turnovers.filter((row) => row.id !== id);
    const keep = turnover && board.days.includes(turnover.day);
    return { ...board, turnovers: keep ? [...others, turnover].sort(byBoardOrder) : others };
  });
  cache.setQueryData<StaffQueueResponse>(queueQuery.queryKey, (queue) => {
    if (!queue) return queue;
    const listed = queue.turnoverAlerts.some((row) => row.id === id);
    const others = queue.turnoverAlerts.filter((row) => row.id !== id);
    const stays = turnover && turnover.state !== 'ready' && turnover.alertedAt !== null && (listed || alert);
    return { ...queue, turnoverAlerts: stays ? [...others, turnover].sort(byBoardOrder) : others };
  });
  for (const [key, calendar] of cache.getQueriesData<CalendarResponse>({ queryKey: ['calendar'] })) {
    if (!calendar?.readiness) continue;
    const others = calendar.readiness.filter((row) => row.turnoverId !== id);
    const arrivalDay = turnover?.arrival?.day;
    const shown = turnover && arrivalDay && arrivalDay >= calendar.from && arrivalDay < calendar.to ? [{ villaSlug, day: arrivalDay, turnoverId: id, state: turnover.state }] : [];
    cache.setQueryData<CalendarResponse>(key, { ...calendar, readiness: [...others, ...shown] });
  }
}

export function useMoveTurnover() {
  const cache = useQueryClient();
  return useMutation({
    mutationKey: ['turnovers', 'move'],
    mutationFn: ({ id, state }: { id: string; state: TurnoverState }) => api.post<TurnoverResponse>(`/api/turnovers/${encodeURIComponent(id)}/state`, { state }),
    onSuccess: (turnover) => storeTurnover(cache, { id: turnover.id, villaSlug: turnover.villaSlug, turnover }),
  });
}

export function useUpdateTurnover() {
  const cache = useQueryClient();
  return useMutation({
    mutationKey: ['turnovers', 'update'],
    mutationFn: ({ id, ...body }: UpdateTurnoverBody & { id: string }) => api.patch<TurnoverResponse>(`/api/turnovers/${encodeURIComponent(id)}`, body),
    onSuccess: (turnover) => storeTurnover(cache, { id: turnover.id, villaSlug: turnover.villaSlug, turnover }),
  });
}
