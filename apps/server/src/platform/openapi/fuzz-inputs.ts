import fc from 'fast-check';
import type { JsonSchema, OpenApiDocument, OpenApiOperation } from './openapi-types.js';

// Malformed requests for every operation of an OpenAPI document: what a careless or hostile
// client can send. Deterministic: the random part comes from fast-check with a fixed seed.

interface Draft {
  label: string;
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
}

export interface FuzzRequest {
  /** What was changed, for the failure message. */
  label: string;
  url: string;
  headers?: Record<string, string>;
  /** Sent as is; values are turned into JSON text by fuzzRequests. */
  payload?: string | Buffer;
}

const SEED = 19;
const HUGE = 'x'.repeat(200_000);
/** Over the default body limit (1 MiB), so the parser refuses it. */
const OVER_LIMIT = 'y'.repeat(1_100_000);
const FIXED_UUID = '6f1c2d4e-8a9b-4c3d-9e8f-7a6b5c4d3e2f';

/** JSON nested `depth` levels, as text: too deep for JSON.stringify to have made it. */
function deepJson(depth: number): string {
  return `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`;
}

/** Stands for a value nested thousands of levels deep, put in by `asJson`. */
const DEEP_VALUE = 'fuzz:deep-value';
const DEEP_FIELD_DEPTH = 2_000;

/** A payload as JSON text, with each DEEP_VALUE replaced by deeply nested JSON. */
function asJson(value: unknown): string {
  return JSON.stringify(value).replaceAll(JSON.stringify(DEEP_VALUE), deepJson(DEEP_FIELD_DEPTH));
}

/** Text a field may get: prototype keys, NUL, traversal, odd Unicode, huge. */
const HOSTILE_TEXT = [
  '',
  '__proto__',
  'constructor',
  'a\u0000b',
  '../../../../etc/passwd',
  '\ud800',
  '1e309',
  HUGE,
];

/** Values of every JSON type but the right one, and the extremes of each. */
const WRONG_VALUES: unknown[] = [
  null,
  true,
  -1,
  1.5,
  1e308,
  [],
  {},
  { constructor: { prototype: { polluted: true } } },
  JSON.parse('{"__proto__": {"polluted": true}}'),
  DEEP_VALUE,
  ...HOSTILE_TEXT,
];

/** Path segments: prototype keys, traversal (raw and encoded), NUL, bad escapes, huge. */
const HOSTILE_SEGMENTS = [
  'not-a-uuid',
  '__proto__',
  'constructor',
  '..',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  'a%00b',
  '%E0%A4%A',
  '-1',
  '99999999999999999999999',
  `${FIXED_UUID}%00`,
  'x'.repeat(5_000),
];

/** Headers the server reads: languages, ranges, caches, cookies, stream positions, origins. */
const HOSTILE_HEADERS: Record<string, string>[] = [
  { 'accept-language': 'constructor, __proto__;q=1, toString;q=0.9' },
  { 'accept-language': `en;q=NaN, nb;q=-1, ${'x'.repeat(4_000)}` },
  { 'accept-encoding': 'br;q=2, gzip;q=NaN, *;q=0' },
  { range: 'bytes=99999999999999999999-' },
  { range: 'bytes=5-1, -0, 0-0, 0-0' },
  { 'if-none-match': `"${'e'.repeat(4_000)}", W/"__proto__"` },
  { 'last-event-id': '__proto__' },
  { 'last-event-id': '-1e309' },
  { cookie: `monstory.session_token=__proto__; ${'c'.repeat(4_000)}=1` },
  { origin: 'null' },
  { 'x-forwarded-for': '::1, not-an-address, 999.999.999.999' },
];

/** Query values, each URL-encoded on its way in. */
const HOSTILE_QUERY_VALUES = HOSTILE_TEXT.filter((text) => text !== HUGE).concat(
  'q'.repeat(10_000),
);

/** Whole query strings that try the parser rather than a field. */
const HOSTILE_QUERIES = [
  '__proto__=x',
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  'toString=1&hasOwnProperty=1',
  '%00=%00',
  '&&&==&=',
  'a=%',
  `${'k'.repeat(5_000)}=1`,
  Array.from({ length: 2_000 }, (_, i) => `p${i}=1`).join('&'),
];

function resolve(schema: JsonSchema | undefined, document: OpenApiDocument): JsonSchema {
  if (!schema) return {};
  const ref = schema.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    return document.components?.schemas?.[ref.slice('#/components/schemas/'.length)] ?? {};
  }
  return schema;
}

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type[0] : schema.type;
}

/** A value the schema accepts, as far as a simple reading of it goes. */
export function exampleOf(
  schema: JsonSchema | undefined,
  document: OpenApiDocument,
  depth = 0,
): unknown {
  const s = resolve(schema, document);
  if (s.default !== undefined) return s.default;
  if (s.enum && s.enum.length > 0) return s.enum.find((value) => value !== null) ?? s.enum[0];
  const alternative = s.anyOf?.[0] ?? s.oneOf?.[0] ?? s.allOf?.[0];
  if (alternative) return exampleOf(alternative, document, depth + 1);
  switch (typeOf(s)) {
    case 'string': {
      if (s.format === 'uuid') return FIXED_UUID;
      if (s.format === 'email') return 'fuzz@example.com';
      if (s.format === 'uri') return 'http://localhost/';
      if (s.format === 'date-time') return '2026-01-15T12:00:00.000Z';
      const min = typeof s.minLength === 'number' ? s.minLength : 1;
      return 'a'.repeat(Math.max(min, 3));
    }
    case 'integer':
    case 'number':
      return typeof s.minimum === 'number' ? s.minimum : 1;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
    case undefined: {
      if (depth > 6 || !s.properties) return {};
      const result: Record<string, unknown> = {};
      for (const key of s.required ?? Object.keys(s.properties)) {
        result[key] = exampleOf(s.properties[key], document, depth + 1);
      }
      return result;
    }
    default:
      return null;
  }
}

function jsonBodySchema(operation: OpenApiOperation): JsonSchema | undefined {
  const content = operation.requestBody?.content;
  return content?.['application/json']?.schema;
}

/** Random JSON values and strings, the same on every run. */
function randomValues(count: number, offset: number): { json: unknown[]; text: string[] } {
  return {
    json: fc.sample(fc.jsonValue({ maxDepth: 4 }), { seed: SEED + offset, numRuns: count }),
    text: fc.sample(fc.string({ unit: 'binary', maxLength: 40 }), {
      seed: SEED + offset,
      numRuns: count,
    }),
  };
}

function bodyCases(operation: OpenApiOperation, document: OpenApiDocument, url: string) {
  const schema = resolve(jsonBodySchema(operation), document);
  const base = exampleOf(schema, document);
  const baseObject = base && typeof base === 'object' && !Array.isArray(base) ? base : {};
  const json = { 'content-type': 'application/json' };
  const cases: Draft[] = [
    { label: 'body: the example', url, payload: base },
    { label: 'body: empty with a JSON type', url, headers: json, payload: '' },
    { label: 'body: not JSON', url, headers: json, payload: '{"a":' },
    { label: 'body: trailing garbage', url, headers: json, payload: '{"a":1}}' },
    { label: 'body: NUL', url, headers: json, payload: '\u0000' },
    { label: 'body: missing fields', url, payload: {} },
    { label: 'body: null', url, headers: json, payload: 'null' },
    { label: 'body: a list', url, payload: [] },
    { label: 'body: a string', url, headers: json, payload: '"text"' },
    { label: 'body: a number', url, headers: json, payload: '5' },
    { label: 'body: deep', url, headers: json, payload: deepJson(10_000) },
    { label: 'body: over the limit', url, headers: json, payload: JSON.stringify(OVER_LIMIT) },
    {
      label: 'body: __proto__ key',
      url,
      headers: json,
      payload: `{"__proto__":{"polluted":true},${JSON.stringify(baseObject).slice(1)}`,
    },
    {
      label: 'body: constructor.prototype',
      url,
      payload: { ...baseObject, constructor: { prototype: { polluted: true } } },
    },
    { label: 'body: an extra huge field', url, payload: { ...baseObject, extra: HUGE } },
    { label: 'body: text/plain', url, headers: { 'content-type': 'text/plain' }, payload: 'a' },
    {
      label: 'body: form',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '__proto__[polluted]=1&a=%00',
    },
    {
      label: 'body: broken multipart',
      url,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n',
    },
    {
      label: 'body: JSON in UTF-16',
      url,
      headers: { 'content-type': 'application/json; charset=utf-16' },
      payload: Buffer.from('{"a":1}', 'utf16le'),
    },
  ];
  const properties = Object.keys(schema.properties ?? {});
  properties.forEach((key, index) => {
    for (const value of WRONG_VALUES) {
      cases.push({
        label: `body.${key}: ${describe(value)}`,
        url,
        payload: { ...baseObject, [key]: value },
      });
    }
    const { json: values } = randomValues(2, 100 + index);
    for (const value of values) {
      cases.push({
        label: `body.${key}: random ${describe(value)}`,
        url,
        payload: { ...baseObject, [key]: value },
      });
    }
    const rest: Record<string, unknown> = { ...baseObject };
    delete rest[key];
    cases.push({ label: `body.${key}: missing`, url, payload: rest });
  });
  for (const value of randomValues(4, 1).json) {
    cases.push({ label: `body: random ${describe(value)}`, url, payload: value });
  }
  return cases;
}

function describe(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}… (${text.length} chars)` : text;
}

interface Parameter {
  name: string;
  in: string;
  schema?: JsonSchema;
}

function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? 'x');
}

function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
}

/** Every malformed request for one operation, the well-formed example first. */
export function fuzzRequests(
  path: string,
  operation: OpenApiOperation,
  document: OpenApiDocument,
  { storyUuid }: { storyUuid?: string } = {},
): FuzzRequest[] {
  const parameters = (operation.parameters ?? []) as Parameter[];
  const baseParams: Record<string, string> = {};
  for (const name of pathParameterNames(path)) {
    const declared = parameters.find((p) => p.in === 'path' && p.name === name);
    const example = exampleOf(declared?.schema, document);
    baseParams[name] =
      name === 'uuid' && storyUuid
        ? storyUuid
        : name === '*'
          ? 'story/x.png'
          : encodeURIComponent(String(example ?? 'x'));
  }
  const query = parameters.filter((p) => p.in === 'query');
  const baseQuery = new URLSearchParams();
  for (const p of query) {
    const required = (p as { required?: boolean }).required;
    if (required) baseQuery.set(p.name, String(exampleOf(p.schema, document)));
  }
  const withQuery = (q: URLSearchParams | string) => {
    const text = typeof q === 'string' ? q : q.toString();
    return text ? `?${text}` : '';
  };
  const baseUrl = `${fillPath(path, baseParams)}${withQuery(baseQuery)}`;

  const cases: Draft[] = [];
  const hasBody = operation.requestBody !== undefined;
  if (hasBody) cases.push(...bodyCases(operation, document, baseUrl));
  else {
    cases.push({ label: 'no body', url: baseUrl });
    // Routes without a body still get one: it must be ignored or refused, never a fault.
    cases.push({ label: 'unexpected JSON body', url: baseUrl, payload: { a: DEEP_VALUE } });
    cases.push({
      label: 'unexpected broken body',
      url: baseUrl,
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
  }

  for (const name of Object.keys(baseParams)) {
    const { text } = randomValues(2, 200 + name.length);
    for (const segment of [...HOSTILE_SEGMENTS, ...text.map((t) => encodeURIComponent(t))]) {
      const url = `${fillPath(path, { ...baseParams, [name]: segment })}${withQuery(baseQuery)}`;
      cases.push({ label: `path {${name}}: ${describe(segment)}`, url, ...bodyFor(cases) });
    }
  }

  for (const p of query) {
    for (const value of HOSTILE_QUERY_VALUES) {
      const q = new URLSearchParams(baseQuery);
      q.set(p.name, value);
      cases.push({
        label: `query ${p.name}: ${describe(value)}`,
        url: `${fillPath(path, baseParams)}?${q}`,
        ...bodyFor(cases),
      });
    }
    const twice = new URLSearchParams(baseQuery);
    twice.append(p.name, 'a');
    twice.append(p.name, 'b');
    cases.push({
      label: `query ${p.name}: twice`,
      url: `${fillPath(path, baseParams)}?${twice}`,
      ...bodyFor(cases),
    });
    cases.push({
      label: `query ${p.name}[nested]`,
      url: `${fillPath(path, baseParams)}?${p.name}[a][b]=1`,
      ...bodyFor(cases),
    });
  }
  for (const q of HOSTILE_QUERIES) {
    const joined = [baseQuery.toString(), q].filter(Boolean).join('&');
    cases.push({
      label: `query: ${describe(q)}`,
      url: `${fillPath(path, baseParams)}?${joined}`,
      ...bodyFor(cases),
    });
  }

  for (const headers of HOSTILE_HEADERS) {
    cases.push({
      label: `headers: ${describe(headers)}`,
      url: baseUrl,
      headers,
      ...bodyFor(cases),
    });
  }

  for (const token of [
    'Bearer ',
    'Bearer not-a-token',
    `Bearer ${'t'.repeat(8_000)}`,
    'Basic Og==',
  ]) {
    cases.push({
      label: `authorization: ${describe(token)}`,
      url: baseUrl,
      headers: { authorization: token },
      ...bodyFor(cases),
    });
  }
  return cases.map(finish);
}

function finish({ payload, ...draft }: Draft): FuzzRequest {
  if (payload === undefined) return draft;
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) return { ...draft, payload };
  return {
    ...draft,
    headers: { 'content-type': 'application/json', ...draft.headers },
    payload: asJson(payload),
  };
}

/** Parameter and query cases carry the example body, so they reach past body validation. */
function bodyFor(cases: Draft[]): { payload?: unknown } {
  const example = cases.find((c) => c.label === 'body: the example');
  return example ? { payload: example.payload } : {};
}
