import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import {
  encodeForUrl,
  hostilePathSegment,
  hostileQueryPairs,
  hostileText,
  hostileValue,
} from './hostile-values.ts';
import type { JsonSchema, KnownIds } from './schema-values.ts';
import { plausibleValue, schemaValue, valueWithOneHostileLeaf } from './schema-values.ts';

/** What the OpenAPI document says about one route's request. */
export interface RouteDescription {
  method: string;
  /** The Fastify path: `/api/v1/roles/:id`. */
  url: string;
  pathSchemas: Record<string, JsonSchema>;
  querySchemas: Record<string, JsonSchema>;
  bodySchema?: JsonSchema;
  multipart: boolean;
}

const boundary = 'fuzz-boundary-7e3a';

/** Text as it travels in a URL or a form field. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
}

function multipartBody(fields: Record<string, string>, file?: { name: string; bytes: Buffer }): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

// Bodies no JSON parser or form parser should accept, or that try its limits.
const malformedJsonTexts = [
  '{"firstName": "Ada",',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1e400}',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '"\\u0000"',
  '\u0000',
  '',
  'null',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `{"a":"${'x'.repeat(1_100_000)}"}`,
];

type Body = { payload?: string | Buffer; contentType?: string };

function jsonBodies(description: RouteDescription, known: KnownIds): fc.Arbitrary<Body> {
  const contentType = 'application/json';
  const shaped = description.bodySchema
    ? schemaValue(description.bodySchema, known).map((value) => ({
        payload: JSON.stringify(value) ?? 'null',
        contentType,
      }))
    : hostileValue().map((value) => ({ payload: JSON.stringify(value) ?? 'null', contentType }));
  return fc.oneof(
    { weight: 6, arbitrary: shaped },
    {
      weight: 2,
      arbitrary: hostileValue().map((value) => ({ payload: JSON.stringify(value) ?? 'null', contentType })),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...malformedJsonTexts).map((payload) => ({ payload, contentType })),
    },
  );
}

function formBodies(description: RouteDescription, known: KnownIds): fc.Arbitrary<Body> {
  const fieldsSchema = description.bodySchema ?? { type: 'object', properties: {} };
  const fields = fc
    .oneof(schemaValue(fieldsSchema, known), valueWithOneHostileLeaf(fieldsSchema, known))
    .map((value) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(
            Object.entries(value).map(([name, field]) => [name.replace(/"/g, ''), asText(field)]),
          )
        : { value: asText(value) },
    );
  const file = fc.record({
    name: fc.oneof(
      fc.constantFrom('cv.pdf', 'photo.png'),
      hostileText().map((text) => text.slice(0, 300).replace(/["\r\n]/g, '')),
    ),
    bytes: fc.oneof(
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
      fc.constant(Buffer.from('%PDF-1.4\n%%EOF')),
    ),
  });
  const contentType = `multipart/form-data; boundary=${boundary}`;
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(fields, fc.option(file, { nil: undefined }))
        .map(([form, upload]) => ({ payload: multipartBody(form, upload), contentType })),
    },
    {
      weight: 1,
      arbitrary: fields.map((form) => ({
        payload: multipartBody(form),
        contentType: 'multipart/form-data; boundary=not-the-boundary-of-the-body',
      })),
    },
    {
      weight: 1,
      arbitrary: fields.map((form) => ({ payload: multipartBody(form).subarray(0, 40), contentType })),
    },
  );
}

// Content types a route does not read, or reads in a form it does not expect.
const strangeBodies: Body[] = [
  { payload: 'hello', contentType: 'text/plain' },
  { payload: 'a=%00&b[c]=1&__proto__[x]=1', contentType: 'application/x-www-form-urlencoded' },
  { payload: '{"a":1}', contentType: 'application/json; charset=utf-16le' },
  { payload: '{"a":1}', contentType: 'multipart/form-data' },
  { payload: '<a/>', contentType: 'application/xml' },
  { payload: Buffer.from([0xff, 0xfe, 0x00, 0x7b]), contentType: 'application/json' },
  { payload: '{}', contentType: 'application/json;;;=' },
];

function bodies(description: RouteDescription, known: KnownIds): fc.Arbitrary<Body> {
  const expected = description.multipart ? formBodies(description, known) : jsonBodies(description, known);
  return fc.oneof(
    { weight: 6, arbitrary: expected },
    { weight: 1, arbitrary: fc.constantFrom(...strangeBodies) },
    { weight: 1, arbitrary: description.multipart ? jsonBodies(description, known) : fc.constant<Body>({}) },
  );
}

/** A path segment a well-behaved caller would send: a record that exists, or a value the schema allows. */
function plausibleSegment(schema: JsonSchema | undefined, known: KnownIds): fc.Arbitrary<string> {
  const type = schema?.type;
  if (!schema || type === 'integer' || type === 'number' || Object.keys(schema).length === 0) {
    return fc.constantFrom(...known.ids).map(String);
  }
  return plausibleValue(schema, known).map((value) => encodeForUrl(asText(value)) || 'x');
}

function pathSegment(name: string, schema: JsonSchema | undefined, known: KnownIds): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: plausibleSegment(schema, known) },
    {
      weight: 2,
      arbitrary: schemaValue(schema ?? {}, known).map((value) => encodeForUrl(asText(value)) || name),
    },
    { weight: 3, arbitrary: hostilePathSegment() },
  );
}

function queryString(description: RouteDescription, known: KnownIds): fc.Arbitrary<string> {
  const described = Object.entries(description.querySchemas).map(([name, schema]) =>
    fc.option(
      schemaValue(schema, known).map(
        (value) => `${encodeForUrl(name)}=${encodeForUrl(asText(value).slice(0, 5_000))}`,
      ),
      { nil: undefined },
    ),
  );
  return fc
    .tuple(fc.tuple(...described), hostileQueryPairs(Object.keys(description.querySchemas)))
    .map(([pairs, hostile]) => [...pairs.filter((pair) => pair !== undefined), ...hostile].join('&'));
}

// A few headers that reach the app's own code: the host, forwarding, language, cookies, one huge header.
const strangeHeaders: Record<string, string>[] = [
  {},
  { 'accept-language': `${'en-GB;q=0.9,'.repeat(3_000)}` },
  { 'x-forwarded-for': 'not-an-ip, 999.999.999.999, ::ffff:zz' },
  { host: 'evil.example:99999' },
  { cookie: `otp=${'%'.repeat(5_000)}; remember=\u00ff\u00fe; ; =` },
  { 'x-padding': 'x'.repeat(60_000) },
  { accept: 'application/xml;q=1e400' },
];

/** Every request a fuzz run may send to a route: hostile path, query, body and a few headers. */
export function hostileRequests(
  description: RouteDescription,
  known: KnownIds,
  authorization: fc.Arbitrary<string | undefined>,
): fc.Arbitrary<InjectOptions> {
  const names = [...description.url.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  // Most requests address records that exist, so the hostile body or query reaches the service.
  const segments = names.map((name) =>
    fc.oneof(
      { weight: 2, arbitrary: plausibleSegment(description.pathSchemas[name], known) },
      { weight: 1, arbitrary: pathSegment(name, description.pathSchemas[name], known) },
    ),
  );
  const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(description.method);
  return fc
    .record({
      segments: fc.tuple(...segments),
      query: queryString(description, known),
      body: hasBody ? bodies(description, known) : fc.constant<Body>({}),
      headers: fc.oneof(
        { weight: 4, arbitrary: fc.constant({}) },
        { weight: 1, arbitrary: fc.constantFrom(...strangeHeaders) },
      ),
      authorization,
    })
    .map(({ segments: values, query, body, headers, authorization: credentials }) => {
      let path = description.url;
      names.forEach((name, index) => {
        path = path.replace(`:${name}`, values[index] ?? '');
      });
      return {
        method: description.method as InjectOptions['method'],
        url: query ? `${path}?${query}` : path,
        headers: {
          ...headers,
          ...(credentials ? { authorization: credentials } : {}),
          ...(body.contentType ? { 'content-type': body.contentType } : {}),
        },
        ...(body.payload !== undefined ? { payload: body.payload } : {}),
      };
    });
}
