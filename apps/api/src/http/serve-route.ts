import type { AnyRoute, PathParamNames, SchemaOutput } from '@shortlist/domain/contract';
import { resolveRoutePath } from '@shortlist/domain/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { AuthContext } from '../shared/auth-context.ts';
import { namedSchema } from '../shared/named-schema.ts';
import { authenticateBearer } from './authenticate.ts';
import { parseUploadBody } from './upload-body.ts';

/** What a route's handler receives: the request parts parsed by the route's schemas, and who is calling. */
export type RouteContext<Route extends AnyRoute> = {
  params: SchemaOutput<Route['params'], Record<PathParamNames<Route['path']>, string>>;
  query: SchemaOutput<Route['query'], Record<string, unknown>>;
  /** Parsed JSON; a multipart body is read from `request` by the handler. */
  body: SchemaOutput<Route['body'], undefined>;
  /** The signed-in caller on `/api/v1` routes. */
  auth: Route['area'] extends 'authenticated' ? AuthContext : null;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** `/api/v1/roles/{id}` -> `/api/v1/roles/:id`. */
export function toFastifyUrl(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Registers a route of the contract: its method and path, Bearer authentication on `/api/v1`, and its params,
 * query and JSON body parsed by its schemas (bad input answers 400 field by field before the handler runs).
 */
export function serveRoute<Route extends AnyRoute>(
  app: FastifyInstance,
  route: Route,
  handler: (context: RouteContext<Route>) => unknown,
  options: Pick<RouteShorthandOptions, 'bodyLimit'> = {},
): void {
  app.route({
    ...options,
    method: route.method,
    url: toFastifyUrl(resolveRoutePath(route)),
    ...(route.area === 'authenticated' ? { onRequest: authenticateBearer } : {}),
    handler: (request, reply) =>
      handler({
        params: route.params ? parseUploadBody(namedSchema(route.params), request.params) : request.params,
        query: route.query ? parseUploadBody(namedSchema(route.query), request.query) : request.query,
        body:
          route.body && route.bodyType !== 'multipart'
            ? parseUploadBody(namedSchema(route.body), request.body)
            : undefined,
        auth: request.auth,
        request,
        reply,
      } as RouteContext<Route>),
  });
}
