import { useQuery } from '@tanstack/react-query';
import type { CreateShiftBody, CrewScheduleResponse, MyShiftsResponse, RotaResponse, UndoResponse, UpdateShiftBody } from '@prana/contracts';
import { api, withQuery } from '../../../../lib/api-client.ts';
import { panelQuery, usePanelWrite } from './panel-query.ts';

/** One day of the rota as the manager edits it (the staffing panel). */
export const rotaDayQuery = (day: string | null) =>
  panelQuery<RotaResponse>(['rota'], ['rota', day], day === null ? '/api/rota' : withQuery('/api/rota', { from: day, to: day }));
export const useRotaDay = (day: string | null, enabled = true) => useQuery({ ...rotaDayQuery(day), enabled });

/** The reader's own shifts; a change to the team (a removal) changes them too. */
export const myShiftsQuery = () => panelQuery<MyShiftsResponse>(['rota', 'team'], ['rota', 'mine'], '/api/rota/mine');
export const useMyShifts = () => useQuery(myShiftsQuery());

/** Today's crew schedule: shifts and the maintenance tasks open on it. */
export const crewScheduleQuery = () => panelQuery<CrewScheduleResponse>(['rota', 'maintenance'], ['rota', 'crew'], '/api/rota/crew');
export const useCrewSchedule = () => useQuery(crewScheduleQuery());

const shiftPath = (id: string) => `/api/rota/shifts/${encodeURIComponent(id)}`;

export const useAddShift = () => usePanelWrite('rota', 'add', (body: CreateShiftBody) => api.post<unknown>('/api/rota/shifts', body));
export const useUpdateShift = () => usePanelWrite('rota', 'update', ({ id, body }: { id: string; body: UpdateShiftBody }) => api.patch<unknown>(shiftPath(id), body));
export const useRemoveShift = () => usePanelWrite('rota', 'remove', (id: string) => api.delete<unknown>(shiftPath(id)));
export const useUndoRota = () => usePanelWrite('rota', 'undo', () => api.post<UndoResponse>('/api/rota/undo', {}));
