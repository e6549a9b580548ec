import type {
  AnyRoute,
  PathParamNames,
  RouteReply,
  SchemaInput,
  SchemaOutput,
} from '@shortlist/domain/contract';
import type { ApiCall, CallOptions, PathKey, QueryValue } from './api-call.ts';
import type { ApiClient } from './api-client.ts';

// Every call of the apps goes through callRoute with a route of @shortlist/domain/contract: the route says
// the method, path, auth, body and reply; the caller gives the values.

/** Path values by name, each one path segment (encoded here). */
type ParamsInput<Path extends string> = [PathParamNames<Path>] extends [never]
  ? { readonly params?: undefined }
  : { readonly params: Readonly<Record<PathParamNames<Path>, PathKey>> };

/** Query values as the server reads them after parsing; the client sends them as strings. */
type QueryInput<Parsed> = [Parsed] extends [never]
  ? { readonly query?: undefined }
  : { readonly query?: { readonly [Key in keyof Parsed]?: Parsed[Key] | null } };

// A route names its body schema; the caller writes that schema's input. (`bodyType` is optional on the
// route, so its type carries `undefined` beside 'multipart'.)
type BodyInput<
  Route extends AnyRoute,
  Body = SchemaInput<Route['body'], never>,
> = 'multipart' extends Route['bodyType']
  ? { readonly body: FormData }
  : [Body] extends [never]
    ? { readonly body?: undefined }
    : undefined extends Body
      ? { readonly body?: Body }
      : { readonly body: Body };

/** What a caller gives for a route: its path values, query, body, and the call options of §8. */
export type RouteInput<Route extends AnyRoute> = ParamsInput<Route['path']> &
  QueryInput<SchemaOutput<Route['query'], never>> &
  BodyInput<Route> &
  CallOptions & { readonly refreshExpiredToken?: boolean };

/** What a route answers: its JSON reply type, a Blob for a file, nothing for an empty reply. */
export type RouteResult<Route extends AnyRoute> =
  Route['reply'] extends RouteReply<infer Reply> ? Reply : never;

/** `/search/{kind}/{id}` with `{ kind: 'candidate', id: 7 }` -> `/search/candidate/7`. */
export function fillRoutePath(path: string, params: Readonly<Record<string, PathKey>> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`callRoute: no value for {${name}} of ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The request a call of the route makes (exposed for the call-shape tests). */
export function buildRouteCall<Route extends AnyRoute>(route: Route, input: RouteInput<Route>): ApiCall {
  const { params, query, body, ...options } = input as CallOptions & {
    params?: Record<string, PathKey>;
    query?: Record<string, QueryValue>;
    body?: object;
    refreshExpiredToken?: boolean;
  };
  return {
    ...options,
    method: route.method,
    area: route.area,
    path: fillRoutePath(route.path, params),
    ...(query ? { query } : {}),
    ...(body === undefined ? {} : body instanceof FormData ? { form: body } : { json: body }),
    ...(route.auth ? { auth: route.auth } : {}),
  };
}

/** Calls a route of the contract and reads its reply as the route describes it. */
export async function callRoute<Route extends AnyRoute>(
  client: ApiClient,
  route: Route,
  ...[input]: Partial<RouteInput<Route>> extends RouteInput<Route>
    ? [input?: RouteInput<Route>]
    : [input: RouteInput<Route>]
): Promise<RouteResult<Route>> {
  const call = buildRouteCall(route, (input ?? {}) as RouteInput<Route>);
  switch (route.reply.kind) {
    case 'file':
      return (await client.blob(call)) as RouteResult<Route>;
    case 'empty':
      await client.send(call);
      return undefined as RouteResult<Route>;
    default:
      return client.json<RouteResult<Route>>(call);
  }
}
