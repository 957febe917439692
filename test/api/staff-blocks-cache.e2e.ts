import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailabilityBlockResponse, CalendarBlock } from '@prana/contracts';
import { addDays, todayInBali } from '@prana/domain';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { signIn } from '../support/sockets.ts';
import { as, dbOf } from '../support/back-office.ts';
import { createGuest } from './guest-fixtures.ts';

// Far beyond the demo bookings and other files' dates, so only this file's holds count.
const base = addDays(todayInBali(new Date()), 820);
const VILLA = 'ubud-mansion-2';
const day = (offset: number) => addDays(base, offset);

/**
 * Each api process keeps a villa's blocks as staff read them (VillaCalendarService); a hold placed or
 * released through one process must show on the other at once, and the cached answer is only data:
 * the route's permission is still checked on every request.
 */
describe("staff's cached villa blocks agree across api processes", () => {
  let a: TestApi;
  let b: TestApi;
  let manager: string;
  const paths = [`/api/villas/${VILLA}/availability?upcoming=true`, `/api/villas/${VILLA}/availability?start=${day(0)}&end=${day(30)}`];
  const ids = async (api: TestApi, path: string) => ((await as(api, manager).get(path).expect(200)).body as AvailabilityBlockResponse[]).map((block) => block.id);

  beforeAll(async () => {
    [a, b] = await Promise.all([startTestApi(), startTestApi()]);
    manager = await signIn(a, { staff: 'manager' });
  });
  afterAll(async () => {
    await dbOf(a).execute(`delete from availability_blocks where villa_slug = ? and starts_at >= ?`, [VILLA, base]);
    await Promise.all([a?.close(), b?.close()]);
  });

  it('a hold placed through one process shows on the other at once, and its release too', async () => {
    for (const path of paths) {
      await ids(b, path);
      expect(await ids(b, path)).toEqual(await ids(a, path));
    }
    const hold = (await as(a, manager).post(`/api/villas/${VILLA}/holds`, { checkIn: day(2), checkOut: day(4), reason: 'Pool tiles' }).expect(201)).body as CalendarBlock;
    for (const path of paths) expect(await ids(b, path)).toContain(hold.id);

    await as(a, manager).delete(`/api/villas/${VILLA}/holds/${hold.id}`).expect(204);
    for (const path of paths) expect(await ids(b, path)).not.toContain(hold.id);
  });

  it('checks the permission on every request, cached answer or not', async () => {
    const path = paths[0]!;
    await ids(b, path);
    await b.request().get(path).expect(401);
    const guest = await createGuest(b);
    expect((await as(b, guest.cookie).get(path).expect(401)).body.code).toBe('auth.staffRequired');
    await b.request().get(path).set('Cookie', 'prana_session=not-a-session').expect(401);
  });

  it('still answers bad queries with coded 4xx errors', async () => {
    expect((await as(b, manager).get(`/api/villas/${VILLA}/availability?start=tomorrow`).expect(400)).body.code).toBe('validation.isoDate');
    expect((await as(b, manager).get(`/api/villas/no-such-villa/availability?upcoming=true`).expect(404)).body.code).toBe('booking.villaNotFound');
  });
});
