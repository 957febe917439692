import { useQuery } from '@tanstack/react-query';
import type { CreateMaintenanceTaskBody, MaintenanceTasksResponse, UndoResponse, UpdateMaintenanceTaskBody } from '@prana/contracts';
import { api, withQuery } from '../../../../lib/api-client.ts';
import { panelQuery, usePanelWrite } from './panel-query.ts';

export const maintenanceTasksQuery = (filter: string) =>
  panelQuery<MaintenanceTasksResponse>(['maintenance'], ['maintenance-tasks', filter], withQuery('/api/maintenance-tasks', { filter }));
export const useMaintenanceTasks = (filter: string) => useQuery(maintenanceTasksQuery(filter));

const taskPath = (id: string) => `/api/maintenance-tasks/${encodeURIComponent(id)}`;

export const useAddTask = () => usePanelWrite('maintenance', 'add', (body: Partial<CreateMaintenanceTaskBody>) => api.post<unknown>('/api/maintenance-tasks', body));
export const useUpdateTask = () =>
  usePanelWrite('maintenance', 'update', ({ id, body }: { id: string; body: UpdateMaintenanceTaskBody }) => api.patch<unknown>(taskPath(id), body));
export const useCompleteTask = () => usePanelWrite('maintenance', 'complete', (id: string) => api.post<unknown>(`${taskPath(id)}/complete`, {}));
export const useUndoMaintenance = () => usePanelWrite('maintenance', 'undo', () => api.post<UndoResponse>('/api/maintenance-tasks/undo', {}));
