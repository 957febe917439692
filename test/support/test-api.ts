import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AddressInfo } from 'node:net';
import supertest from 'supertest';
import { createApi } from '../../apps/api/src/bootstrap/create-api.ts';
import { ApiDescription } from '../../apps/api/src/api-description/docs.controller.ts';
import { checkedAgainst, DescribedResponses } from './described-responses.ts';

export interface TestApi {
  app: NestExpressApplication;
  /** http://127.0.0.1:{port} of the listening app (sockets need a real port). */
  url: string;
  /** Requests whose JSON answers must match /api/docs (described-responses.ts), like agent(). */
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
  let described: DescribedResponses | undefined;
  const description = () => (described ??= new DescribedResponses(app.get(ApiDescription).get('openapi')));
  return {
    app,
    url,
    request: () => checkedAgainst(supertest(url), description),
    agent: () => checkedAgainst(supertest.agent(url), description),
    close: () => app.close(),
  };
}

export const DEMO_PASSWORD = 'prana-demo';
