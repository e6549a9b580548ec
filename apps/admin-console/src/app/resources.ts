import type { AppResources } from '@shortlist/i18n';
import { admin } from '@shortlist/i18n/resources/admin';
import { common } from '@shortlist/i18n/resources/common';

// Only the shared and the admin wording: the other apps' namespaces stay out of this bundle.
export const adminResources = { common, admin } as const satisfies AppResources;
