import type { FastifyInstance } from 'fastify';
import { oauthRoutes } from './accounts/oauth-routes.ts';
import { publicAccountRoutes } from './accounts/public-routes.ts';
import { sortPreferenceRoutes } from './accounts/sort-preference-routes.ts';
import { userRoutes } from './accounts/user-routes.ts';
import { assessmentCentreRoutes } from './assessment-centres/routes.ts';
import { auditLogRoutes } from './audit/routes.ts';
import { calendarRoutes } from './calendars/routes.ts';
import { candidateFileRoutes } from './candidates/file-routes.ts';
import { candidateRoutes } from './candidates/routes.ts';
import { competencyRoutes } from './competencies/routes.ts';
import { publicEventRoutes } from './events/public-routes.ts';
import { eventRoutes } from './events/routes.ts';
import { groupRoutes } from './groups/routes.ts';
import { inboundRoutes, smsReplyRoutes } from './inbound/routes.ts';
import { listViewRoutes } from './list-views/routes.ts';
import { markingRoutes } from './marking/routes.ts';
import { meetingHoursRoutes } from './meeting-hours/routes.ts';
import { messagePolicyRoutes } from './message-policies/routes.ts';
import { messagingRoutes } from './messaging/routes.ts';
import { publicOrganizationRoutes } from './organizations/public-routes.ts';
import { organizationRoutes } from './organizations/routes.ts';
import { organizationCandidateRoutes } from './pipeline/organization-candidate-routes.ts';
import { publicCandidateReviewRoutes } from './pipeline/public-review-routes.ts';
import { candidatePipelineRoutes } from './pipeline/routes.ts';
import { privacyRoutes } from './privacy/routes.ts';
import { adminReferenceDataRoutes } from './reference-data/admin-routes.ts';
import { publicLookupRoutes } from './reference-data/public-routes.ts';
import { referenceDataRoutes } from './reference-data/routes.ts';
import { publicReportRoutes, reportRoutes } from './reports/routes.ts';
import { formTemplateRoutes } from './roles/form-template-routes.ts';
import { publicBuilderRoutes } from './roles/public-builder-routes.ts';
import { publicPostingRoutes } from './roles/public-posting-routes.ts';
import { publicRoleRoutes } from './roles/public-routes.ts';
import { publicUrlTokenRoutes } from './roles/public-url-token-routes.ts';
import { roleRoutes } from './roles/routes.ts';
import { assessmentRoutes } from './scheduling/assessment-routes.ts';
import { assessmentWebhookRoutes } from './scheduling/assessment-webhook-routes.ts';
import { publicInterviewRoutes } from './scheduling/public-routes.ts';
import { schedulingRoutes } from './scheduling/routes.ts';
import { publicScorecardRoutes, scorecardRoutes } from './scorecards/routes.ts';
import { publicScreeningRoutes } from './screening/public-routes.ts';
import { screeningRoutes } from './screening/routes.ts';
import { candidateBulkRoutes } from './search/bulk-routes.ts';
import { searchRoutes } from './search/routes.ts';
import { publicVersionRoutes } from './shared/version-routes.ts';
import { translationFileRoutes } from './translations/routes.ts';
import { washUpRoutes } from './wash-up/routes.ts';

/**
 * Every route plugin of the API, by area. Each route carries its full path and authentication from
 * @shortlist/domain/contract (serveRoute), so the plugins register side by side without prefixes.
 */
const routePlugins = [
  // accounts
  oauthRoutes,
  publicAccountRoutes,
  userRoutes,
  sortPreferenceRoutes,
  // privacy: a person's data rights, retention
  privacyRoutes,
  // organizations
  organizationRoutes,
  publicOrganizationRoutes,
  // candidates
  candidateRoutes,
  candidateFileRoutes,
  // pipeline
  candidatePipelineRoutes,
  organizationCandidateRoutes,
  publicCandidateReviewRoutes,
  // screening: the managers' queue and decisions, outside reviewers' links
  screeningRoutes,
  publicScreeningRoutes,
  washUpRoutes,
  // search
  searchRoutes,
  candidateBulkRoutes,
  // groups
  groupRoutes,
  // list views
  listViewRoutes,
  // messaging
  messagingRoutes,
  messagePolicyRoutes,
  // meeting hours (issue 34)
  meetingHoursRoutes,
  // roles
  roleRoutes,
  formTemplateRoutes,
  publicRoleRoutes,
  publicPostingRoutes,
  publicBuilderRoutes,
  publicUrlTokenRoutes,
  // scheduling
  schedulingRoutes,
  publicInterviewRoutes,
  calendarRoutes,
  assessmentRoutes,
  assessmentWebhookRoutes,
  assessmentCentreRoutes,
  // structured assessment (issue 33): competencies, kits, scorecards
  competencyRoutes,
  scorecardRoutes,
  publicScorecardRoutes,
  // replies that come back (issue 32)
  inboundRoutes,
  smsReplyRoutes,
  // events
  eventRoutes,
  publicEventRoutes,
  // structured assessment: blind marking (issue 33)
  markingRoutes,
  // reports
  reportRoutes,
  publicReportRoutes,
  // reference data and the platform
  referenceDataRoutes,
  publicLookupRoutes,
  // the provider's admin: reference data upkeep, translation files, the audit log
  adminReferenceDataRoutes,
  translationFileRoutes,
  auditLogRoutes,
  publicVersionRoutes,
];

export async function apiRoutes(app: FastifyInstance): Promise<void> {
  for (const plugin of routePlugins) await app.register(plugin);
}
