import { join } from 'node:path';
import type { Database } from '../db/database.ts';
import type { Settings } from '../settings.ts';
import { createAccountService } from './accounts.ts';
import { createBuilderTemplateService } from './builder-templates.ts';
import { createCandidateExportService } from './candidate-export.ts';
import { createCandidatePipelineService } from './candidate-pipeline.ts';
import { createCandidateProfileService } from './candidate-profiles.ts';
import { createCandidateReviewService } from './candidate-review.ts';
import { createCandidateServices } from './candidate-services.ts';
import { createEventService } from './events.ts';
import { createLocalFileStore } from './file-store.ts';
import { createOrganizationCandidateService } from './organization-candidates.ts';
import { createOrganizationCodeService } from './organization-codes.ts';
import { createOrganizationService } from './organizations.ts';
import type { Outbox } from './outbox.ts';
import { createPublicAccountService } from './public-accounts.ts';
import { createPublicEventService } from './public-events.ts';
import { createPublicLookupService } from './public-lookups.ts';
import { createPublicOrganizationService } from './public-organizations.ts';
import { createPublicRoleService } from './public-roles.ts';
import { createReferenceDataService } from './reference-data.ts';
import { candidatePipelineReportSection } from './reports/organization-section.ts';
import { createReportService } from './reports/service.ts';
import { createRoleService } from './roles.ts';
import { createSchedulingServices } from './scheduling/index.ts';
import { createSearchService } from './search/service.ts';
import { createSignInService } from './sign-in.ts';
import { createSortPreferenceService } from './sort-preferences.ts';
import { createUrlTokenService } from './url-tokens.ts';

/** Everything routes may call; built once per app so tests get a fresh set per database. */
export function createServices(db: Database, outbox: Outbox, settings: Settings) {
  const files = createLocalFileStore(join(settings.dataDir, 'files'));
  return {
    db,
    outbox,
    settings,
    files,
    signIn: createSignInService(db, outbox),
    accounts: createAccountService(db),
    candidateProfiles: createCandidateProfileService(db),
    organizations: createOrganizationService(db, outbox, settings, [candidatePipelineReportSection]),
    referenceData: createReferenceDataService(db),
    publicAccounts: createPublicAccountService(db, outbox, settings),
    publicOrganizations: createPublicOrganizationService(db),
    organizationCodes: createOrganizationCodeService(db, outbox),
    publicLookups: createPublicLookupService(db),
    urlTokens: createUrlTokenService(db),
    builderTemplates: createBuilderTemplateService(),
    organizationCandidates: createOrganizationCandidateService(db, files),
    candidate: createCandidateServices(db, outbox, files),
    candidatePipeline: createCandidatePipelineService(db),
    sortPreferences: createSortPreferenceService(db),
    roles: createRoleService(db),
    publicRoles: createPublicRoleService(db),
    events: createEventService(db),
    publicEvents: createPublicEventService(db, outbox),
    scheduling: createSchedulingServices(db, outbox, settings),
    candidateReview: createCandidateReviewService(db),
    search: createSearchService(db),
    candidateExport: createCandidateExportService(db),
    reports: createReportService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
