import type { AppResources } from '@shortlist/i18n';
import { candidate } from '@shortlist/i18n/resources/candidate';
import { common } from '@shortlist/i18n/resources/common';

// Only the shared and the candidate wording: the consoles' namespaces stay out of the portal's bundle.
export const portalResources = { common, candidate } as const satisfies AppResources;
