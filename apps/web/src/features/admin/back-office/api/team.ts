import { useQuery } from '@tanstack/react-query';
import type { CreateEmployeeBody, EmployeeHistoryResponse, EmployeeResponse, EmployeesResponse, UndoResponse } from '@prana/contracts';
import { api, withQuery } from '../../../../lib/api-client.ts';
import { panelQuery, usePanelWrite } from './panel-query.ts';

export interface EmployeeFilters {
  role: string;
  department: string;
  search: string;
}

export const employeesQuery = ({ role, department, search }: EmployeeFilters) =>
  panelQuery<EmployeesResponse>(
    ['team'],
    ['employees', role, department, search],
    withQuery('/api/employees', { role: role || undefined, department: department || undefined, search: search || undefined }),
  );

export const useEmployees = (filters: EmployeeFilters) => useQuery(employeesQuery(filters));

const employeePath = (id: string) => `/api/employees/${encodeURIComponent(id)}`;

export const employeeHistoryQuery = (id: string) => panelQuery<EmployeeHistoryResponse>(['team'], ['employees', id, 'history'], `${employeePath(id)}/history`);

export const useEmployeeHistory = (id: string) => useQuery(employeeHistoryQuery(id));

type EmployeeBody = Partial<CreateEmployeeBody>;

export const useAddEmployee = () => usePanelWrite('team', 'add', (body: EmployeeBody) => api.post<EmployeeResponse>('/api/employees', body));
export const useUpdateEmployee = () =>
  usePanelWrite('team', 'update', ({ id, body }: { id: string; body: EmployeeBody }) => api.patch<EmployeeResponse>(employeePath(id), body));
export const useRemoveEmployee = () => usePanelWrite('team', 'remove', (id: string) => api.delete<void>(employeePath(id)));
export const useUndoTeam = () => usePanelWrite('team', 'undo', () => api.post<UndoResponse>('/api/employees/undo', {}));
