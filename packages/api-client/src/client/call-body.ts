import type { ApiCall } from './api-call.ts';

/** A JSON object body whose fields the spec does not show. */
export type JsonObject = Readonly<Record<string, unknown>>;

/** A body that is either a multipart form (a file upload) or JSON. */
export type FormOrJson = FormData | JsonObject;

/** The body part of a call: `form` for FormData, `json` for anything else, nothing when absent. */
export function toCallBody(body: FormOrJson | undefined): Pick<ApiCall, 'form' | 'json'> {
  if (body === undefined) return {};
  return body instanceof FormData ? { form: body } : { json: body };
}
