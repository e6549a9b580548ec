import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CareersPageRequest, CareersRenderer } from '@shortlist/domain/contract';
import type { ViteManifest } from './page-assets.ts';
import { pageAssetLinks } from './page-assets.ts';
import { composePageDocument } from './page-document.ts';

// The careers pages the API renders on the server (issue 19) with the candidate portal's own components:
// the portal's build leaves a server renderer (dist-server/entry-server.js, from src/entry-server.tsx) beside
// its browser build, and this service puts what it renders into the browser build's index.html.

export type CareersPageHead = (page: { url: URL; organizationKey: string | null }) => Promise<string>;

export type RenderedDocument = { status: 200 | 404; body: string };

export type CareersPages = {
  /** The page as a whole HTML document, or null when the address is not a server-rendered page. */
  render(request: CareersPageRequest, head: CareersPageHead): Promise<RenderedDocument | null>;
};

/** The renderer of the built portal in `appsDir`, or null when the portal has not been built. */
export async function loadCareersPages(appsDir: string): Promise<CareersPages | null> {
  const portal = join(appsDir, 'candidate-portal');
  const rendererFile = join(portal, 'dist-server', 'entry-server.js');
  const templateFile = join(portal, 'dist', 'index.html');
  const manifestFile = join(portal, 'dist', '.vite', 'manifest.json');
  if (![rendererFile, templateFile, manifestFile].every((file) => existsSync(file))) return null;

  const renderer = (await import(pathToFileURL(rendererFile).href)) as CareersRenderer;
  const template = await readFile(templateFile, 'utf8');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as ViteManifest;

  return {
    async render(request, head) {
      const page = await renderer.renderCareersPage(request);
      if (page === null) return null;
      const url = new URL(request.url, `${request.protocol}//${request.hostname}`);
      const headTags = await head({ url, organizationKey: page.organizationKey });
      return {
        status: page.status,
        body: composePageDocument(template, {
          head: `${headTags}\n    ${pageAssetLinks(manifest, page.screen, template)}`,
          bodyClass: page.bodyClass,
          html: page.html,
          preloaded: page.preloaded,
        }),
      };
    },
  };
}
