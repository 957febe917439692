import type { GuestLoginBody, MeResponse, StaffLoginBody } from '@prana/contracts';
import { api } from './api-client.ts';
import { ME_PATH } from './api-paths.ts';

/** Who is signed in (GET /api/auth/me). */
export const getMe = (signal?: AbortSignal) => api.get<MeResponse>(ME_PATH, { signal });

export const signInGuest = (body: GuestLoginBody) => api.post<MeResponse>('/api/auth/guest/login', body);

export const signInStaff = (body: StaffLoginBody) => api.post<MeResponse>('/api/auth/staff/login', body);

export const signOut = () => api.post<void>('/api/auth/logout');
