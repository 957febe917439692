/**
 * JSON Schema of every api answer and live event payload, from the TypeScript types themselves
 * (apps/api/src/docs/api-shapes.ts), for the OpenAPI (/api/docs/openapi.json) and AsyncAPI
 * (/api/docs/asyncapi.json) descriptions.
 *
 *   npm run api:schemas   rewrites apps/api/src/docs/api-schemas.generated.ts
 *
 * test/api/api-docs.e2e.ts fails when the file differs from what this would write.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as TJS from 'typescript-json-schema';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SHAPES = `${ROOT}apps/api/src/docs/api-shapes.ts`;
export const GENERATED_FILE = `${ROOT}apps/api/src/docs/api-schemas.generated.ts`;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** `import("/abs/path/x",{with:…}).Name<import(…).Other>` → `Name_Other`: no machine paths, a valid component name. */
function componentName(definition: string): string {
  return definition
    .replace(/import\("[^"]*"(?:,\{with:\{[^}]*\}\})?\)\./g, '')
    .replace(/[^A-Za-z0-9.-]+/g, '_')
    .replace(/^_|_$/g, '');
}

function rewriteRefs(value: Json, rename: (definition: string) => string): Json {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, rename));
  if (value === null || typeof value !== 'object') return value;
  const out: { [key: string]: Json } = {};
  for (const [key, child] of Object.entries(value)) {
    out[key] =
      key === '$ref' && typeof child === 'string' && child.startsWith('#/definitions/')
        ? `#/components/schemas/${rename(decodeURIComponent(child.slice('#/definitions/'.length)))}`
        : rewriteRefs(child, rename);
  }
  return out;
}

function sortedObject<T>(entries: [string, T][]): Record<string, T> {
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * `noExtraProps` closes every object (an interface's unknown keys are a mismatch), but
 * typescript-json-schema reads only index signatures written as `{ [key: string]: T }`: a
 * `Record<string, T>` would close to an object with no keys at all. Such a type keeps its keys
 * open, each holding a T.
 */
function keepRecordsOpen(generator: TJS.JsonSchemaGenerator): void {
  // The generator runs on a TypeScript of its own, so its types are read with that one.
  const ts = createRequire(import.meta.resolve('typescript-json-schema'))('typescript') as typeof import('typescript');
  const internals = generator as unknown as {
    tc: import('typescript').TypeChecker;
    getClassDefinition(type: import('typescript').Type, definition: TJS.Definition): TJS.Definition;
    getTypeDefinition(type: import('typescript').Type): TJS.Definition;
  };
  const classDefinition = internals.getClassDefinition.bind(generator);
  internals.getClassDefinition = (type, definition) => {
    const result = classDefinition(type, definition);
    const values = internals.tc.getIndexInfoOfType(type, ts.IndexKind.String);
    if (values && result.additionalProperties === false) result.additionalProperties = internals.getTypeDefinition.call(generator, values.type);
    return result;
  };
}

/** The generated module's text. */
export function apiSchemasSource(): string {
  const program = TJS.programFromConfig(`${ROOT}tsconfig.json`, [SHAPES]);
  const generator = TJS.buildGenerator(program, { required: true, noExtraProps: true, strictNullChecks: true, ref: true, topRef: true });
  if (!generator) throw new Error('api-shapes.ts does not compile');
  keepRecordsOpen(generator);
  const roots = ['ApiResponses', 'SocketEventPayloads', 'SocketClientReplies'];
  const schema = generator.getSchemaForSymbols(roots) as { definitions: Record<string, Json> };

  // A top-level symbol also appears under its bare name, as a lone $ref to its qualified one.
  const isAlias = (body: Json) => typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 1 && '$ref' in body;
  const names = new Map<string, string>();
  for (const [definition, body] of Object.entries(schema.definitions)) {
    if (isAlias(body)) continue;
    const name = componentName(definition);
    const taken = [...names].find(([other, otherName]) => otherName === name && other !== definition);
    if (taken) throw new Error(`Two types are both called ${name}: ${definition} and ${taken[0]}`);
    names.set(definition, name);
  }
  const rename = (definition: string) => names.get(definition) ?? componentName(definition);
  const definitions = Object.entries(schema.definitions)
    .filter(([, body]) => !isAlias(body))
    .map(([definition, body]) => [rename(definition), rewriteRefs(body, rename)] as [string, Json]);
  const byName = new Map(definitions);
  const propertiesOf = (name: string) => ((byName.get(name) as { properties: Record<string, Json> }).properties);

  const responses = sortedObject(Object.entries(propertiesOf('ApiResponses')));
  const events = sortedObject(Object.entries(propertiesOf('SocketEventPayloads')));
  const replies = sortedObject(Object.entries(propertiesOf('SocketClientReplies')));
  const components = sortedObject(definitions.filter(([name]) => !roots.includes(name)));
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  return [
    '// Generated by `npm run api:schemas` (scripts/generate-api-schemas.ts) from api-shapes.ts: do not edit.',
    "import type { ApiResponses, SocketClientReplies, SocketEventPayloads } from './api-shapes.ts';",
    '',
    'type Schema = Record<string, unknown>;',
    '',
    '/** Named schemas the others refer to (`#/components/schemas/<name>`). */',
    `export const COMPONENT_SCHEMAS: Record<string, Schema> = ${json(components)};`,
    '',
    '/** The schema of each answer in ApiResponses. */',
    `export const RESPONSE_SCHEMAS: Record<keyof ApiResponses, Schema> = ${json(responses)};`,
    '',
    '/** The payload schema of each live event. */',
    `export const EVENT_SCHEMAS: Record<keyof SocketEventPayloads, Schema> = ${json(events)};`,
    '',
    '/** The acknowledgement schema of each client event. */',
    `export const REPLY_SCHEMAS: Record<keyof SocketClientReplies, Schema> = ${json(replies)};`,
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(GENERATED_FILE, apiSchemasSource());
  console.log(`wrote ${GENERATED_FILE}`);
}
