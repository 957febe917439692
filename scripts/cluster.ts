// `npm run start:cluster`: several api and worker processes against one PostgreSQL and one Redis,
// behind a sticky load balancer on PORT (default 3000). API_INSTANCES and WORKER_INSTANCES set
// how many (default 2 each). Run `npm start` once first (it builds, migrates and seeds).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startLoadBalancer, type Backend } from './cluster/load-balancer.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const apiCount = Number(process.env.API_INSTANCES ?? 2);
const workerCount = Number(process.env.WORKER_INSTANCES ?? 2);

if (!existsSync(`${root}/apps/api/dist/main.js`)) {
  console.error('Build first: `npm start` (or `npm run build` and `npm run migrate`).');
  process.exit(1);
}

const children: ChildProcess[] = [];
const backends: Backend[] = [];
for (let index = 0; index < apiCount; index += 1) {
  const apiPort = port + 1 + index;
  backends.push({ host: '127.0.0.1', port: apiPort });
  // The balancer runs on this machine: the api instances believe its X-Forwarded-For, from loopback only.
  const env = { ...process.env, PORT: String(apiPort), TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback' };
  children.push(spawn(process.execPath, ['apps/api/dist/main.js'], { cwd: root, env, stdio: 'inherit' }));
}
for (let index = 0; index < workerCount; index += 1) {
  children.push(spawn(process.execPath, ['apps/api/dist/worker.js'], { cwd: root, env: process.env, stdio: 'inherit' }));
}
const balancer = startLoadBalancer(port, backends);
console.log(`Prana cluster: load balancer on http://localhost:${port} → api on ${backends.map((b) => b.port).join(', ')}; ${workerCount} workers.`);

const stop = () => {
  balancer.close();
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 10_000).unref();
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
