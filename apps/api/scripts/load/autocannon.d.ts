// The part of autocannon's API the load script uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export type RequestContext = Record<string, unknown>;

  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request, context: RequestContext) => Request;
    onResponse?: (status: number, body: string, context: RequestContext) => void;
  }

  export interface Options {
    url: string;
    connections: number;
    /** Seconds. */
    duration: number;
    requests: Request[];
    /** Seconds a request may take before it counts as a timeout. */
    timeout?: number;
  }

  export interface Result {
    errors: number;
    timeouts: number;
  }

  export interface Instance extends EventEmitter {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void,
    ): this;
  }

  export default function autocannon(
    options: Options,
    callback: (error: Error | null, result: Result) => void,
  ): Instance;
}
