import type { Browser } from '@playwright/test';
import type { CareersPage } from './careers-pages.ts';

// Whether a page's HTML already holds its main content (server-rendered) or only the app's empty root
// (client-rendered): the report says which portal the figures are of.

export async function rendersWithoutScript(browser: Browser, target: CareersPage): Promise<boolean> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(target.url);
    return (await target.mainContent(page).count()) > 0;
  } finally {
    await context.close();
  }
}
