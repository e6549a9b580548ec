import type { ApiClient } from '@shortlist/api-client';
import type { Loaded } from '@shortlist/shell/react';
import { useApi, useLoad } from '@shortlist/shell/react';

// A read of the public careers pages, named by a key that holds every input: the screen shows it, and the
// server makes the same read for a page it renders (`page-reads.ts`), so the browser's first render
// finds the reply under that key and shows what the HTML already shows.

export type PublicRead<Data> = {
  key: string;
  load: (api: ApiClient, signal?: AbortSignal) => Promise<Data>;
};

/** Loads the read, or shows the reply the server made under its key. */
export function useRead<Data>(read: PublicRead<Data>): Loaded<Data> {
  const api = useApi();
  return useLoad((signal) => read.load(api, signal), [api, read.key], { key: read.key });
}
