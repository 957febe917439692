// API throughput: autocannon against the availability endpoints of the real api (built, on
// PostgreSQL and Redis) and, in the same run, against a bare NestJS "hello" endpoint on the same
// machine. Prints requests per second and the ratio. Run: `npm run bench:api` (not part of npm test).
import 'reflect-metadata';
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { addDays, todayInBali } from '@prana/domain';
import { benchEnv, positiveSetting, prepareBenchStores, root, round } from './support/bench-env.ts';

const API_PORT = 3701;
const HELLO_PORT = 3702;
const DURATION_SECONDS = positiveSetting('BENCH_SECONDS', 10);
const CONNECTIONS = 20;

// Decorators applied as plain calls: this script runs on Node's type stripping, which has no decorator syntax.
class HelloController {
  hello() {
    return { hello: 'world' };
  }
}
Get('hello')(HelloController.prototype, 'hello', Object.getOwnPropertyDescriptor(HelloController.prototype, 'hello')!);
Controller()(HelloController);
class HelloModule {}
Module({ controllers: [HelloController] })(HelloModule);

async function measure(title: string, url: string, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  const failures = result.non2xx + result.errors + result.timeouts;
  console.log(`${title.padEnd(44)} ${String(round(result.requests.average, 0)).padStart(7)} req/s   p99 ${result.latency.p99} ms${failures ? `   ${failures} failed` : ''}`);
  return result.requests.average;
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} never answered`);
}

await prepareBenchStores();
const api = spawn(process.execPath, ['apps/api/dist/main.js'], { cwd: root, env: { ...process.env, ...benchEnv, PORT: String(API_PORT) }, stdio: 'ignore' });
const hello = await NestFactory.create(HelloModule, { logger: false });
await hello.listen(HELLO_PORT, '127.0.0.1');
try {
  await waitFor(`http://127.0.0.1:${API_PORT}/api/health`);
  const checkIn = addDays(todayInBali(new Date()), 30);
  const checkOut = addDays(checkIn, 4);
  console.log(`autocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, on ${process.version}`);
  const baseline = await measure('bare NestJS GET /hello', `http://127.0.0.1:${HELLO_PORT}/hello`);
  // The villa calendar is for staff: measure it with a real session, as the control centre calls it.
  const login = await fetch(`http://127.0.0.1:${API_PORT}/api/auth/staff/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'manager', password: 'prana-demo', role: 'manager' }),
  });
  const staff = { cookie: login.headers.getSetCookie().find((cookie) => cookie.startsWith('prana_session='))!.split(';')[0]! };
  const targets: Array<[string, string, Record<string, string>]> = [
    ['GET /api/availability (4 nights, 2 adults)', `/api/availability?checkIn=${checkIn}&checkOut=${checkOut}&adults=2&children=0&infants=0`, {}],
    ['GET /api/villas/ubud-lux-1/availability (staff)', `/api/villas/ubud-lux-1/availability?upcoming=true`, staff],
    ['GET /api/villas (visitor)', '/api/villas', {}],
    // What a browser asks for: the cached answer goes out brotli-compressed, compressed once.
    ['GET /api/villas (visitor, as a browser asks)', '/api/villas', { 'accept-encoding': 'gzip, deflate, br, zstd' }],
  ];
  for (const [title, path, headers] of targets) {
    const rps = await measure(title, `http://127.0.0.1:${API_PORT}${path}`, headers);
    console.log(`${''.padEnd(44)} ${round(rps / baseline, 2)} × the bare endpoint`);
  }
} finally {
  await hello.close();
  api.kill('SIGTERM');
}
