import type { AssessmentType } from './assessment-types.ts';
import { assessmentTypeIds, assessmentTypes } from './assessment-types.ts';

export type TextSettings = Readonly<Record<string, string | boolean | null | undefined>>;

export interface OfferedAssessmentTypesOptions {
  textSettings: TextSettings | null | undefined;
  lateralHiring: boolean;
  hasScreeningFeature: boolean;
  /** Lists every third-party test whatever the text settings say (hiring-mode filtering still applies). */
  listAll?: boolean;
}

/** Decision: a text setting enables a test when it is boolean true or the text 'true' (any case). */
export function isTextSettingEnabled(textSettings: TextSettings | null | undefined, key: string): boolean {
  const value = textSettings?.[key];
  return value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');
}

function isOfferedInHiringMode(type: AssessmentType, options: OfferedAssessmentTypesOptions): boolean {
  // Decision (§6 "Screening is lateral only when the organisation has no screening feature"): SCREENING is a
  // lateral type exactly when the screening feature is off, otherwise a non-lateral one. So lateral
  // organisations see it without the feature and other organisations see it only with the feature.
  if (type === 'SCREENING') return options.lateralHiring === !options.hasScreeningFeature;
  const definition = assessmentTypes[type];
  return options.lateralHiring ? definition.lateral : definition.nonLateral;
}

/** The assessment and scheduling types an organisation may choose, in catalogue order (spec §6). */
export function listOfferedAssessmentTypes(options: OfferedAssessmentTypesOptions): AssessmentType[] {
  return assessmentTypeIds.filter((type) => {
    const { enablingSetting } = assessmentTypes[type];
    const enabled =
      options.listAll === true ||
      enablingSetting === null ||
      isTextSettingEnabled(options.textSettings, enablingSetting);
    return enabled && isOfferedInHiringMode(type, options);
  });
}
