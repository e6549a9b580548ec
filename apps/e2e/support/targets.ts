import type { Page } from '@playwright/test';

// WCAG 2.2 SC 2.5.8 (target size, minimum): every control a finger may tap is at least 24 by 24 CSS px. The
// criterion excepts a link inside a sentence, whose size the line of text sets.

export const minimumTarget = 24;

/** The visible controls of the page smaller than 24 by 24 px, as 'tag "name" width x height'. */
export function undersizedTargets(page: Page): Promise<string[]> {
  return page.evaluate((minimum) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, select, input:not([type="hidden"]), textarea, summary, [role="link"], [role="button"], [role="switch"], [role="checkbox"], [tabindex]:not([tabindex="-1"])',
    );
    const inSentence = (element: HTMLElement) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const line = element.parentElement?.textContent?.trim() ?? '';
      return line.length > (element.textContent?.trim().length ?? 0);
    };
    const found: string[] = [];
    for (const element of controls) {
      const box = element.getBoundingClientRect();
      const shown = box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
      // The skip link waits above the page until focused; then it is as large as a button.
      const offScreen = box.bottom <= 0;
      if (!shown || offScreen || inSentence(element)) continue;
      if (box.width < minimum || box.height < minimum) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        found.push(
          `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    return found;
  }, minimumTarget);
}
