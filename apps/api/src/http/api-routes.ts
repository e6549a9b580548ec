import type { FastifyInstance } from 'fastify';

/** A registered route of the API (method and Fastify path), for the contract check. */
export interface ApiRoute {
  method: string;
  url: string;
}

const isApiPath = (url: string) => /^\/(oauth|api\/public|api\/v1)\//.test(url);

/** Records every /oauth, /api/public and /api/v1 route as it is registered (HEAD copies of GETs left out). */
export function recordApiRoutes(app: FastifyInstance): void {
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD' && isApiPath(route.url)) apiRoutes.push({ method, url: route.url });
    }
  });
}
