import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

// Every page a journey visits gets an axe check: a serious or critical violation fails the test; milder
// ones become annotations of the test, visible in the report without blocking it.

const blockingImpacts = new Set(['serious', 'critical']);

/** axe's default rules (these tags select exactly them) plus WCAG 2.2 AA: wcag22aa adds target-size (SC 2.5.8). */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * `exclude` leaves parts out by selector: a sandboxed email preview (an iframe that runs no script) holds an
 * email's own HTML, not the app's, and axe cannot enter it.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  { exclude = [] }: { exclude?: readonly string[] } = {},
): Promise<void> {
  const path = new URL(page.url()).pathname;
  const builder = new AxeBuilder({ page }).withTags(axeTags);
  for (const selector of exclude) builder.exclude(selector);
  // axe's target-size rule counts a control the sticky header covers at the current scroll as overlapped, so
  // the page is checked from its top (where the header covers nothing) and left where the journey had it.
  const scrolledTo = await page.evaluate(() => {
    const y = window.scrollY;
    window.scrollTo(0, 0);
    return y;
  });
  const { violations } = await builder.analyze();
  await page.evaluate((y) => window.scrollTo(0, y), scrolledTo);
  const blocking = violations.filter((violation) => blockingImpacts.has(violation.impact ?? ''));
  for (const violation of violations.filter((item) => !blocking.includes(item))) {
    test
      .info()
      .annotations.push({ type: 'axe', description: `${path}: ${violation.impact} ${violation.id}` });
  }
  const described = blocking.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help} at ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(described, `axe on ${path}`).toEqual([]);
}
