import type { z } from 'zod';
import type * as domainSchemas from '../schemas/index.ts';

// One description per API route (method, path, parameters, bodies, reply): the server registers and
// validates from it, the api-client's calls are typed by it, and the OpenAPI document is generated from it.
// Schemas are named, not imported: a route of @shortlist/domain/schemas by its export name keeps zod and
// the schemas out of the web apps' bundles, which need only the method and path at run time.

type DomainSchemas = typeof domainSchemas;

/** The export name of a zod schema of @shortlist/domain/schemas. */
export type SchemaName = {
  [Name in keyof DomainSchemas]: DomainSchemas[Name] extends z.ZodType ? Name : never;
}[keyof DomainSchemas];

/** The schema a name stands for. */
export type NamedSchema<Name extends SchemaName> = DomainSchemas[Name];

/** Where a route lives (§7): the server root (/oauth), `/api/v1` (signed in) or `/api/public`. */
export type RouteArea = 'base' | 'authenticated' | 'public';

export const routeAreaPrefixes = {
  base: '',
  authenticated: '/api/v1',
  public: '/api/public',
} as const satisfies Record<RouteArea, string>;

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How a caller proves who it is: the user's Bearer token, the web app's HTTP basic client credentials, or an
 * HMAC signature of the body (a test provider's webhook, README "Assessments").
 */
export type RouteAuth = 'bearer' | 'client' | 'signature' | 'sms-signature';

/** What the request body is: JSON, a multipart form (sign-in, uploads), a URL-encoded form (a provider's webhook), or none. */
export type RouteBody = 'json' | 'multipart' | 'form';

/** What the reply is: JSON, a file (download, CSV), or nothing (204). */
export type RouteReplyKind = 'json' | 'file' | 'empty';

/** A route's reply: its kind, and for JSON the type callers read (a schema where the domain has one). */
export type RouteReply<Reply> = {
  readonly kind: RouteReplyKind;
  readonly schema?: SchemaName;
  /** A JSON media type other than application/json (a JSON-LD document). */
  readonly mediaType?: string;
  /** Never set: carries the reply type for the api-client. */
  readonly type?: Reply;
};

export type RouteDefinition<
  Area extends RouteArea = RouteArea,
  Path extends string = string,
  Params extends SchemaName | undefined = SchemaName | undefined,
  Query extends SchemaName | undefined = SchemaName | undefined,
  Body extends SchemaName | undefined = SchemaName | undefined,
  Reply = unknown,
  BodyType extends RouteBody | undefined = RouteBody | undefined,
> = {
  readonly method: RouteMethod;
  readonly area: Area;
  /** Under the area, OpenAPI style: `/roles/{id}`. */
  readonly path: Path;
  /** One line for the API reference. */
  readonly summary: string;
  /** The feature area the reference groups it under. */
  readonly tag: string;
  readonly params?: Params;
  readonly query?: Query;
  readonly body?: Body;
  /** Defaults to JSON when a body schema is given. */
  readonly bodyType?: BodyType;
  readonly reply: RouteReply<Reply>;
  /** Defaults to Bearer under `/api/v1` and client credentials elsewhere. */
  readonly auth?: RouteAuth;
};

export type AnyRoute = RouteDefinition<
  RouteArea,
  string,
  SchemaName | undefined,
  SchemaName | undefined,
  SchemaName | undefined,
  unknown,
  RouteBody | undefined
>;

/** The parsed type of a route part's named schema, or the fallback when the route has none. */
export type SchemaOutput<Name, Fallback> = [NonNullable<Name>] extends [never]
  ? Fallback
  : NonNullable<Name> extends SchemaName
    ? z.output<NamedSchema<NonNullable<Name>>>
    : Fallback;

/** What a caller writes for a route part's named schema, or the fallback when the route has none. */
export type SchemaInput<Name, Fallback> = [NonNullable<Name>] extends [never]
  ? Fallback
  : NonNullable<Name> extends SchemaName
    ? z.input<NamedSchema<NonNullable<Name>>>
    : Fallback;

/** A route description; `as const` inference keeps its path literal so parameters are typed from it. */
/*#__NO_SIDE_EFFECTS__*/
export function defineRoute<
  const Area extends RouteArea,
  const Path extends string,
  const Params extends SchemaName | undefined = undefined,
  const Query extends SchemaName | undefined = undefined,
  const Body extends SchemaName | undefined = undefined,
  Reply = unknown,
  const BodyType extends RouteBody | undefined = undefined,
>(
  route: RouteDefinition<Area, Path, Params, Query, Body, Reply, BodyType>,
): RouteDefinition<Area, Path, Params, Query, Body, Reply, BodyType> {
  return route;
}

/** A JSON reply of the given type, with its schema where the domain has one. */
/*#__NO_SIDE_EFFECTS__*/
export function jsonReply<Reply>(schema?: SchemaName, mediaType?: string): RouteReply<Reply> {
  return { kind: 'json', ...(schema ? { schema } : {}), ...(mediaType ? { mediaType } : {}) };
}

export const fileReply: RouteReply<Blob> = { kind: 'file' };
export const emptyReply: RouteReply<void> = { kind: 'empty' };

/** `{kind}` and `{id}` of `/search/{kind}/{id}`. */
export type PathParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/** The full path of a route on the server: `/api/v1/roles/{id}`. */
export function resolveRoutePath(route: Pick<AnyRoute, 'area' | 'path'>): string {
  return `${routeAreaPrefixes[route.area]}${route.path}`;
}

/** The auth a route expects when it does not say. */
export function resolveRouteAuth(route: Pick<AnyRoute, 'area' | 'auth'>): RouteAuth {
  return route.auth ?? (route.area === 'authenticated' ? 'bearer' : 'client');
}

/** Whether a value is a route description (the contract modules export nothing else, but tests check). */
export function isRoute(value: unknown): value is AnyRoute {
  return (
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'reply' in value
  );
}
