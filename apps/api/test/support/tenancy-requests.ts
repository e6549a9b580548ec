import type { AnyRoute } from '@shortlist/domain/contract';
import { resolveRoutePath } from '@shortlist/domain/contract';
import type { InjectOptions } from 'fastify';
import { multipartOf, pdfBytes } from './multipart.ts';
import type { RecordName, RouteCallers } from './route-callers.ts';
import type { HartwellRecords } from './tenancy-records.ts';

// The record a path parameter names when the declaration does not say: its name tells.
const recordOfParameter: Record<string, RecordName> = {
  id: 'application',
  cid: 'application',
  orgId: 'organization',
  roleId: 'role',
  eventId: 'event',
  stageId: 'stage',
  substageId: 'subStage',
  docId: 'document',
  noteId: 'note',
  userId: 'manager',
  sessionId: 'registration',
  codeId: 'code',
  contactId: 'contact',
};

/** The value of each path parameter, naming a Hartwell record; throws for a parameter it cannot fill. */
export function hartwellParamsOf(
  name: string,
  route: AnyRoute,
  declared: RouteCallers,
  records: HartwellRecords,
): Record<string, string> {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  return Object.fromEntries(
    names.map((parameter) => {
      const given = declared.params?.[parameter];
      if (typeof given === 'object') return [parameter, given.value];
      const record = given ?? recordOfParameter[parameter];
      if (!record) throw new Error(`${name}: declare what {${parameter}} names in route-callers.ts`);
      return [parameter, String(records[record])];
    }),
  );
}

function hartwellPathOf(name: string, route: AnyRoute, declared: RouteCallers, records: HartwellRecords) {
  const params = hartwellParamsOf(name, route, declared, records);
  return resolveRoutePath(route).replace(/\{(\w+)\}/g, (_, parameter: string) =>
    encodeURIComponent(params[parameter] ?? ''),
  );
}

/** A well-formed request to the route about Hartwell's records, without credentials. */
export function hartwellRequestOf(
  name: string,
  route: AnyRoute,
  declared: RouteCallers,
  records: HartwellRecords,
): InjectOptions {
  const request: InjectOptions = {
    method: route.method,
    url: hartwellPathOf(name, route, declared, records),
    ...(declared.query ? { query: declared.query(records) } : {}),
  };
  if (route.bodyType === 'multipart') {
    const { payload, contentType } = multipartOf(declared.form ?? {}, { name: 'cv.pdf', bytes: pdfBytes });
    return { ...request, payload, headers: { 'content-type': contentType } };
  }
  if (declared.body) return { ...request, payload: declared.body(records) as InjectOptions['payload'] };
  if (route.body) throw new Error(`${name}: give a valid body in route-callers.ts`);
  return request;
}
