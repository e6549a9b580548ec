import type { AppResources } from '@shortlist/i18n';
import { common } from '@shortlist/i18n/resources/common';
import { manager } from '@shortlist/i18n/resources/manager';

// The shared and the manager wording; the candidate record adds the candidate namespace when it loads.
export const consoleResources = { common, manager } as const satisfies AppResources;
