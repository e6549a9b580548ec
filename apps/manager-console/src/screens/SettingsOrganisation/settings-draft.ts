import { minimumReportGroupSize } from '@shortlist/domain/reports';
import type { FieldError, OrganizationSettings } from '@shortlist/domain/schemas';
import { organizationSettingsSchema, validateWithFieldErrors } from '@shortlist/domain/schemas';
import type { AssessmentType } from '@shortlist/domain/stages';

/** The settings as the form edits them: texts as typed ('' for none), lists with their rows. */
export interface SettingsDraft {
  reviewEmailDomains: string[];
  sessionTimeout: string;
  enabledTests: AssessmentType[];
  timezones: { name: string; value: string }[];
  roleTypes: string[];
  gtmId: string;
  gtmScriptUrl: string;
  pixelUrl: string;
  facebookPixelId: string;
  contactEmail: string;
  contactPhone: string;
  contactText: string;
  senderName: string;
  replyEmail: string;
  blindReviewStageIds: OrganizationSettings['blindReviewStageIds'];
  showSocialMobilityAnswers: boolean;
  brandColour: string;
  logoUrl: string;
  reportMinimumGroupSize: string;
}

export type TextSetting = {
  [Key in keyof SettingsDraft]: SettingsDraft[Key] extends string ? Key : never;
}[keyof SettingsDraft];

export function draftOf(settings: OrganizationSettings): SettingsDraft {
  return {
    reviewEmailDomains: [...settings.reviewEmailDomains],
    sessionTimeout: settings.sessionTimeout == null ? '' : String(settings.sessionTimeout),
    enabledTests: [...settings.enabledTests],
    timezones: settings.timezones.map((zone) => ({ ...zone })),
    roleTypes: [...settings.roleTypes],
    gtmId: settings.gtmId ?? '',
    gtmScriptUrl: settings.gtmScriptUrl ?? '',
    pixelUrl: settings.pixelUrl ?? '',
    facebookPixelId: settings.facebookPixelId ?? '',
    contactEmail: settings.contactEmail ?? '',
    contactPhone: settings.contactPhone ?? '',
    contactText: settings.contactText ?? '',
    senderName: settings.senderName ?? '',
    replyEmail: settings.replyEmail ?? '',
    blindReviewStageIds: [...settings.blindReviewStageIds],
    showSocialMobilityAnswers: settings.showSocialMobilityAnswers,
    brandColour: settings.brandColour ?? '',
    logoUrl: settings.logoUrl ?? '',
    reportMinimumGroupSize: String(settings.reportMinimumGroupSize),
  };
}

/** Rows left wholly blank are dropped before saving, so the messages' indexes match the rows shown. */
export function withoutBlankRows(draft: SettingsDraft): SettingsDraft {
  return {
    ...draft,
    reviewEmailDomains: draft.reviewEmailDomains.filter((entry) => entry.trim() !== ''),
    roleTypes: draft.roleTypes.filter((entry) => entry.trim() !== ''),
    timezones: draft.timezones.filter((zone) => zone.name.trim() !== '' || zone.value.trim() !== ''),
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The PUT body: the whole object each time, null clearing a value. */
export function toSettingsBody(draft: SettingsDraft): OrganizationSettings {
  return {
    reviewEmailDomains: draft.reviewEmailDomains.map((entry) => entry.trim()),
    sessionTimeout: draft.sessionTimeout.trim() === '' ? null : Number(draft.sessionTimeout),
    enabledTests: draft.enabledTests,
    timezones: draft.timezones.map((zone) => ({ name: zone.name.trim(), value: zone.value.trim() })),
    roleTypes: draft.roleTypes.map((entry) => entry.trim()),
    gtmId: orNull(draft.gtmId),
    gtmScriptUrl: orNull(draft.gtmScriptUrl),
    pixelUrl: orNull(draft.pixelUrl),
    facebookPixelId: orNull(draft.facebookPixelId),
    contactEmail: orNull(draft.contactEmail),
    contactPhone: orNull(draft.contactPhone),
    contactText: orNull(draft.contactText),
    senderName: orNull(draft.senderName),
    replyEmail: orNull(draft.replyEmail),
    blindReviewStageIds: draft.blindReviewStageIds,
    showSocialMobilityAnswers: draft.showSocialMobilityAnswers,
    brandColour: orNull(draft.brandColour),
    logoUrl: orNull(draft.logoUrl),
    reportMinimumGroupSize:
      draft.reportMinimumGroupSize.trim() === ''
        ? minimumReportGroupSize
        : Number(draft.reportMinimumGroupSize),
  };
}

/** The domain's own checks before the call, as field messages at the same paths the API uses. */
export function checkSettings(draft: SettingsDraft): FieldError[] {
  const result = validateWithFieldErrors(organizationSettingsSchema, toSettingsBody(draft));
  return result.success ? [] : result.errors;
}

/** What each group of the form's fields is given: the draft, the messages by path, a way to change it. */
export interface SettingsSectionProps {
  draft: SettingsDraft;
  errors: Readonly<Record<string, string>>;
  update: (patch: Partial<SettingsDraft>) => void;
}
