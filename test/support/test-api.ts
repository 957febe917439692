import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AddressInfo } from 'node:net';
import supertest from 'supertest';
import { createApi } from '../../apps/api/src/bootstrap/create-api.ts';

export interface TestApi {
  app: NestExpressApplication;
  /** http://127.0.0.1:{port} of the listening app (sockets need a real port). */
  url: string;
  request: () => ReturnType<typeof supertest>;
  agent: () => ReturnType<typeof supertest.agent>;
  close: () => Promise<void>;
}

/** The whole api, as `npm start` builds it, listening on a free port against the test database and Redis. */
export async function startTestApi(): Promise<TestApi> {
  const app = await createApi();
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    app,
    url,
    request: () => supertest(url),
    agent: () => supertest.agent(url),
    close: () => app.close(),
  };
}

export const DEMO_PASSWORD = 'prana-demo';
