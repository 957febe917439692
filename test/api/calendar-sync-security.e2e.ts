import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SyncResultResponse, SyncRunResponse, VillaResponse } from '@prana/contracts';
import { createWorker, type Worker } from '../../apps/api/src/bootstrap/create-worker.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { signIn } from '../support/sockets.ts';
import { fixture, startFeedServer, type FeedServer } from '../fixtures/ics/feed-server.ts';

const VILLA = 'ubud-lux-3';
const NO_FEED = 'jungle-honeymoon-2';

describe('calendar sync: access, validation and request-forgery guard', () => {
  let api: TestApi;
  let worker: Worker;
  let allowed: FeedServer;
  // Loopback too, but not in ICAL_ALLOWED_HOSTS (127.0.0.1): the fetcher must never reach it.
  let forbidden: FeedServer;
  const cookies: Record<string, string> = {};

  const request = (method: 'get' | 'post' | 'patch', path: string, who?: string) => {
    const call = api.request()[method](path);
    return who ? call.set('Cookie', cookies[who]!) : call;
  };
  const setFeed = (url: unknown, who = 'master') => request('patch', `/api/villas/${VILLA}`, who).send({ airbnbIcalUrl: url });
  const sync = async () => (await request('post', `/api/villas/${VILLA}/sync-airbnb`, 'master').expect(200)).body as SyncResultResponse;

  beforeAll(async () => {
    allowed = await startFeedServer('127.0.0.1');
    forbidden = await startFeedServer('127.0.0.2');
    forbidden.route('/feed.ics', { body: fixture('airbnb.ics') });
    api = await startTestApi();
    worker = await createWorker();
    for (const role of ['master', 'manager', 'investor', 'staff']) cookies[role] = await signIn(api, { staff: role });
    cookies.guest = await signIn(api, { lastName: 'Walker', bookingCode: 'PRN-2402' });
  });

  afterAll(async () => {
    await setFeed(null).catch(() => undefined);
    const em = api.app.get(EntityManager).fork();
    await em.execute(`delete from availability_blocks where source = 'airbnb' and villa_slug = ?`, [VILLA]);
    await worker?.close();
    await api?.close();
    await allowed?.close();
    await forbidden?.close();
  });

  describe('PATCH /api/villas/{slug}', () => {
    it('accepts an http(s) link, trimmed, and removes it with null or a blank value', async () => {
      expect((await setFeed(' https://www.airbnb.com/calendar/ical/123.ics?s=abc ').expect(200)).body).toMatchObject({ slug: VILLA, hasAirbnbFeed: true });
      expect((await setFeed('   ').expect(200)).body).toMatchObject({ hasAirbnbFeed: false });
      await setFeed('http://calendar.example/feed.ics').expect(200);
      expect((await setFeed(null).expect(200)).body).toMatchObject({ hasAirbnbFeed: false });
    });

    it('refuses a link that is not http(s) or not a URL, with a message', async () => {
      for (const url of ['ftp://calendar.example/feed.ics', 'javascript:alert(1)', 'file:///etc/passwd', 'not a link', 'https://']) {
        const response = await setFeed(url).expect(400);
        expect(response.body.error, url).toBe('Enter a valid iCal link starting with http:// or https://.');
      }
      expect((await setFeed(42).expect(400)).body.error).toBe('Send airbnbIcalUrl: an http(s) iCal link, or null to remove it.');
      expect((await request('patch', `/api/villas/${VILLA}`, 'master').send({}).expect(400)).body.error).toMatch(/airbnbIcalUrl/);
      expect((await request('patch', `/api/villas/${VILLA}`, 'master').send({ airbnbIcalUrl: null, extra: 1 }).expect(400)).body.error).toBe('Unknown field: extra.');
      expect((await setFeed(`https://calendar.example/${'a'.repeat(2100)}`).expect(400)).body.error).toMatch(/too long/);
    });

    it('answers 404 for an unknown villa', async () => {
      expect((await request('patch', '/api/villas/no-such-villa', 'master').send({ airbnbIcalUrl: null }).expect(404)).body.error).toMatch(/no-such-villa/);
    });
  });

  it('lets master and manager change feeds and sync; investor and staff only read; guests and visitors not at all', async () => {
    await setFeed(null, 'manager').expect(200);
    for (const role of ['investor', 'staff']) {
      await setFeed(null, role).expect(403);
      await request('post', `/api/villas/${VILLA}/sync-airbnb`, role).expect(403);
      await request('get', `/api/villas/${VILLA}/availability?upcoming=true`, role).expect(200);
      await request('get', `/api/villas/${VILLA}/sync-runs?limit=10`, role).expect(200);
    }
    for (const who of ['guest', undefined]) {
      await request('patch', `/api/villas/${VILLA}`, who).send({ airbnbIcalUrl: null }).expect(401);
      await request('get', `/api/villas/${VILLA}/availability`, who).expect(401);
      await request('get', `/api/villas/${VILLA}/sync-runs`, who).expect(401);
      await request('post', `/api/villas/${VILLA}/sync-airbnb`, who).expect(401);
    }
  });

  it('answers 404 for an unknown villa on every calendar endpoint, and 409 to a sync without a link', async () => {
    await request('post', '/api/villas/no-such-villa/sync-airbnb', 'master').expect(404);
    await request('get', '/api/villas/no-such-villa/availability', 'master').expect(404);
    await request('get', '/api/villas/no-such-villa/sync-runs', 'master').expect(404);
    const response = await request('post', `/api/villas/${NO_FEED}/sync-airbnb`, 'master').expect(409);
    expect(response.body.error).toBe('No Airbnb iCal link is stored for Embun Honeymoon Villa. Save one first.');
  });

  it('validates the availability and sync-runs queries', async () => {
    const get = (query: string) => request('get', `/api/villas/${VILLA}/${query}`, 'master');
    expect((await get('availability?start=2027-02-30').expect(400)).body.error).toMatch(/start is not a real date/);
    expect((await get('availability?start=2027-03-10&end=2027-03-01').expect(400)).body.error).toBe('end must be after start.');
    expect((await get('availability?upcoming=yes').expect(400)).body.error).toBe('Use true or false.');
    expect((await get('availability?year=2027').expect(400)).body.error).toBe('Unknown field: year.');
    for (const limit of ['0', '51', 'ten', '-1']) await get(`sync-runs?limit=${limit}`).expect(400);
  });

  describe('the fetcher never reaches a private address unless ICAL_ALLOWED_HOSTS lists it', () => {
    const expectRefused = async (url: string, address: string) => {
      await setFeed(url).expect(200);
      const result = await sync();
      expect(result.status).toBe('failed');
      expect(result.error).toBe('The calendar link points to a private or local address, which is not allowed.');
      expect(result.error, address).not.toContain(address);
      const [run] = (await request('get', `/api/villas/${VILLA}/sync-runs?limit=1`, 'master').expect(200)).body as SyncRunResponse[];
      expect(result.failure).toEqual({ code: 'sync.privateAddress' });
      expect(run).toMatchObject({ status: 'failed', errorMessage: result.error, failure: result.failure });
    };

    /** A link that reaches a private address is refused where it is entered, with the field and its reason. */
    const expectRefusedWhenSaved = async (url: string, address: string) => {
      const refused = await setFeed(url).expect(400);
      expect(refused.body.fields?.airbnbIcalUrl).toEqual({ code: 'sync.privateAddress' });
      expect(JSON.stringify(refused.body), address).not.toContain(address);
    };

    it('refuses a loopback address that is not allowed, directly, when the link is saved', async () => {
      await expectRefusedWhenSaved(`${forbidden.url}/feed.ics`, '127.0.0.2');
      expect(forbidden.hits('/feed.ics')).toBe(0);
    });

    it('refuses it when an allowed server redirects there', async () => {
      allowed.route('/redirect.ics', { status: 302, headers: { Location: `${forbidden.url}/feed.ics` } });
      await expectRefused(`${allowed.url}/redirect.ics`, '127.0.0.2');
      expect(allowed.hits('/redirect.ics')).toBe(1);
      expect(forbidden.hits('/feed.ics')).toBe(0);
    });

    it('refuses link-local (cloud metadata) and IPv6 loopback addresses when the link is saved', async () => {
      await expectRefusedWhenSaved('http://169.254.169.254/latest/meta-data/', '169.254.169.254');
      await expectRefusedWhenSaved('http://[::1]:8080/feed.ics', '::1');
    });

    it('uses the allowed one, following a redirect on it', async () => {
      allowed.route('/feed.ics', { body: fixture('airbnb.ics') });
      allowed.route('/moved.ics', { status: 301, headers: { Location: '/feed.ics' } });
      await setFeed(`${allowed.url}/moved.ics`).expect(200);
      expect(await sync()).toMatchObject({ status: 'success', changes: { created: 3, updated: 0, cancelled: 0 } });
      const villas = (await request('get', '/api/villas', 'master').expect(200)).body as VillaResponse[];
      expect(JSON.stringify(villas)).not.toContain('moved.ics');
    });
  });
});
