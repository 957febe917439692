import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { OpenAPIObject } from '@nestjs/swagger';
import { METHODS } from 'node:http';
import type { Response, Test } from 'supertest';

/**
 * Every JSON answer a test receives must match what /api/docs says the
 * operation answers with that status, so a client generated from the description reads the real
 * responses. Only JSON is checked: a calendar feed, a static file, a redirect or a 204 has no JSON
 * body to hold against a schema.
 */

const DOCUMENT_ID = 'https://prana.invalid/openapi.json';
const JSON_MEDIA = /^application\/(?:[\w.-]+\+)?json\b/;

interface Route {
  path: string;
  method: string;
  pattern: RegExp;
  parameters: number;
  responses: Record<string, { content?: Record<string, unknown> }>;
}

/** A JSON pointer's segment, also escaped for the URI fragment ajv reads it from. */
const pointerSegment = (segment: string) => encodeURIComponent(segment.replaceAll('~', '~0').replaceAll('/', '~1'));

export class DescribedResponses {
  // Not strict: the document around the schemas (`openapi`, `paths`, …) is no schema keyword.
  private readonly ajv = new Ajv2020({ allErrors: true, strict: false });
  private readonly routes: Route[] = [];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(document: OpenAPIObject) {
    // OpenAPI 3.1 schemas are JSON Schema 2020-12 that refer to `#/components/…` of the document.
    this.ajv.addSchema(document, DOCUMENT_ID);
    for (const [path, operations] of Object.entries(document.paths)) {
      const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}/]+\}/g, '[^/]+');
      for (const [method, operation] of Object.entries(operations as Record<string, { responses?: Route['responses'] }>)) {
        this.routes.push({ path, method, pattern: new RegExp(`^${source}$`), parameters: path.split('{').length - 1, responses: operation.responses ?? {} });
      }
    }
    // Like Express, a literal segment wins over a parameter (`/api/villas/feed` over `/{slug}`).
    this.routes.sort((a, b) => a.parameters - b.parameters);
  }

  /** Why a response disagrees with the description, or undefined when it agrees or carries no JSON. */
  problem(method: string, url: string, response: Pick<Response, 'status' | 'headers' | 'body'>): string | undefined {
    const contentType = String(response.headers['content-type'] ?? '');
    if (!JSON_MEDIA.test(contentType) || method.toUpperCase() === 'HEAD') return undefined;
    const path = new URL(url).pathname;
    const route = this.routes.find((candidate) => candidate.method === method.toLowerCase() && candidate.pattern.test(path));
    // A path the api does not serve (a test of the 404) has no operation to hold the answer against.
    if (!route) return undefined;
    const name = `${method.toUpperCase()} ${path} → ${response.status}`;
    const status = [String(response.status), `${String(response.status)[0]}XX`, 'default'].find((key) => key in route.responses);
    if (!status) return `${name}: the description of ${route.method.toUpperCase()} ${route.path} has no answer for this status`;
    const validate = this.validator(route, status);
    if (!validate) return `${name}: answered JSON where the description of ${route.method.toUpperCase()} ${route.path} ${status} describes none`;
    if (validate(response.body)) return undefined;
    const errors = (validate.errors ?? []).map((error) => `  ${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
    return [`${name} does not match the description of ${route.method.toUpperCase()} ${route.path} ${status}:`, ...errors, `body: ${JSON.stringify(response.body).slice(0, 2000)}`].join('\n');
  }

  private validator(route: Route, status: string): ValidateFunction | undefined {
    const key = `${route.method} ${route.path} ${status}`;
    const found = this.validators.get(key);
    if (found) return found;
    const mediaType = Object.keys(route.responses[status]?.content ?? {}).find((type) => JSON_MEDIA.test(type));
    if (!mediaType) return undefined;
    const pointer = ['paths', route.path, route.method, 'responses', status, 'content', mediaType, 'schema'].map(pointerSegment).join('/');
    const validate = this.ajv.compile({ $ref: `${DOCUMENT_ID}#/${pointer}` });
    this.validators.set(key, validate);
    return validate;
  }
}

const HTTP_METHODS = [...METHODS.map((method) => method.toLowerCase()), 'del'];

/** `requests` (supertest's or an agent) with every request it makes checked against the description on end. */
export function checkedAgainst<T extends object>(requests: T, described: () => DescribedResponses): T {
  const makers = requests as unknown as Record<string, (...args: unknown[]) => Test>;
  for (const method of HTTP_METHODS) {
    const make = makers[method];
    if (typeof make !== 'function') continue;
    makers[method] = (...args) => {
      const test = make.apply(requests, args);
      const end = test.end.bind(test);
      let added = false;
      test.end = (callback) => {
        // Last, so a test's own status or body expectation reports first.
        if (!added) {
          added = true;
          test.expect((response: Response) => {
            const problem = described().problem(test.method, test.url, response);
            if (problem) throw new Error(problem);
          });
        }
        return end(callback);
      };
      return test;
    };
  }
  return requests;
}
