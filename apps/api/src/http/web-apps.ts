import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Which built app answers which paths (DESIGN.md "Running it"); the first match wins. */
export const webApps = [
  // /screen: an outside reviewer's screening link (§2), the console's one public screen.
  { name: 'manager-console', prefixes: ['/manager', '/screen'] },
  { name: 'admin-console', prefixes: ['/admin', '/clients'] },
  { name: 'candidate-portal', prefixes: ['/'] },
] as const;

const apiPrefixes = ['/api/', '/oauth/'];

// Source maps would hand anyone the apps' original source: the builds keep them beside the files, unserved.
const isSourceMap = (path: string) => path.split('?')[0]?.endsWith('.map') ?? false;

/** The built app that answers a page address. */
export function appFor(path: string) {
  return webApps.find((app) =>
    app.prefixes.some((prefix) => prefix === '/' || path === prefix || path.startsWith(`${prefix}/`)),
  );
}

/**
 * Serves each built app's files under its prefix, and its index.html for any other page address so the
 * app's router can show the screen (or its own not-found screen). Apps not built yet are skipped.
 */
export async function registerWebApps(
  app: FastifyInstance,
  appsDir: string,
): Promise<(path: string) => string | null> {
  const built = webApps.filter((web) => existsSync(join(appsDir, web.name, 'dist', 'index.html')));
  for (const [index, web] of built.entries()) {
    const root = join(appsDir, web.name, 'dist');
    const prefix = web.name === 'candidate-portal' ? '/' : `${web.prefixes[0]}/`;
    await app.register(fastifyStatic, {
      root,
      prefix,
      // One decoration is enough; later registrations reuse reply.sendFile.
      decorateReply: index === 0,
      index: false,
      wildcard: false,
      cacheControl: true,
      maxAge: '1h',
      immutable: false,
      allowedPath: (path) => !isSourceMap(path),
    });
  }
  return (path) => {
    if (apiPrefixes.some((prefix) => path.startsWith(prefix)) || isSourceMap(path)) return null;
    const web = appFor(path);
    return web && built.some((candidate) => candidate.name === web.name)
      ? join(appsDir, web.name, 'dist')
      : null;
  };
}

/** The page fallback: an app's index.html for page addresses, JSON 404 for everything else. */
export function servePageOrNotFound(
  resolveAppRoot: (path: string) => string | null,
  request: FastifyRequest,
  reply: FastifyReply,
): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  const root = resolveAppRoot(path);
  if (!root) return false;
  // The HTML changes with every build; never let a browser keep an old one.
  reply.header('cache-control', 'no-cache');
  reply.sendFile('index.html', root, { cacheControl: false });
  return true;
}
