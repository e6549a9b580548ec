import type { AnyRoute, SchemaName } from '@shortlist/domain/contract';
import * as contract from '@shortlist/domain/contract';
import { isRoute, resolveRouteAuth, resolveRoutePath } from '@shortlist/domain/contract';
import { z } from 'zod';
import { namedSchema } from '../shared/named-schema.ts';

type JsonSchema = Record<string, unknown>;

/** Every route of the contract with its name (the operationId and the api-client's route name). */
export const contractRoutes: readonly (readonly [string, AnyRoute])[] = Object.entries(
  contract as Record<string, unknown>,
).filter((entry): entry is [string, AnyRoute] => isRoute(entry[1]));

// Request schemas are described as callers write them (input side); transforms and refinements they cannot
// express become an open schema rather than an error.
function toJsonSchema(name: SchemaName, io: 'input' | 'output' = 'input'): JsonSchema {
  const json = z.toJSONSchema(namedSchema(name), { io, unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
}

function parametersOf(schema: SchemaName | undefined, place: 'path' | 'query') {
  if (!schema) return [];
  const json = toJsonSchema(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: place,
    required: place === 'path' || required.has(name),
    schema: property,
  }));
}

/** Path parameters the route's path names but its params schema does not describe. */
function undescribedPathParameters(route: AnyRoute, described: readonly { name: string }[]) {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  return names
    .filter((name) => !described.some((parameter) => parameter.name === name))
    .map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
}

function requestBodyOf(route: AnyRoute) {
  if (route.bodyType === 'multipart') {
    const schema = route.body ? toJsonSchema(route.body) : { type: 'object' };
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  if (!route.body) return undefined;
  if (route.bodyType === 'form') {
    return {
      required: true,
      content: { 'application/x-www-form-urlencoded': { schema: toJsonSchema(route.body) } },
    };
  }
  return { content: { 'application/json': { schema: toJsonSchema(route.body) } } };
}

function successOf(route: AnyRoute) {
  switch (route.reply.kind) {
    case 'file':
      return {
        description: 'The file.',
        content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
      };
    case 'empty':
      return { description: 'Done; no content.' };
    default: {
      const schema = route.reply.schema ? toJsonSchema(route.reply.schema, 'output') : {};
      return {
        description: 'The reply.',
        content: { [route.reply.mediaType ?? 'application/json']: { schema } },
      };
    }
  }
}

const errorReply = {
  description: 'The error shape of every failure (400, 401, 403, 404, 409, 413, 415, 429).',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

function operationOf(name: string, route: AnyRoute) {
  const pathParameters = parametersOf(route.params, 'path');
  const requestBody = requestBodyOf(route);
  return {
    operationId: name,
    summary: route.summary,
    tags: [route.tag],
    security: [{ [resolveRouteAuth(route)]: [] }],
    parameters: [
      ...pathParameters,
      ...undescribedPathParameters(route, pathParameters),
      ...parametersOf(route.query, 'query'),
    ],
    ...(requestBody ? { requestBody } : {}),
    responses: { [route.reply.kind === 'empty' ? '204' : '200']: successOf(route), default: errorReply },
  };
}

/** The OpenAPI 3.1 document of the API, generated from the contract alone. */
export function buildOpenApiDocument(version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, route] of contractRoutes) {
    const path = resolveRoutePath(route);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(name, route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Shortlist API',
      version,
      description:
        'Recruitment and applicant tracking. Signed-in calls (/api/v1) carry a Bearer access token from ' +
        '/oauth/token; public calls (/api/public) and /oauth carry the web client’s HTTP basic credentials. ' +
        'Every call may carry ?subdomain= to name the organisation whose site it is made from.',
    },
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        client: { type: 'http', scheme: 'basic' },
        // A test provider signs its webhook body: t=<epoch seconds>,v1=<hex HMAC-SHA256 of "t.body">.
        signature: { type: 'apiKey', in: 'header', name: 'X-Assessment-Signature' },
        // An SMS provider (Twilio) signs its post: base64 HMAC-SHA1 of the URL and the sorted fields.
        'sms-signature': { type: 'apiKey', in: 'header', name: 'X-Twilio-Signature' },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['error', 'error_description'],
          properties: {
            error: { type: 'string' },
            error_description: { type: 'string' },
            errors: {
              type: 'array',
              items: {
                type: 'object',
                properties: { field: { type: 'string' }, message: { type: 'string' } },
              },
            },
          },
        },
      },
    },
  };
}
