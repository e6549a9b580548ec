import { z } from 'zod';
import {
  brandColourProblem,
  formatContrastRatio,
  isHexColour,
  minimumTextContrast,
} from '../brands/brand-colour.ts';
import { minimumReportGroupSize } from '../reports/report-kinds.ts';
import type { AssessmentType } from '../stages/index.ts';
import { assessmentTypeIds, assessmentTypes } from '../stages/index.ts';
import { idParamSchema, idSchema } from './common.ts';
import {
  booleanField,
  emailField,
  enumField,
  fieldLimits,
  integerField,
  listField,
  objectSchema,
  optionalTextField,
  readableErrors,
  stringField,
  textField,
} from './fields.ts';
import { phoneSchema, sessionTimeoutBounds } from './organization.ts';
import { metricDefinitionSchema } from './scoring.ts';
import { stageIdParamSchema, stageIdSchema } from './stage.ts';

export const organizationSettingsMessages = {
  domain: 'Enter a domain such as example.com.',
  colour: 'Enter a colour as #rrggbb.',
  /** The brand colour fills buttons under white text and draws links on white pages (WCAG AA, issue 19). */
  colourContrast: (ratio: string) =>
    `This colour has a contrast of ${ratio} with white; at least ${formatContrastRatio(minimumTextContrast)} is needed. Choose a darker colour.`,
  url: 'Enter an address starting with https://.',
  trackingId: 'Use letters, digits and hyphens only.',
  duplicate: 'Each entry must be different.',
  oneDefault: 'Choose exactly one default sub-stage.',
  notThirdParty: 'Only third-party tests can be switched on or off.',
  senderName: 'A sender name cannot contain < > " @ or \\.',
} as const;

const domainPattern =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

const domainField = () =>
  z
    .string(readableErrors)
    .trim()
    .toLowerCase()
    .regex(domainPattern, { error: organizationSettingsMessages.domain });

const httpsUrlField = () =>
  stringField()
    .trim()
    .max(fieldLimits.label)
    .regex(/^https:\/\/[^\s]+$/, { error: organizationSettingsMessages.url });

const trackingIdField = () =>
  stringField()
    .trim()
    .max(100)
    .regex(/^[A-Za-z0-9-]+$/, { error: organizationSettingsMessages.trackingId });

const distinct = <Item>(items: readonly Item[], key: (item: Item) => string = String) =>
  new Set(items.map(key)).size === items.length;

/** A time zone of the organisation's list (§3 'name;value'), edited as its two parts. */
export const timezoneSettingSchema = objectSchema({
  name: textField(fieldLimits.label).regex(/^[^;]+$/, { error: "A time zone's name cannot contain ';'." }),
  value: textField(100).regex(/^[^;]+$/, { error: "A time zone's value cannot contain ';'." }),
});

/**
 * GET and PUT /organization/{id}/settings: what a manager admin sets for their organisation (issue 16),
 * stored in its defaultConfiguration (text and textArrays, §3) and its session timeout. The whole object is
 * sent each time; null clears a value.
 */
export const organizationSettingsSchema = objectSchema({
  reviewEmailDomains: listField(domainField(), 0, 50).refine((list) => distinct(list), {
    error: organizationSettingsMessages.duplicate,
  }),
  sessionTimeout: integerField(sessionTimeoutBounds.min, sessionTimeoutBounds.max).nullable(),
  enabledTests: listField(
    enumField(assessmentTypeIds as [AssessmentType, ...AssessmentType[]]),
    0,
    20,
  ).refine((tests) => tests.every((test) => assessmentTypes[test].thirdParty), {
    error: organizationSettingsMessages.notThirdParty,
  }),
  timezones: listField(timezoneSettingSchema, 0, 50),
  roleTypes: listField(textField(100), 0, 50).refine((list) => distinct(list), {
    error: organizationSettingsMessages.duplicate,
  }),
  gtmId: trackingIdField().nullable(),
  gtmScriptUrl: httpsUrlField().nullable(),
  pixelUrl: httpsUrlField().nullable(),
  facebookPixelId: trackingIdField().nullable(),
  contactEmail: emailField().nullable(),
  contactPhone: phoneSchema.nullable(),
  contactText: optionalTextField(fieldLimits.label),
  /** The name candidates see in From (issue 32); unset, the organisation's name. */
  senderName: textField(100)
    .regex(/^[^<>"@\\\r\n]+$/, { error: organizationSettingsMessages.senderName })
    .nullable()
    .default(null),
  /** Where replies go when the provider does not receive them itself (no INBOUND_DOMAIN); never in From unless ours. */
  replyEmail: emailField().nullable().default(null),
  blindReviewStageIds: listField(stageIdSchema, 0, 30),
  /** Whether managers read candidates' social-mobility answers themselves, beside the contextual flags. */
  showSocialMobilityAnswers: booleanField().default(false),
  brandColour: stringField()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: organizationSettingsMessages.colour })
    .superRefine((value, context) => {
      const problem = isHexColour(value) ? brandColourProblem(value) : null;
      if (problem) {
        context.addIssue({
          code: 'custom',
          message: organizationSettingsMessages.colourContrast(formatContrastRatio(problem.ratio)),
        });
      }
    })
    .nullable(),
  logoUrl: httpsUrlField().nullable(),
  /** Report groups smaller than this show as "fewer than" it; never under the domain's minimum of 5. */
  reportMinimumGroupSize: integerField(minimumReportGroupSize, 100).default(minimumReportGroupSize),
  /** Read-only: the settings' edit version (issue 31), which a save sends back in If-Match; ignored in a body. */
  version: z.string().max(64).optional(),
});
export type OrganizationSettings = z.output<typeof organizationSettingsSchema>;

/** PUT /organization/{id}/metrics: the organisation's scoring metrics (§3, §5), in order; keys unique. */
export const organizationMetricsSchema = objectSchema({
  metrics: listField(metricDefinitionSchema, 0, 200).refine(
    (metrics) => distinct(metrics, (metric) => (metric.key ?? metric.label ?? '').toLowerCase()),
    { error: organizationSettingsMessages.duplicate },
  ),
});
export type OrganizationMetrics = z.output<typeof organizationMetricsSchema>;

/**
 * PUT /organization/{orgId}/stages/{stageId}/substages: the stage's sub-stages in their new order (§3 code,
 * default, order). An entry with an id keeps that sub-stage (renamed or moved); one without is added; a
 * sub-stage left out is removed, which is refused while candidates sit in it. Exactly one is the default.
 */
export const subStageListSchema = objectSchema({
  subStages: listField(
    objectSchema({ id: idSchema.nullish(), code: textField(50), isDefault: booleanField() }),
    1,
    30,
  )
    .refine((list) => distinct(list, (item) => item.code.toLowerCase()), {
      error: organizationSettingsMessages.duplicate,
    })
    .refine((list) => list.filter((item) => item.isDefault).length === 1, {
      error: organizationSettingsMessages.oneDefault,
    }),
});
export type SubStageList = z.output<typeof subStageListSchema>;

/** Path of /organization/{orgId}/stages/{stageId}/substages. */
export const subStageListParamsSchema = objectSchema({ orgId: idParamSchema, stageId: stageIdParamSchema });

/** Path of /organization/{id}/settings and /organization/{id}/metrics. */
export const organizationSettingsParamsSchema = objectSchema({ id: idParamSchema });
