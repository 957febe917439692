import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io } from 'socket.io-client';
import supertest from 'supertest';
import pg from 'pg';
import { testEnv } from '../support/env.ts';
import { startLoadBalancer } from '../../scripts/cluster/load-balancer.ts';
import { startProcess, waitForHealthy, type RunningProcess } from '../support/processes.ts';
import { connect, disconnection, nextEvent, type ClientSocket } from '../support/sockets.ts';
import { fixture, startFeedServer, type FeedServer } from '../fixtures/ics/feed-server.ts';
import type { OfferingsResponse } from '@prana/contracts';
import { formatIdr } from '@prana/domain';
import { pdfText } from '../support/pdf-text.ts';

const PORTS = [3611, 3612];

async function staffCookie(url: string, username: 'master' | 'manager'): Promise<string> {
  const response = await supertest(url).post('/api/auth/staff/login').send({ username, password: 'prana-demo', role: username }).expect(200);
  return ([response.headers['set-cookie']].flat()[0] as string).split(';')[0]!;
}

/** The extras menu's text as one instance serves it. */
async function menuText(url: string): Promise<string> {
  const response = await supertest(url)
    .get('/api/extras-menu.pdf?lang=en')
    .buffer(true)
    .parse((answer, done) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);
  return (await pdfText(response.body as Buffer)).text;
}

async function guestCookie(url: string): Promise<string> {
  const response = await supertest(url).post('/api/auth/guest/login').send({ lastName: 'Santoso', bookingCode: 'PRN-2401' }).expect(200);
  return ([response.headers['set-cookie']].flat()[0] as string).split(';')[0]!;
}

describe('several api processes behind the load balancer', () => {
  const processes: RunningProcess[] = [];
  let balancer: Server;
  let balancerUrl: string;
  const [api1, api2] = PORTS.map((port) => `http://127.0.0.1:${port}`) as [string, string];

  beforeAll(async () => {
    for (const port of PORTS) processes.push(startProcess('main', { PORT: String(port) }));
    await Promise.all([waitForHealthy(api1), waitForHealthy(api2)]);
    balancer = startLoadBalancer(0, PORTS.map((port) => ({ host: '127.0.0.1', port })));
    await new Promise((resolve) => balancer.once('listening', resolve));
    balancerUrl = `http://127.0.0.1:${(balancer.address() as AddressInfo).port}`;
  }, 60_000);

  afterAll(async () => {
    balancer?.close();
    await Promise.all(processes.map((process) => process.stop()));
  });

  it('delivers an event caused through api 2 to a client connected to api 1', async () => {
    const cookie = await guestCookie(api2);
    const socket: ClientSocket = connect(api1, cookie);
    try {
      await nextEvent(socket, 'session.ready');
      const ended = nextEvent(socket, 'session.ended');
      const closed = disconnection(socket);
      // Signing out through the other instance closes the socket held by this one.
      await supertest(api2).post('/api/auth/logout').set('Cookie', cookie).expect(204);
      expect(await ended).toEqual({ reason: 'signed-out' });
      expect(await closed).toBe('io server disconnect');
    } finally {
      socket.disconnect();
    }
  });

  it('delivers an event caused by a worker process to a client connected to api 1', async () => {
    const feeds: FeedServer = await startFeedServer();
    const worker = startProcess('worker');
    const login = await supertest(api2).post('/api/auth/staff/login').send({ username: 'manager', password: 'prana-demo', role: 'manager' }).expect(200);
    const cookie = ([login.headers['set-cookie']].flat()[0] as string).split(';')[0]!;
    const socket = connect(api1, cookie);
    try {
      await nextEvent(socket, 'session.ready');
      feeds.route('/cluster.ics', { body: fixture('airbnb.ics') });
      await supertest(api2).patch('/api/villas/ubud-treetop-3').set('Cookie', cookie).send({ airbnbIcalUrl: `${feeds.url}/cluster.ics` }).expect(200);
      const finished = nextEvent(socket, 'sync.finished', 20_000);
      // Asked through api 2, pulled by the worker, heard on api 1.
      await supertest(api2).post('/api/villas/ubud-treetop-3/sync-airbnb').set('Cookie', cookie).expect(200);
      expect(await finished).toMatchObject({ villaSlug: 'ubud-treetop-3', status: 'success' });
      await supertest(api2).patch('/api/villas/ubud-treetop-3').set('Cookie', cookie).send({ airbnbIcalUrl: null }).expect(200);
    } finally {
      // Leave the shared test database as the other suites expect it.
      const db = new pg.Client({ connectionString: testEnv.DATABASE_URL });
      await db.connect();
      await db.query(`delete from availability_blocks where villa_slug = 'ubud-treetop-3' and source = 'airbnb'`);
      await db.end();
      socket.disconnect();
      await worker.stop();
      await feeds.close();
    }
  });

  it('drops the extras menu an instance drew when master publishes through the other one', async () => {
    const [manager, master] = [await staffCookie(api2, 'manager'), await staffCookie(api2, 'master')];
    const smoothies = ((await supertest(api2).get('/api/offerings').set('Cookie', manager).expect(200)).body as OfferingsResponse).items.find((item) => item.key === 'smoothie-flight')!;
    const { nameEn, price } = smoothies.published;
    // Api 1 draws the menu and keeps it.
    expect(await menuText(api1)).toContain(`${nameEn} ${formatIdr(price!, 'en')}`);

    await supertest(api2).put(`/api/offerings/${smoothies.id}/draft`).set('Cookie', manager).send({ ...smoothies.published, price: price! + 40_000 }).expect(200);
    await supertest(api2).post('/api/offerings/publish').set('Cookie', master).send({}).expect(200);
    try {
      // Api 2 answered once every process had dropped its copy: api 1's next menu is the new one.
      expect(await menuText(api1)).toContain(`${nameEn} ${formatIdr(price! + 40_000, 'en')}`);
    } finally {
      await supertest(api2).post('/api/offerings/undo').set('Cookie', master).send({}).expect(200);
      await supertest(api2).post('/api/offerings/undo').set('Cookie', manager).send({}).expect(200);
    }
    expect(await menuText(api1)).toContain(`${nameEn} ${formatIdr(price!, 'en')}`);
  });

  it('keeps a client on one instance, so long-polling and its upgrade meet the same server', async () => {
    const cookie = await guestCookie(balancerUrl);
    // Default transports: the handshake polls first, then upgrades to a websocket.
    const socket = io(balancerUrl, { extraHeaders: { Cookie: cookie }, reconnection: false, forceNew: true });
    try {
      const ready = await nextEvent(socket as ClientSocket, 'session.ready');
      expect(ready.kind).toBe('guest');
      if (socket.io.engine.transport.name !== 'websocket') {
        await new Promise((resolve) => socket.io.engine.once('upgrade', resolve));
      }
      expect(socket.io.engine.transport.name).toBe('websocket');
      const reply = await socket.timeout(2_000).emitWithAck('ping');
      expect(Date.parse(reply.at)).not.toBeNaN();
    } finally {
      socket.disconnect();
    }
  });

  it('moves clients to the other instance when one stops', async () => {
    const victim = processes.shift()!;
    await victim.stop();
    // The first request may still try the stopped instance (502); the balancer then skips it.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4 && statuses.at(-1) !== 200; attempt += 1) {
      statuses.push((await fetch(`${balancerUrl}/api/health`)).status);
    }
    expect(statuses.at(-1)).toBe(200);
    expect(statuses.slice(0, -1).every((status) => status === 502)).toBe(true);
  });
});
