import { join } from 'node:path';
import type { Database } from '../db/database.ts';
import type { Settings } from '../settings.ts';
import { createAccountService } from './accounts.ts';
import { createBuilderTemplateService } from './builder-templates.ts';
import { createLocalFileStore } from './file-store.ts';
import { createOrganizationCodeService } from './organization-codes.ts';
import { createOrganizationService } from './organizations.ts';
import type { Outbox } from './outbox.ts';
import { createPublicAccountService } from './public-accounts.ts';
import { createPublicLookupService } from './public-lookups.ts';
import { createPublicOrganizationService } from './public-organizations.ts';
import { createReferenceDataService } from './reference-data.ts';
import { createSignInService } from './sign-in.ts';
import { createUrlTokenService } from './url-tokens.ts';

/** Everything routes may call; built once per app so tests get a fresh set per database. */
export function createServices(db: Database, outbox: Outbox, settings: Settings) {
  return {
    db,
    outbox,
    settings,
    files: createLocalFileStore(join(settings.dataDir, 'files')),
    signIn: createSignInService(db, outbox),
    accounts: createAccountService(db),
    organizations: createOrganizationService(db, outbox, settings),
    referenceData: createReferenceDataService(db),
    publicAccounts: createPublicAccountService(db, outbox, settings),
    publicOrganizations: createPublicOrganizationService(db),
    organizationCodes: createOrganizationCodeService(db, outbox),
    publicLookups: createPublicLookupService(db),
    urlTokens: createUrlTokenService(db),
    builderTemplates: createBuilderTemplateService(),
  };
}

export type Services = ReturnType<typeof createServices>;
