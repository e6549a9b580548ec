import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { apiUrl, hartwellUrl } from './environment.ts';

// A careers page as a crawler that runs no JavaScript receives it: the HTML of the server's reply.

export type ServerPage = { status: number; html: string; root: string; text: string };

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/** The visible text of some markup: tags dropped, entities read, white space collapsed. */
export function textOf(markup: string): string {
  return markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_match, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Fetches a page of Hartwell's site (its host, as a browser asks) without running any script. */
export async function fetchServerPage(request: APIRequestContext, path: string): Promise<ServerPage> {
  // Node does not resolve *.localhost, so the request goes to 127.0.0.1 with the site's host named.
  const response = await request.get(`${apiUrl}${path}`, {
    headers: { host: new URL(hartwellUrl).host, accept: 'text/html' },
    maxRedirects: 0,
  });
  const html = await response.text();
  const root = html.match(/<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/)?.[1] ?? '';
  expect(response.headers()['content-type'], `content type of ${path}`).toContain('text/html');
  return { status: response.status(), html, root, text: textOf(root) };
}
