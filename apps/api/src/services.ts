import { join } from 'node:path';
import { createAccountService } from './accounts/accounts.ts';
import { createPublicAccountService } from './accounts/public-accounts.ts';
import { createSignInService } from './accounts/sign-in.ts';
import { createSortPreferenceService } from './accounts/sort-preferences.ts';
import { createSupportSessionService } from './accounts/support-sessions.ts';
import { createAssessmentCentreService } from './assessment-centres/centres.ts';
import { createAssessmentCentrePublishing } from './assessment-centres/publishing.ts';
import { createAuditLogService } from './audit/audit-log.ts';
import { createCalendarServices } from './calendars/services.ts';
import { createCandidateProfileService } from './candidates/profiles.ts';
import { createCandidateServices } from './candidates/services.ts';
import { createCareersHeads } from './careers/careers-heads.ts';
import { createCareersSitemap } from './careers/sitemap.ts';
import { createCompetencyService } from './competencies/competencies.ts';
import { createInterviewKitService } from './competencies/kits.ts';
import type { Database } from './db/database.ts';
import { createEventService } from './events/events.ts';
import { createPublicEventService } from './events/public-events.ts';
import { createLocalFileStore } from './files/file-store.ts';
import { createGroupService } from './groups/groups.ts';
import { createInboundServices } from './inbound/services.ts';
import { createListViewServices } from './list-views/services.ts';
import { createMarkingServices } from './marking/services.ts';
import { createMeetingHoursService } from './meeting-hours/meeting-hours-service.ts';
import { createMessagePolicyService } from './message-policies/policies.ts';
import { createStageMovePreviewService } from './message-policies/preview.ts';
import { createRejectionReasonService } from './message-policies/rejection-reasons.ts';
import type { Outbox } from './messaging/outbox.ts';
import { createMessageSendService } from './messaging/send-messages.ts';
import { createMessageTemplateService } from './messaging/template-service.ts';
import { createOrganizationCodeService } from './organizations/codes.ts';
import { createOrganizationService } from './organizations/organizations.ts';
import { createPublicOrganizationService } from './organizations/public-organizations.ts';
import { createCandidatePipelineService } from './pipeline/candidate-pipeline.ts';
import { createOrganizationCandidateService } from './pipeline/organization-candidates.ts';
import { createCandidateReviewService } from './pipeline/review.ts';
import { createPrivacyServices } from './privacy/services.ts';
import { createAdminReferenceItemService } from './reference-data/admin-items.ts';
import { createPublicLookupService } from './reference-data/public-lookups.ts';
import { createReferenceDataService } from './reference-data/reference-data.ts';
import { candidatePipelineReportSection } from './reports/organization-section.ts';
import { createReportService } from './reports/service.ts';
import { createReportShareService } from './reports/shares.ts';
import { createAnonymousApplicationService } from './roles/anonymous-applications.ts';
import { createBuilderTemplateService } from './roles/builder-templates.ts';
import { createFormTemplateService } from './roles/form-templates.ts';
import { createJobPostingService } from './roles/job-postings.ts';
import { createPublicRoleService } from './roles/public-roles.ts';
import { createRoleService } from './roles/roles.ts';
import { createUrlTokenService } from './roles/url-tokens.ts';
import { createSchedulingServices } from './scheduling/services.ts';
import { createScorecardServices } from './scorecards/services.ts';
import { createScreeningServices } from './screening/services.ts';
import { createBulkActionService } from './search/bulk-actions.ts';
import { createCandidateExportService } from './search/export.ts';
import { createSearchService } from './search/service.ts';
import type { Settings } from './settings.ts';
import { createTranslationFileService } from './translations/translation-files.ts';
import { createWashUpServices } from './wash-up/services.ts';

/** Everything routes may call; built once per app so tests get a fresh set per database. */
export function createServices(db: Database, outbox: Outbox, settings: Settings) {
  const files = createLocalFileStore(join(settings.dataDir, 'files'));
  // Scheduling reads the panel's busy times through the calendars' one cache.
  const calendars = createCalendarServices(db, settings);
  return {
    db,
    outbox,
    settings,
    files,
    signIn: createSignInService(db, outbox, settings),
    accounts: createAccountService(db, outbox, settings),
    supportSessions: createSupportSessionService(db),
    candidateProfiles: createCandidateProfileService(db),
    organizations: createOrganizationService(db, outbox, settings, [candidatePipelineReportSection]),
    referenceData: createReferenceDataService(db),
    adminReferenceItems: createAdminReferenceItemService(db),
    translationFiles: createTranslationFileService(db),
    auditLog: createAuditLogService(db),
    publicAccounts: createPublicAccountService(db, outbox, settings),
    publicOrganizations: createPublicOrganizationService(db),
    organizationCodes: createOrganizationCodeService(db, outbox),
    publicLookups: createPublicLookupService(db),
    urlTokens: createUrlTokenService(db),
    builderTemplates: createBuilderTemplateService(),
    organizationCandidates: createOrganizationCandidateService(db, files),
    candidate: createCandidateServices(db, outbox, files, settings),
    candidatePipeline: createCandidatePipelineService(db),
    sortPreferences: createSortPreferenceService(db),
    roles: createRoleService(db),
    formTemplates: createFormTemplateService(db, createBuilderTemplateService()),
    publicRoles: createPublicRoleService(db),
    jobPostings: createJobPostingService(db, settings),
    anonymousApplications: createAnonymousApplicationService(db, outbox, settings),
    // The careers pages' <head> (search results, link previews, JSON-LD), sitemap.xml and robots.txt.
    careersHeads: createCareersHeads(db, settings),
    careersSitemap: createCareersSitemap(db, settings),
    events: createEventService(db, outbox, settings),
    publicEvents: createPublicEventService(db, outbox, settings),
    calendars,
    scheduling: createSchedulingServices(db, outbox, settings, calendars.busy),
    candidateReview: createCandidateReviewService(db),
    screening: createScreeningServices(db, outbox, settings),
    search: createSearchService(db),
    bulkActions: createBulkActionService(db),
    candidateExport: createCandidateExportService(db),
    groups: createGroupService(db),
    messageTemplates: createMessageTemplateService(db),
    messageSending: createMessageSendService(db, settings),
    messagePolicies: createMessagePolicyService(db),
    rejectionReasons: createRejectionReasonService(db),
    meetingHours: createMeetingHoursService(db),
    stageMovePreview: createStageMovePreviewService(db),
    listViews: createListViewServices(db),
    reports: createReportService(db),
    reportShares: createReportShareService(db),
    privacy: createPrivacyServices(db, files),
    inbound: createInboundServices(db, outbox, files, settings),
    marking: createMarkingServices(db),
    assessmentCentres: createAssessmentCentreService(db),
    assessmentCentrePublishing: createAssessmentCentrePublishing(db, outbox, settings),
    washUp: createWashUpServices(db),
    competencies: createCompetencyService(db),
    interviewKits: createInterviewKitService(db),
    scorecards: createScorecardServices(db, outbox, settings),
  };
}

export type Services = ReturnType<typeof createServices>;
