import { SESSION_COOKIE, STAFF_ROLES } from '@prana/contracts';
import { DiagnosticSeverity, Parser, type AsyncAPIDocumentInterface } from '@asyncapi/parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { servedEndpoints } from '../support/routes.ts';
import { DescribedResponses } from '../support/described-responses.ts';
import { connect, nextEvent, signIn } from '../support/sockets.ts';
import { apiSchemasSource, GENERATED_FILE } from '../../scripts/generate-api-schemas.ts';
import { EVENT_SCHEMAS, REPLY_SCHEMAS } from '../../apps/api/src/docs/api-schemas.generated.ts';
import type { AsyncApiDocument } from '../../apps/api/src/api-description/live-events.ts';

/**
 * /api/docs describes every route Nest serves (read from Express itself, so a
 * route added later fails here until it is described), with request schemas from the zod schemas
 * that validate them, an answer schema for every route and the coded error body; and
 * /api/docs/asyncapi.json describes the live events, their rooms and who joins them.
 */

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema?: object }> };
  parameters?: { name: string; in: string; schema?: object }[];
  responses: Record<string, { description?: string; content?: Record<string, { schema?: object }> }>;
}
interface Description {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object>; securitySchemes: Record<string, { type: string; in: string; name: string; description: string }> };
}

/** `/api/villas/:slug` → `/api/villas/{slug}` (OpenAPI's form). */
const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.push(child);
      else refsIn(child, found);
    }
  }
  return found;
}

describe('the api description at /api/docs', () => {
  let api: TestApi;
  let description: Description;

  beforeAll(async () => {
    api = await startTestApi();
    const response = await api.request().get('/api/docs/openapi.json').expect(200).expect('Content-Type', /application\/json/);
    description = response.body as Description;
  });
  afterAll(() => api.close());

  it('is OpenAPI 3.1 and describes every route Nest serves, each with a success answer and the coded error body', () => {
    expect(description.openapi).toMatch(/^3\.1\./);
    const problems: string[] = [];
    const endpoints = servedEndpoints(api.app);
    expect(endpoints.length).toBeGreaterThan(80);
    for (const name of endpoints) {
      const [method, path] = name.split(' ') as [string, string];
      const operation = description.paths[openApiPath(path)]?.[method.toLowerCase()];
      if (!operation) {
        problems.push(`${name}: missing`);
        continue;
      }
      const success = Object.entries(operation.responses).filter(([status]) => /^2\d\d$/.test(status));
      if (success.length === 0) problems.push(`${name}: no success answer`);
      for (const [status, answer] of success) {
        const schemas = Object.values(answer.content ?? {}).map((content) => content.schema);
        if (status !== '204' && (schemas.length === 0 || schemas.some((schema) => !schema))) problems.push(`${name}: ${status} has no schema (@Responds on its handler)`);
      }
      if (refsIn(operation.responses['4XX']).join() !== '#/components/schemas/ApiErrorBody') problems.push(`${name}: errors not described`);
    }
    expect(problems).toEqual([]);
    // The statuses are the catalogue's.
    const errors = description.paths['/api/villas']!.get!.responses;
    expect(errors['4XX']!.description).toContain('(400, 401, 403, 404, 408, 409, 413, 415, 422, 429, 431)');
    expect(errors['5XX']!.description).toContain('503 `http.unavailable` or `http.busy`');
  });

  it('takes request bodies and queries from the contracts schemas that validate them', () => {
    const create = description.paths['/api/guest/requests']!.post!;
    const body = create.requestBody!.content['application/json']!.schema as { anyOf?: object[]; oneOf?: object[]; properties?: object };
    expect(JSON.stringify(body)).toContain('"category"');
    const login = description.paths['/api/auth/guest/login']!.post!.requestBody!.content['application/json']!.schema as { properties: Record<string, object>; required: string[] };
    expect(Object.keys(login.properties).sort()).toEqual(['bookingCode', 'lastName']);
    const search = description.paths['/api/availability']!.get!;
    expect(search.parameters!.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['checkIn', 'checkOut']));
  });

  it('answers with schemas generated from the response types, every reference resolving', () => {
    const villas = description.paths['/api/villas']!.get!.responses['200']!.content!['application/json']!.schema;
    expect(villas).toEqual({ type: 'array', items: { $ref: '#/components/schemas/VillaResponse' } });
    const missing = [...new Set(refsIn(description))].filter((ref) => !description.components.schemas[ref.replace('#/components/schemas/', '')]);
    expect(missing).toEqual([]);
    expect(description.components.schemas.ApiErrorBody).toMatchObject({ required: expect.arrayContaining(['code', 'error']) });
    // An event payload's schema belongs to the live events' description alone.
    expect(description.components.schemas).not.toHaveProperty('SessionReadyPayload');
  });

  it('describes the health check’s 503 as the HealthResponse it sends when degraded, not the error body, and a second success', () => {
    for (const path of ['/api/health', '/api/health/ready']) {
      const responses = description.paths[path]!.get!.responses;
      for (const status of ['200', '503']) expect(responses[status]?.content?.['application/json']?.schema, `${path} ${status}`).toEqual({ $ref: '#/components/schemas/HealthResponse' });
    }
    expect(description.paths['/api/health/live']!.get!.responses['503']).toBeUndefined();
    // A second success with the same shape: nothing to pay, a pull still running.
    expect(Object.keys(description.paths['/api/guest/payments']!.post!.responses)).toEqual(expect.arrayContaining(['200', '201']));
    expect(Object.keys(description.paths['/api/villas/{slug}/feeds/{id}/sync']!.post!.responses)).toEqual(expect.arrayContaining(['200', '202']));
  });

  it('opens as a page in a browser, within the content security policy', async () => {
    const page = await api.request().get('/api/docs').expect(200).expect('Content-Type', /text\/html/);
    expect(page.text).toContain('<div id="swagger-ui">');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    for (const script of page.text.matchAll(/<script src="([^"]+)"/g)) await api.request().get(script[1]!).expect(200).expect('Content-Type', /javascript/);
    await api.request().get('/api/docs/assets/swagger-ui.css').expect(200).expect('Content-Type', /text\/css/);
    const refused = await api.request().get('/api/docs/assets/package.json').expect(404);
    expect(refused.body.code).toBe('http.notFound');
  });

  it('says who may call each route: the session cookie, with the role or permission it must hold', () => {
    expect(description.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: expect.stringContaining('http.crossSite') });
    expect(description.paths['/api/villas']!.get!.security).toEqual([{}, { session: [] }]);
    expect(description.paths['/api/guest/requests']!.post!.security).toEqual([{ session: ['guest'] }]);
    expect(description.paths['/api/expenses']!.post!.security).toEqual([{ session: ['expenses.write'] }]);
  });

  it('passes Redocly’s recommended rules without an error', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(description), absoluteRef: `${api.url}/api/docs/openapi.json`, config });
    const errors = problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer ?? ''}: ${problem.message}`);
    expect(errors).toEqual([]);
  });

  it('tells a test when an answer disagrees with it (test/support/described-responses.ts checks every answer)', async () => {
    const described = new DescribedResponses(description as never);
    const refused = await api.request().post('/api/auth/guest/login').send({ lastName: '', bookingCode: 'PRN-2401' }).expect(400);
    expect(refused.body.fields, 'an error body with fields and params matches its schema').toBeDefined();
    const url = `${api.url}/api/auth/guest/login`;
    expect(described.problem('POST', url, refused)).toBeUndefined();
    const wrong = { ...refused.body, fields: { lastName: { code: 42 } } };
    const problem = described.problem('POST', url, { status: 400, headers: refused.headers, body: wrong });
    expect(problem).toContain('POST /api/auth/guest/login → 400 does not match the description of POST /api/auth/guest/login 4XX');
    expect(problem).toContain('/fields/lastName/code');
    // No JSON, nothing to check: a calendar feed, a page, a redirect.
    expect(described.problem('GET', `${api.url}/api/docs`, { status: 200, headers: { 'content-type': 'text/html' }, body: {} })).toBeUndefined();
  });

  it('is generated from the current response types (npm run api:schemas)', () => {
    expect(readFileSync(GENERATED_FILE, 'utf8') === apiSchemasSource(), 'api-schemas.generated.ts is stale: run npm run api:schemas').toBe(true);
  }, 60_000);

  describe('the live events at /api/docs/asyncapi.json', () => {
    let live: AsyncApiDocument;
    let parsed: AsyncAPIDocumentInterface;

    beforeAll(async () => {
      live = (await api.request().get('/api/docs/asyncapi.json').expect(200).expect('Content-Type', /application\/json/)).body as AsyncApiDocument;
      const { document, diagnostics } = await new Parser().parse(JSON.stringify(live));
      const errors = diagnostics.filter((diagnostic) => diagnostic.severity === DiagnosticSeverity.Error).map((diagnostic) => `${diagnostic.path.join('/')}: ${diagnostic.message}`);
      expect(errors, 'the AsyncAPI parser finds no error').toEqual([]);
      parsed = document!;
    }, 60_000);

    it('is AsyncAPI 3 with the Socket.IO server at its path, behind the session cookie', () => {
      expect(parsed.version()).toBe('3.0.0');
      const [server] = parsed.servers().all();
      expect(server?.pathname()).toBe('/socket.io');
      expect(server?.security().flatMap((requirement) => requirement.all().map((item) => item.scheme().json()))).toEqual([expect.objectContaining({ type: 'httpApiKey', in: 'cookie', name: SESSION_COOKIE })]);
    });

    it('sends every event of ServerToClientEvents, each with its payload schema, and answers every client event', () => {
      const sent = new Set(parsed.operations().filterBySend().flatMap((operation) => operation.messages().all().map((message) => message.name())));
      expect([...sent].sort()).toEqual(Object.keys(EVENT_SCHEMAS).sort());
      for (const [event, payload] of Object.entries(EVENT_SCHEMAS)) expect(live.components.messages[event], event).toMatchObject({ name: event, payload });
      const asked = parsed.operations().filterByReceive().map((operation) => [operation.messages().all().map((message) => message.name()), operation.reply()?.messages().all().map((message) => message.id())]);
      expect(asked).toEqual(Object.keys(REPLY_SCHEMAS).map((event) => [[event], [`${event}.reply`]]));
      for (const [event, reply] of Object.entries(REPLY_SCHEMAS)) expect(live.components.messages[`${event}.reply`], event).toMatchObject({ payload: reply });
    });

    it('describes each room with who joins it, as the server joins them at the handshake', async () => {
      const sessions: [string, Parameters<typeof signIn>[1]][] = [['guest', { lastName: 'Santoso', bookingCode: 'PRN-2401' }], ...STAFF_ROLES.map((role): [string, { staff: string }] => [role, { staff: role }])];
      // `booking:{bookingId}` matches `booking:` and any id.
      const matches = (address: string, room: string) => new RegExp(`^${address.replace(/\{\w+\}/g, '[^:]+')}$`).test(room);
      for (const [joiner, as] of sessions) {
        const socket = connect(api.url, await signIn(api, as));
        try {
          const { rooms } = await nextEvent(socket, 'session.ready');
          const described = Object.values(live.channels).filter((channel) => channel['x-joined-by']?.includes(joiner)).map((channel) => channel.address);
          const joined = rooms.map((room) => described.find((address) => matches(address, room)) ?? `${room} (not described)`);
          expect(joined.sort(), joiner).toEqual(described.sort());
        } finally {
          socket.disconnect();
        }
      }
    });
  });
});
