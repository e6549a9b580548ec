import { minimumReportGroupSize } from '@shortlist/domain/reports';
import type { OrganizationSettings } from '@shortlist/domain/schemas';
import type { AssessmentType, StageId } from '@shortlist/domain/stages';
import { assessmentTypeIds, assessmentTypes, isStageId } from '@shortlist/domain/stages';
import type { DefaultConfiguration } from '../db/schema/index.ts';

// OrganizationSettings is a view of the organisation's defaultConfiguration (§3 text and textArrays) and its
// session timeout; every key these settings do not name is left exactly as it was.

/** Settings stored as a text key of the same name; null removes the key. */
const textKeys = [
  'gtmId',
  'gtmScriptUrl',
  'pixelUrl',
  'facebookPixelId',
  'contactEmail',
  'contactPhone',
  'contactText',
  'brandColour',
  'logoUrl',
  'senderName',
  'replyEmail',
] as const satisfies readonly (keyof OrganizationSettings)[];

const thirdPartyTests = assessmentTypeIds.filter((type) => assessmentTypes[type].thirdParty);

const textOf = (text: Record<string, string>, key: string) => {
  const value = text[key];
  return typeof value === 'string' && value !== '' ? value : null;
};

/** "name;value" of §3; neither part holds a ";". */
function parseTimezone(entry: string) {
  const at = entry.lastIndexOf(';');
  return at < 0 ? { name: entry, value: entry } : { name: entry.slice(0, at), value: entry.slice(at + 1) };
}

/** The settings as stored on the organisation. */
export function readSettings(
  configuration: DefaultConfiguration,
  sessionTimeoutMinutes: number | null,
): OrganizationSettings {
  const text = configuration.text ?? {};
  const arrays = configuration.textArrays ?? {};
  return {
    reviewEmailDomains: (text.reviewEmailDomains ?? '')
      .split(',')
      .map((domain) => domain.trim())
      .filter((domain) => domain !== ''),
    sessionTimeout: sessionTimeoutMinutes,
    enabledTests: thirdPartyTests.filter((type) => {
      const setting = assessmentTypes[type].enablingSetting;
      return setting !== null && text[setting] === 'true';
    }) as AssessmentType[],
    timezones: (arrays.timezones ?? []).map(parseTimezone),
    roleTypes: [...(arrays.roleTypes ?? [])],
    blindReviewStageIds: (arrays.blindReviewStages ?? [])
      .map(Number)
      .filter((id): id is StageId => isStageId(id)),
    showSocialMobilityAnswers: text.showSocialMobilityAnswers === 'true',
    reportMinimumGroupSize: readMinimumGroupSize(text.reportMinimumGroupSize),
    ...(Object.fromEntries(textKeys.map((key) => [key, textOf(text, key)])) as Pick<
      OrganizationSettings,
      (typeof textKeys)[number]
    >),
  };
}

// Decision: a stored size under the domain's minimum (edited by hand) reads as the minimum.
function readMinimumGroupSize(stored: string | undefined): number {
  const size = Number(stored);
  return Number.isInteger(size) ? Math.max(minimumReportGroupSize, size) : minimumReportGroupSize;
}

function setOrRemove(record: Record<string, string>, key: string, value: string | null | undefined) {
  if (value == null || value === '') delete record[key];
  else record[key] = value;
}

/** The organisation's configuration with the settings written in and everything else kept. */
export function writeSettings(
  configuration: DefaultConfiguration,
  settings: OrganizationSettings,
): DefaultConfiguration {
  const text = { ...(configuration.text ?? {}) };
  const textArrays = { ...(configuration.textArrays ?? {}) };
  setOrRemove(text, 'reviewEmailDomains', settings.reviewEmailDomains.join(','));
  for (const type of thirdPartyTests) {
    const setting = assessmentTypes[type].enablingSetting;
    if (setting) setOrRemove(text, setting, settings.enabledTests.includes(type) ? 'true' : null);
  }
  for (const key of textKeys) setOrRemove(text, key, settings[key]);
  textArrays.timezones = settings.timezones.map(({ name, value }) => `${name};${value}`);
  textArrays.roleTypes = [...settings.roleTypes];
  textArrays.blindReviewStages = settings.blindReviewStageIds.map(String);
  setOrRemove(text, 'showSocialMobilityAnswers', settings.showSocialMobilityAnswers ? 'true' : null);
  setOrRemove(
    text,
    'reportMinimumGroupSize',
    settings.reportMinimumGroupSize === minimumReportGroupSize
      ? null
      : String(settings.reportMinimumGroupSize),
  );
  return { ...configuration, text, textArrays };
}

/** Names of the settings that differ, for the audit log (never their values). */
export function changedSettings(before: OrganizationSettings, after: OrganizationSettings): string[] {
  return (Object.keys(after) as (keyof OrganizationSettings)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}
