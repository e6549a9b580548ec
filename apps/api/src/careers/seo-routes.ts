import type { FastifyInstance } from 'fastify';

/**
 * GET /sitemap.xml and GET /robots.txt of the host asked (careers area): registered as routes of their own so
 * they answer before the portal's files and page fallback. They sit outside /api, so the contract has no entry.
 */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const { careersSitemap } = app.services;

  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await careersSitemap.sitemapXml(request.hostname)),
  );
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await careersSitemap.robotsTxt(request.hostname)),
  );
}
