import { EntityManager } from '@mikro-orm/postgresql';
import type { StaffRole } from '@prana/contracts';
import type { TestApi } from './test-api.ts';
import { signIn } from './sockets.ts';

export type Cookies = Record<StaffRole, string>;

/** A session cookie for each demo staff role. */
export async function signInAll(api: TestApi): Promise<Cookies> {
  return {
    master: await signIn(api, { staff: 'master' }),
    investor: await signIn(api, { staff: 'investor' }),
    manager: await signIn(api, { staff: 'manager' }),
    staff: await signIn(api, { staff: 'staff' }),
  };
}

/** Requests with one person's cookie. */
export function as(api: TestApi, cookie: string) {
  return {
    get: (path: string) => api.request().get(path).set('Cookie', cookie),
    post: (path: string, body: unknown = {}) => api.request().post(path).set('Cookie', cookie).send(body as object),
    patch: (path: string, body: unknown = {}) => api.request().patch(path).set('Cookie', cookie).send(body as object),
    put: (path: string, body: unknown = {}) => api.request().put(path).set('Cookie', cookie).send(body as object),
    delete: (path: string) => api.request().delete(path).set('Cookie', cookie),
  };
}

/** A fresh EntityManager on the app's database, to check what was (not) stored. */
export function dbOf(api: TestApi): EntityManager {
  return api.app.get(EntityManager).fork();
}

/** Calls `undo` until it answers 409, so a test starts with an empty history (at most 10 entries exist). */
export async function drainUndo(undo: () => PromiseLike<{ status: number }>): Promise<void> {
  for (let attempt = 0; attempt < 11; attempt += 1) {
    const response = await undo();
    if (response.status === 409) return;
    if (response.status !== 200) throw new Error(`undo answered ${response.status}`);
  }
  throw new Error('undo history did not empty within 11 calls');
}

/**
 * A second master account (invited by the demo master, password set through its link), signed in:
 * what "two masters at once" needs. Returns its username, display name and session cookie.
 */
export async function anotherMaster(api: TestApi, masterCookie: string, password: string): Promise<{ username: string; name: string; cookie: string }> {
  const tag = Math.random().toString(36).slice(2, 8);
  const name = `Ketut Second ${tag}`;
  const invite = await as(api, masterCookie).post('/api/access-users', { name, email: `ketut-${tag}@prana.villas`, role: 'master' });
  if (invite.status !== 201) throw new Error(`invite answered ${invite.status}`);
  const { user, invitation } = invite.body as { user: { username: string }; invitation: { token: string } };
  await api.request().post(`/api/auth/invitations/${invitation.token}`).send({ password }).expect(200);
  const login = await api.request().post('/api/auth/staff/login').send({ username: user.username, password, role: 'master' }).expect(200);
  const cookie = ([login.headers['set-cookie'] ?? []].flat() as string[]).find((value) => value.startsWith('prana_session='))!.split(';')[0]!;
  return { username: user.username, name, cookie };
}
