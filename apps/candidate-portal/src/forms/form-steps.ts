import type { BuiltInFormPart } from '@shortlist/domain/schemas';
import type { CandidateDocumentKind } from '@shortlist/domain/validation';
import { isFieldRequired, isFieldVisible } from '@shortlist/domain/validation';
import type { FormField, FormSection, RoleFormConfiguration } from './role-form.ts';

// The steps of an application form: the role's own sections, then the parts the configuration switches
// on or off (§6: cv, cover, events, research consent, citizenship), then the declarations and submit.

/** Built-in parts of the form a role's configuration toggles by key; the list lives in the domain. */
export type BuiltInPart = BuiltInFormPart;

/**
 * Decision: the CV, cover letter and research consent are offered unless switched off (`false`); the
 * photo, events and citizenship questions only when switched on (`true`), since most roles do not ask.
 */
const offeredByDefault: Record<BuiltInPart, boolean> = {
  cv: true,
  cover: true,
  photo: false,
  events: false,
  researchConsent: true,
  citizenship: false,
};

export type DocumentPart = Extract<BuiltInPart, 'cv' | 'cover' | 'photo'>;
export const documentParts = ['cv', 'cover', 'photo'] as const satisfies readonly DocumentPart[];
export const documentKindOfPart = {
  cv: 'CV',
  cover: 'COVER',
  photo: 'PHOTO',
} as const satisfies Record<DocumentPart, CandidateDocumentKind>;

/** The application flows of §2: /apply (standard), /applyp (passport), /applya (anonymous visitor). */
export type ApplyFlowKind = 'standard' | 'passport' | 'anonymous';

export type FormStep =
  | { readonly kind: 'profile'; readonly id: 'profile' }
  | { readonly kind: 'section'; readonly id: string; readonly section: FormSection }
  | { readonly kind: 'documents'; readonly id: 'documents'; readonly parts: readonly DocumentPart[] }
  | { readonly kind: 'events'; readonly id: 'events' }
  | {
      readonly kind: 'declarations';
      readonly id: 'declarations';
      readonly researchConsent: boolean;
      readonly citizenship: boolean;
    };

/** True when the configuration offers a built-in part. */
export function isPartOffered(config: RoleFormConfiguration | null | undefined, part: BuiltInPart): boolean {
  const flag = config?.subsections?.[part];
  return offeredByDefault[part] ? flag !== false : flag === true;
}

/** True when the configuration makes a built-in part (a document, say) required. */
export function isPartRequired(config: RoleFormConfiguration | null | undefined, part: BuiltInPart): boolean {
  return isPartOffered(config, part) && isFieldRequired(config, part);
}

/** The fields of a section the configuration shows. */
export function visibleFields(
  config: RoleFormConfiguration | null | undefined,
  section: FormSection,
): FormField[] {
  return section.fields.filter((field) => isFieldVisible(config, field.key));
}

/** The sections of the role's form the configuration shows and that have a field to show. */
export function visibleSections(config: RoleFormConfiguration | null | undefined): FormSection[] {
  return (config?.sections ?? []).filter(
    (section) => config?.subsections?.[section.key] !== false && visibleFields(config, section).length > 0,
  );
}

/**
 * Every step of the flow, in order. Decision: the standard flow (/apply) starts with the candidate's
 * profile; the passport flow (/applyp) reuses the profile the candidate already has and skips that step;
 * the citizenship questions join the declarations only when the flow has no profile step to hold them.
 */
export function buildFormSteps(
  config: RoleFormConfiguration | null | undefined,
  flow: ApplyFlowKind,
): FormStep[] {
  const withProfile = flow !== 'passport';
  const documents = documentParts.filter((part) => isPartOffered(config, part));
  return [
    ...(withProfile ? [{ kind: 'profile', id: 'profile' } as const] : []),
    ...visibleSections(config).map(
      (section) => ({ kind: 'section', id: `section-${section.key}`, section }) as const,
    ),
    ...(documents.length > 0 ? [{ kind: 'documents', id: 'documents', parts: documents } as const] : []),
    ...(isPartOffered(config, 'events') ? [{ kind: 'events', id: 'events' } as const] : []),
    {
      kind: 'declarations',
      id: 'declarations',
      researchConsent: isPartOffered(config, 'researchConsent'),
      citizenship: !withProfile && isPartOffered(config, 'citizenship'),
    },
  ];
}

/** The step index to show: the requested one, kept within the steps. */
export function clampScreenIndex(requested: number, stepCount: number): number {
  if (!Number.isInteger(requested) || requested < 0) return 0;
  return Math.min(requested, Math.max(0, stepCount - 1));
}

/** The index of the step holding a field, or -1. */
export function findStepOfField(steps: readonly FormStep[], fieldKey: string): number {
  return steps.findIndex(
    (step) => step.kind === 'section' && step.section.fields.some((field) => field.key === fieldKey),
  );
}
