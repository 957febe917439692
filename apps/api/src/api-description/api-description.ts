import type { INestApplication } from '@nestjs/common';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject, type ResponseObject, type SecurityRequirementObject } from '@nestjs/swagger';
import { ERROR_CODES, errorStatus, isApiErrorCode, SESSION_COOKIE, type ErrorStatus } from '@prana/contracts';
import { z } from 'zod';
import { ACCESS, type Access } from '../auth/access.ts';
import { RESPONSE_SCHEMAS } from '../docs/api-schemas.generated.ts';
import { componentsFor } from './components.ts';
import { RESPONDS, type Answer } from '../docs/responds.ts';

// The statuses the error catalogue gives its codes, and the codes of a status.
const ANSWERED = ERROR_CODES.filter(isApiErrorCode);
const STATUSES = [...new Set(ANSWERED.map(errorStatus))].sort((a, b) => a - b);
const withCodes = (status: ErrorStatus) => `${status} ${ANSWERED.filter((code) => errorStatus(code) === status).map((code) => `\`${code}\``).join(' or ')}`;

const ERROR_BODY = { $ref: '#/components/schemas/ApiErrorBody' };
const ERROR_RESPONSES: Record<string, ResponseObject> = {
  '4XX': {
    description:
      'Refused: `{ error, code, params?, fields? }`, `code` from the error catalogue (libs/contracts/src/errors.ts), which gives each code its status ' +
      `(${STATUSES.filter((status) => status < 500).join(', ')}); \`fields\` per input.`,
    content: { 'application/json': { schema: ERROR_BODY } },
  },
  '5XX': {
    description: `Failed or busy: ${STATUSES.filter((status) => status >= 500).map(withCodes).join('; ')} (\`http.busy\` with Retry-After).`,
    content: { 'application/json': { schema: ERROR_BODY } },
  },
};

/** Request schemas (zod, from libs/contracts) as JSON Schema 2020-12, the dialect of OpenAPI 3.1. */
function zodToJsonSchema(schema: unknown, { schemaType }: { schemaType: 'input' | 'output' }) {
  if (!(schema instanceof z.ZodType)) return undefined;
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: 'draft-2020-12', io: schemaType, unrepresentable: 'any' });
  return { schema: json };
}

interface Handler {
  answer?: Answer;
  access?: Access;
}

/** `Controller.method` → what it answers and who may call it, read from every controller Nest registered. */
function handlers(app: INestApplication): Map<string, Handler> {
  const found = new Map<string, Handler>();
  const scanner = new MetadataScanner();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!type) continue;
      const prototype = type.prototype as Record<string, object>;
      for (const name of scanner.getAllMethodNames(prototype)) {
        const method = prototype[name]!;
        found.set(`${type.name}.${name}`, {
          answer: Reflect.getMetadata(RESPONDS, method) as Answer | undefined,
          // As the access guard reads it: the handler's rule, else its controller's.
          access: (Reflect.getMetadata(ACCESS, method) ?? Reflect.getMetadata(ACCESS, type)) as Access | undefined,
        });
      }
    }
  }
  return found;
}

const SESSION = 'session';
const SESSION_SCHEME = {
  type: 'apiKey',
  in: 'cookie',
  name: SESSION_COOKIE,
  description:
    'The session cookie (HttpOnly, SameSite=Lax) that `POST /api/auth/staff/login` and `POST /api/auth/guest/login` set and ' +
    '`POST /api/auth/logout` ends. A route’s requirement names what its session must hold: `guest` (the guest of a booking) or ' +
    'a staff permission (libs/contracts/src/permissions.ts); a public route takes no session but reads one when sent. ' +
    'Writes (every method but GET, HEAD and OPTIONS) from a browser must come from the same origin: one whose `Origin` is ' +
    'another site, or whose `Sec-Fetch-Site` is `cross-site`, is refused with 403 `http.crossSite`, session or not.',
} as const;

/** Who may call a route, as OpenAPI security: the session it needs, with the role or permission as the requirement's list. */
function security(access: Access): SecurityRequirementObject[] {
  if (access.kind === 'public') return [{}, { [SESSION]: [] }];
  return [{ [SESSION]: [access.kind === 'guest' ? 'guest' : access.permission] }];
}

function successResponse(answer: Answer): ResponseObject {
  if (answer.kind === 'empty') return { description: 'Done; no body.' };
  // Described in words: JSON is some object (this description itself), anything else text or bytes.
  if (answer.kind === 'other') return { description: answer.description, content: { [answer.mediaType]: { schema: { type: answer.mediaType === 'application/json' ? 'object' : 'string' } } } };
  return { description: answer.name, content: { 'application/json': { schema: RESPONSE_SCHEMAS[answer.name] } } };
}

/** The other status a handler answers with its own shape (`@Responds(name, alsoWith)`), beside its success and 4XX/5XX. */
function alsoResponse(answer: Answer): Record<string, ResponseObject> {
  if (answer.kind !== 'json' || !answer.alsoWith) return {};
  return { [answer.alsoWith.status]: { description: answer.alsoWith.description, content: { 'application/json': { schema: RESPONSE_SCHEMAS[answer.name] } } } };
}

/**
 * The OpenAPI 3.1 description of every route: request bodies and queries from the same zod
 * schemas that validate them, answers from api-schemas.generated.ts (the response types), errors
 * as the coded error body. The live events have their own description (live-events.ts).
 */
export function describeApi(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Prana API')
    .setDescription(
      'Booking and guest services for the Prana villas. Staff and guests sign in with `POST /api/auth/staff/login` or ' +
        '`POST /api/auth/guest/login`, which set the session cookie (the `session` security scheme, with the same-origin rule for writes). ' +
        'Live updates come over Socket.IO on the same origin; their rooms, events and payloads are described in AsyncAPI 3 at ' +
        '[/api/docs/asyncapi.json](/api/docs/asyncapi.json).',
    )
    .setVersion('1')
    // Paths hold their /api prefix; the api, the pages and the sockets share one origin.
    .addServer('/', 'This origin')
    .build();
  // package.json is private, with no licence to name: the software is not offered for reuse.
  config.info.license = { name: 'Proprietary' };
  const document = SwaggerModule.createDocument(app, config, {
    standardSchemaConverter: zodToJsonSchema,
    operationIdFactory: (controller, method) => `${controller}.${method}`,
  });
  const declared = handlers(app);
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations) as { operationId?: string; responses?: Record<string, ResponseObject>; security?: SecurityRequirementObject[] }[]) {
      // A handler served at several paths has one operation per path, `Controller.method[i]`.
      const { answer, access } = (operation.operationId ? declared.get(operation.operationId.replace(/\[\d+\]$/, '')) : undefined) ?? {};
      if (access) operation.security = security(access);
      // Nest's own success status (201 for POST, or @HttpCode) is the one swagger put there.
      const [status = '200'] = Object.keys(operation.responses ?? {});
      operation.responses = answer ? { [status]: successResponse(answer), ...ERROR_RESPONSES, ...alsoResponse(answer) } : { ...operation.responses, ...ERROR_RESPONSES };
    }
  }
  document.components = { ...document.components, schemas: { ...componentsFor(document.paths), ...document.components?.schemas }, securitySchemes: { [SESSION]: SESSION_SCHEME } };
  return document;
}
