import type { Locator, Page } from '@playwright/test';

// Form controls by their visible label. A required field's label ends in an asterisk (hidden from screen
// readers), so the label text is matched whole, with or without it.

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The control whose label is exactly `label` (plus the required mark, if any). */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));
}
