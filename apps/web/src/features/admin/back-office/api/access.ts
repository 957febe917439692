import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  AccessUsersResponse,
  InvitationDetailsResponse,
  InviteAccessUserBody,
  InviteAccessUserResponse,
  SetPasswordResponse,
  UpdateAccessUserBody,
} from '@prana/contracts';
import { api } from '../../../../lib/api-client.ts';
import { panelQuery, usePanelWrite } from './panel-query.ts';

export const accessUsersQuery = panelQuery<AccessUsersResponse>(['access'], ['access-users'], '/api/access-users');

/** Pass false to wait (a read-only viewer never asks). */
export const useAccessUsers = (enabled: boolean) => useQuery({ ...accessUsersQuery, enabled });

const userPath = (id: string) => `/api/access-users/${encodeURIComponent(id)}`;

export const useInviteUser = () => usePanelWrite('access', 'invite', (body: InviteAccessUserBody) => api.post<InviteAccessUserResponse>('/api/access-users', body));
export const useUpdateAccessUser = () =>
  usePanelWrite('access', 'update', ({ id, body }: { id: string; body: UpdateAccessUserBody }) => api.patch<unknown>(userPath(id), body));
export const useNewInvitationLink = () => usePanelWrite('access', 'new-link', (id: string) => api.post<InviteAccessUserResponse>(`${userPath(id)}/invitation`, {}));
export const useRemoveAccessUser = () => usePanelWrite('access', 'remove', (id: string) => api.delete<void>(userPath(id)));

const invitationPath = (token: string) => `/api/auth/invitations/${encodeURIComponent(token)}`;

/** The invitation behind a link, for the person setting their password (signed out). */
export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => api.get<InvitationDetailsResponse>(invitationPath(token), { signal }),
  });

export const useInvitation = (token: string) => useQuery(invitationQuery(token));

export const useSetPassword = () =>
  useMutation({
    mutationKey: ['invitation', 'set-password'],
    mutationFn: ({ token, password }: { token: string; password: string }) => api.post<SetPasswordResponse>(invitationPath(token), { password }),
  });
