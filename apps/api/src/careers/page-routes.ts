import { careersPagePaths } from '@shortlist/domain/contract';
import type { FastifyInstance } from 'fastify';
import { injectFetch } from '../http/inject-fetch.ts';
import type { CareersPageHead, CareersPages } from './careers-pages.ts';

/** Serves each careers page as whole HTML; any other page stays the portal's index.html. */
export function registerCareersPages(app: FastifyInstance, pages: CareersPages, head: CareersPageHead): void {
  const fetch = injectFetch(app);
  for (const path of Object.values(careersPagePaths)) {
    app.get(path, async (request, reply) => {
      const document = await pages.render(
        {
          url: request.url,
          hostname: request.hostname,
          protocol: `${request.protocol}:`,
          port: String(request.port ?? ''),
          fetch,
        },
        head,
      );
      if (document === null) return reply.callNotFound();
      // The page holds live data (roles close, places fill): never kept by a browser or a proxy.
      return reply
        .status(document.status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(document.body);
    });
  }
}
